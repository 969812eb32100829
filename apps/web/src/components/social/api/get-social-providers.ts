import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSocialProviders } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const socialProvidersKeys = { all: endpointKey(getSocialProviders) };

export function fetchSocialProviders(signal?: AbortSignal) {
  return call(getSocialProviders, {}, { signal });
}

export function socialProvidersQuery() {
  return queryOptions({
    queryKey: socialProvidersKeys.all,
    queryFn: ({ signal }) => fetchSocialProviders(signal),
    staleTime: 60_000,
  });
}

/** Which providers are configured and which the signed-in client has linked. */
export function useSocialProviders() {
  return useQuery(socialProvidersQuery());
}
