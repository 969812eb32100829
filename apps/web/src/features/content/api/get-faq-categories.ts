import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFaqCategories } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const faqCategoriesKeys = {
  all: endpointKey(getFaqCategories),
  of: (locale: Locale) => [...faqCategoriesKeys.all, locale] as const,
};

export function fetchFaqCategories(signal?: AbortSignal) {
  return call(getFaqCategories, {}, { signal });
}

export function faqCategoriesQuery(locale: Locale) {
  return queryOptions({
    queryKey: faqCategoriesKeys.of(locale),
    queryFn: ({ signal }) => fetchFaqCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useFaqCategories(locale: Locale) {
  return useQuery(faqCategoriesQuery(locale));
}
