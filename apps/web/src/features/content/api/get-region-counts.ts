import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegionCounts } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const regionCountsKeys = { all: endpointKey(getRegionCounts) };

export function fetchRegionCounts(signal?: AbortSignal) {
  return call(getRegionCounts, {}, { signal });
}

export function regionCountsQuery() {
  return queryOptions({
    queryKey: regionCountsKeys.all,
    queryFn: ({ signal }) => fetchRegionCounts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegionCounts() {
  return useQuery(regionCountsQuery());
}
