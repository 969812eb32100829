import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReferralNavIcon } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const referralNavIconKeys = { all: endpointKey(getReferralNavIcon) };

export function fetchReferralNavIcon(signal?: AbortSignal) {
  return call(getReferralNavIcon, {}, { signal });
}

/** The setting is fetched once per visit. */
export function referralNavIconQuery() {
  return queryOptions({
    queryKey: referralNavIconKeys.all,
    queryFn: ({ signal }) => fetchReferralNavIcon(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useReferralNavIcon(enabled: boolean) {
  return useQuery({ ...referralNavIconQuery(), enabled });
}
