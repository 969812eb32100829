import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveSubscriptions } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const activeSubscriptionsKeys = {
  all: endpointKey(getActiveSubscriptions),
  of: (locale: Locale, productId: number) => [...activeSubscriptionsKeys.all, locale, productId] as const,
};

export function fetchActiveSubscriptions(productId: number, signal?: AbortSignal) {
  return call(getActiveSubscriptions, { productId }, { signal });
}

export function activeSubscriptionsQuery(locale: Locale, productId: number) {
  return queryOptions({
    queryKey: activeSubscriptionsKeys.of(locale, productId),
    queryFn: ({ signal }) => fetchActiveSubscriptions(productId, signal),
  });
}

/** The household's running subscription to one product (if any) and the dates a new one may start on. */
export function useActiveSubscriptions(locale: Locale, productId: number, enabled = true) {
  return useQuery({ ...activeSubscriptionsQuery(locale, productId), enabled });
}
