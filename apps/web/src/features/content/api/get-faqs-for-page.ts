import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFaqsForPage } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const faqsForPageKeys = {
  all: endpointKey(getFaqsForPage),
  of: (page: string, locale: Locale) => [...faqsForPageKeys.all, page, locale] as const,
};

export function fetchFaqsForPage(page: string, signal?: AbortSignal) {
  return call(getFaqsForPage, { page }, { signal });
}

export function faqsForPageQuery(page: string, locale: Locale) {
  return queryOptions({
    queryKey: faqsForPageKeys.of(page, locale),
    queryFn: ({ signal }) => fetchFaqsForPage(page, signal),
    staleTime: 5 * 60_000,
  });
}

/** The FAQ block above the footer: a failed fetch simply shows no block. */
export function useFaqsForPage(page: string, locale: Locale) {
  return useQuery(faqsForPageQuery(page, locale));
}
