import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProductModalData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

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

/**
 * Files a product's answer under its own language's slug too. A page opened by an id or the other
 * language's slug moves to that address; with the answer already there it keeps showing the
 * product instead of a spinner in its place (a layout shift of most of the screen).
 */
export function useFileProductUnderSlug() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Awaited<ReturnType<typeof fetchProductDetail>>, locale: Locale) =>
      queryClient.setQueryData(productDetailQuery(product.slug, locale).queryKey, product),
    [queryClient],
  );
}
