import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmailVerification } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const emailVerificationKeys = { all: endpointKey(getEmailVerification) };

export function fetchEmailVerification(signal?: AbortSignal) {
  return call(getEmailVerification, {}, { signal });
}

export function emailVerificationQuery() {
  return queryOptions({ queryKey: emailVerificationKeys.all, queryFn: ({ signal }) => fetchEmailVerification(signal) });
}

export function useEmailVerification() {
  return useQuery(emailVerificationQuery());
}
