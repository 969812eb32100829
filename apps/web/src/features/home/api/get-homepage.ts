import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomepage, type Region } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const homepageKeys = {
  all: endpointKey(getHomepage),
  of: (locale: Locale, region: Region | null) => [...homepageKeys.all, locale, region] as const,
};

export function fetchHomepage(region: Region | null, signal?: AbortSignal) {
  return call(getHomepage, region ? { region } : {}, { signal });
}

export function homepageQuery(locale: Locale, region: Region | null) {
  return queryOptions({
    queryKey: homepageKeys.of(locale, region),
    queryFn: ({ signal }) => fetchHomepage(region, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHomepage(locale: Locale, region: Region | null) {
  return useQuery(homepageQuery(locale, region));
}
