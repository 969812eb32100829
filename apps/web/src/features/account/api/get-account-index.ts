import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccountIndex } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const accountIndexKeys = { all: endpointKey(getAccountIndex) };

export function fetchAccountIndex(signal?: AbortSignal) {
  return call(getAccountIndex, {}, { signal });
}

export function accountIndexQuery() {
  return queryOptions({ queryKey: accountIndexKeys.all, queryFn: ({ signal }) => fetchAccountIndex(signal) });
}

/** The account home's frame: status and which notices the household already dismissed. */
export function useAccountIndex() {
  return useQuery(accountIndexQuery());
}
