import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductModalData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// The same keys as the catalogue's product dialog: one product's answer is cached once per language.
export const productModalKeys = {
  all: endpointKey(getProductModalData),
  of: (slug: string, locale: Locale) => [...endpointKey(getProductModalData), locale, slug] as const,
};

export function fetchProductModalData(slug: string, signal?: AbortSignal) {
  return call(getProductModalData, { id: slug }, { signal });
}

/** The product page inside the editor: description, ingredients, steps, nutrition. */
export function useProductModalData(slug: string, locale: Locale) {
  return useQuery(
    queryOptions({
      queryKey: productModalKeys.of(slug, locale),
      queryFn: ({ signal }) => fetchProductModalData(slug, signal),
      staleTime: 5 * 60_000,
    }),
  );
}
