import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminHome } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const adminHomeKeys = { all: endpointKey(getAdminHome) };

export function fetchAdminHome(signal?: AbortSignal) {
  return call(getAdminHome, {}, { signal });
}

export function adminHomeQuery() {
  return queryOptions({ queryKey: adminHomeKeys.all, queryFn: ({ signal }) => fetchAdminHome(signal) });
}

export function useAdminHome() {
  return useQuery(adminHomeQuery());
}
