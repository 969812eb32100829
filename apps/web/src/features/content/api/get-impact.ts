import { queryOptions, useQuery } from '@tanstack/react-query';
import { getImpact } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const impactKeys = { all: endpointKey(getImpact) };

export function fetchImpact(signal?: AbortSignal) {
  return call(getImpact, {}, { signal });
}

export function impactQuery() {
  return queryOptions({
    queryKey: impactKeys.all,
    queryFn: ({ signal }) => fetchImpact(signal),
    staleTime: 5 * 60_000,
  });
}

export function useImpactFigures() {
  return useQuery(impactQuery());
}
