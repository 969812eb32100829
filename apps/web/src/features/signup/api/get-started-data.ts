import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStartedData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const getStartedKeys = {
  all: endpointKey(getStartedData),
  of: (locale: Locale) => [...getStartedKeys.all, locale] as const,
};

export function fetchGetStarted(signal?: AbortSignal) {
  return call(getStartedData, {}, { signal });
}

export function getStartedQuery(locale: Locale) {
  return queryOptions({ queryKey: getStartedKeys.of(locale), queryFn: ({ signal }) => fetchGetStarted(signal) });
}

export function useGetStartedData(locale: Locale) {
  return useQuery({ ...getStartedQuery(locale), staleTime: 60_000 });
}
