import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getContentEntry, type ContentType, type Region } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const contentEntryKeys = {
  all: endpointKey(getContentEntry),
  of: (type: ContentType, locale: Locale, region: Region | null) =>
    [...contentEntryKeys.all, type, locale, region] as const,
};

export function fetchContentEntry(type: ContentType, region: Region | null, signal?: AbortSignal) {
  return call(getContentEntry, { type, ...(region ? { region } : {}) }, { signal });
}

export function contentEntryQuery(type: ContentType, locale: Locale, region: Region | null) {
  return queryOptions({
    queryKey: contentEntryKeys.of(type, locale, region),
    queryFn: ({ signal }) => fetchContentEntry(type, region, signal),
    staleTime: 5 * 60_000,
  });
}

/** A banner entry for the visitor's region; a failure (no content...) leaves it hidden. */
export function useContentEntry(type: ContentType, locale: Locale, region: Region | null) {
  return useQuery({ ...contentEntryQuery(type, locale, region), placeholderData: keepPreviousData });
}
