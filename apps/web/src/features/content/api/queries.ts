import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  getContentEntry,
  getFaqCategories,
  getFaqCategoryData,
  getFaqsForPage,
  getImpact,
  getPage,
  getPriceIncreaseBanner,
  getRegionCounts,
  type ContentType,
  type PageSlug,
  type Region,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { ApiError, call } from '../../../lib/api.ts';

const FIVE_MINUTES = 5 * 60_000;

/** A refusal by the server (404 unknown, 400 malformed) will not change on a retry. */
const retryServerErrorsOnce = (count: number, error: Error) =>
  count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function usePage(slug: PageSlug, locale: Locale) {
  return useQuery({
    queryKey: ['content', 'page', slug, locale],
    queryFn: ({ signal }) => call(getPage, { slug }, { signal }),
    staleTime: FIVE_MINUTES,
    retry: retryServerErrorsOnce,
  });
}

export function useImpactFigures() {
  return useQuery({
    queryKey: ['content', 'impact'],
    queryFn: ({ signal }) => call(getImpact, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useRegionCounts() {
  return useQuery({
    queryKey: ['content', 'region-counts'],
    queryFn: ({ signal }) => call(getRegionCounts, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useFaqCategories(locale: Locale) {
  return useQuery({
    queryKey: ['content', 'faq-categories', locale],
    queryFn: ({ signal }) => call(getFaqCategories, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

const faqCategoryQuery = (friendlyId: string, locale: Locale) => ({
  queryKey: ['content', 'faq-category', friendlyId, locale] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(getFaqCategoryData, { friendlyId }, { signal }),
  staleTime: FIVE_MINUTES,
  retry: retryServerErrorsOnce,
});

export function useFaqCategory(friendlyId: string, locale: Locale, enabled = true) {
  return useQuery({ ...faqCategoryQuery(friendlyId, locale), enabled });
}

export function useFaqCategoryList(friendlyIds: string[], locale: Locale) {
  return useQueries({ queries: friendlyIds.map((id) => faqCategoryQuery(id, locale)) });
}

/** The FAQ block above the footer: a failed fetch simply shows no block. */
export function useFaqsForPage(page: string, locale: Locale) {
  return useQuery({
    queryKey: ['content', 'faq-for-page', page, locale],
    queryFn: ({ signal }) => call(getFaqsForPage, { page }, { signal }),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}

/** A banner entry for the visitor's region; a failure (no content...) leaves it hidden. */
export function useContentEntry(type: ContentType, locale: Locale, region: Region | null) {
  return useQuery({
    queryKey: ['content', 'entry', type, locale, region],
    queryFn: ({ signal }) => call(getContentEntry, { type, ...(region ? { region } : {}) }, { signal }),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** SPEC.md §5: shown only when the server answers 200; "no dates" and "no content" hide it. */
export function usePriceIncrease(locale: Locale, region: Region | null) {
  return useQuery({
    queryKey: ['content', 'price-increase', locale, region],
    queryFn: ({ signal }) => call(getPriceIncreaseBanner, region ? { region } : {}, { signal }),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
