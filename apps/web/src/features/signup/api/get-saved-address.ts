import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSavedAddress } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const savedAddressKeys = { all: endpointKey(getSavedAddress) };

export function fetchSavedAddress(signal?: AbortSignal) {
  return call(getSavedAddress, {}, { signal });
}

/** The address saved at an earlier visit (null when none): always asked again, it may have changed. */
export function savedAddressQuery() {
  return queryOptions({
    queryKey: savedAddressKeys.all,
    queryFn: ({ signal }) => fetchSavedAddress(signal),
    gcTime: 0,
  });
}

export function useSavedAddress() {
  return useQuery(savedAddressQuery());
}
