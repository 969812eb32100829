import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductModalData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// One product's page (`products/modal_data`), shared by the catalogue's product dialog and page
// and the order editor's product dialog: one caller of the endpoint, one cache entry per language.

export const productDetailKeys = {
  all: endpointKey(getProductModalData),
  of: (idOrSlug: string, locale: Locale) => [...productDetailKeys.all, locale, idOrSlug] as const,
};

export function fetchProductDetail(idOrSlug: string, signal?: AbortSignal) {
  return call(getProductModalData, { id: idOrSlug }, { signal });
}

export function productDetailQuery(idOrSlug: string, locale: Locale) {
  return queryOptions({
    queryKey: productDetailKeys.of(idOrSlug, locale),
    queryFn: ({ signal }) => fetchProductDetail(idOrSlug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProductDetail(idOrSlug: string | undefined, locale: Locale) {
  return useQuery({ ...productDetailQuery(idOrSlug ?? '', locale), enabled: Boolean(idOrSlug) });
}
