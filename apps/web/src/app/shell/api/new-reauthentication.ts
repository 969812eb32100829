import { queryOptions, useQuery } from '@tanstack/react-query';
import { newReauthentication } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const reauthenticationKeys = { all: endpointKey(newReauthentication) };

export function fetchReauthentication(signal?: AbortSignal) {
  return call(newReauthentication, {}, { signal });
}

/** The e-mail and providers the password dialog shows; not kept once the dialog closes. */
export function reauthenticationQuery() {
  return queryOptions({
    queryKey: reauthenticationKeys.all,
    queryFn: ({ signal }) => fetchReauthentication(signal),
    gcTime: 0,
  });
}

export function useReauthentication() {
  return useQuery(reauthenticationQuery());
}
