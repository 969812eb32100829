import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubscriptionPlans } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const subscriptionPlansKeys = {
  all: endpointKey(getSubscriptionPlans),
  of: (locale: Locale) => [...subscriptionPlansKeys.all, locale] as const,
};

export function fetchSubscriptionPlans(signal?: AbortSignal) {
  return call(getSubscriptionPlans, {}, { signal });
}

export function subscriptionPlansQuery(locale: Locale) {
  return queryOptions({
    queryKey: subscriptionPlansKeys.of(locale),
    queryFn: ({ signal }) => fetchSubscriptionPlans(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSubscriptionPlans(locale: Locale) {
  return useQuery(subscriptionPlansQuery(locale));
}
