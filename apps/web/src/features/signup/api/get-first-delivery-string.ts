import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getFirstDeliveryString } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const firstDeliveryKeys = {
  all: endpointKey(getFirstDeliveryString),
  of: (locale: Locale) => [...firstDeliveryKeys.all, locale] as const,
};

export function fetchFirstDelivery(signal?: AbortSignal) {
  return call(getFirstDeliveryString, {}, { signal });
}

export function firstDeliveryQuery(locale: Locale) {
  return queryOptions({ queryKey: firstDeliveryKeys.of(locale), queryFn: ({ signal }) => fetchFirstDelivery(signal) });
}

/** Asks now (on "Continue"), keeping the answer under the same key as the hook's. */
export function useFetchFirstDelivery(locale: Locale) {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...firstDeliveryQuery(locale), staleTime: 0 });
}
