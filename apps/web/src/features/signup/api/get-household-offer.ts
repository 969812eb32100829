import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHouseholdOffer } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// The server reads the saved address; the key carries it so a new address asks again.
export const householdOfferKeys = {
  all: endpointKey(getHouseholdOffer),
  of: (addressKey: string) => [...householdOfferKeys.all, addressKey] as const,
};

export function fetchHouseholdOffer(signal?: AbortSignal) {
  return call(getHouseholdOffer, {}, { signal });
}

export function householdOfferQuery(addressKey: string) {
  return queryOptions({
    queryKey: householdOfferKeys.of(addressKey),
    queryFn: ({ signal }) => fetchHouseholdOffer(signal),
  });
}

/** Decision 017: whether the saved address already has a subscriber (no welcome offer then). */
export function useHouseholdOffer(addressKey: string | null) {
  return useQuery({ ...householdOfferQuery(addressKey ?? ''), enabled: addressKey !== null });
}
