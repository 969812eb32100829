import { queryOptions } from '@tanstack/react-query';
import { getSessionData } from '@fp/contracts';
import { call } from '../lib/api.ts';
import { endpointKey } from '../lib/query-keys.ts';

// The session carries the language and the client: one key, reloaded on login, logout and language change.
export const sessionDataKeys = { all: endpointKey(getSessionData) };

export function fetchSessionData(signal?: AbortSignal) {
  return call(getSessionData, {}, { signal });
}

/** Session data (SPEC.md §3), fetched once and kept until something reloads it. */
export function sessionDataQuery() {
  return queryOptions({
    queryKey: sessionDataKeys.all,
    queryFn: ({ signal }) => fetchSessionData(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
