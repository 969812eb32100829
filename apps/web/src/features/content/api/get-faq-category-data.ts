import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getFaqCategoryData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const faqCategoryKeys = {
  all: endpointKey(getFaqCategoryData),
  of: (friendlyId: string, locale: Locale) => [...faqCategoryKeys.all, friendlyId, locale] as const,
};

export function fetchFaqCategory(friendlyId: string, signal?: AbortSignal) {
  return call(getFaqCategoryData, { friendlyId }, { signal });
}

export function faqCategoryQuery(friendlyId: string, locale: Locale) {
  return queryOptions({
    queryKey: faqCategoryKeys.of(friendlyId, locale),
    queryFn: ({ signal }) => fetchFaqCategory(friendlyId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFaqCategory(friendlyId: string, locale: Locale, enabled = true) {
  return useQuery({ ...faqCategoryQuery(friendlyId, locale), enabled });
}

export function useFaqCategoryList(friendlyIds: string[], locale: Locale) {
  return useQueries({ queries: friendlyIds.map((id) => faqCategoryQuery(id, locale)) });
}
