import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, type PageSlug } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const pageKeys = {
  all: endpointKey(getPage),
  of: (slug: PageSlug, locale: Locale) => [...pageKeys.all, slug, locale] as const,
};

export function fetchPage(slug: PageSlug, signal?: AbortSignal) {
  return call(getPage, { slug }, { signal });
}

export function pageQuery(slug: PageSlug, locale: Locale) {
  return queryOptions({
    queryKey: pageKeys.of(slug, locale),
    queryFn: ({ signal }) => fetchPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePage(slug: PageSlug, locale: Locale) {
  return useQuery(pageQuery(slug, locale));
}
