import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryOptions } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// Shared: the slot picker and the signup's delivery step read the same calendar, under this key.
export const deliveryOptionsKeys = {
  all: endpointKey(getDeliveryOptions),
  of: (locale: Locale) => [...deliveryOptionsKeys.all, locale] as const,
};

export function fetchDeliveryOptions(signal?: AbortSignal) {
  return call(getDeliveryOptions, {}, { signal });
}

export function deliveryOptionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: deliveryOptionsKeys.of(locale),
    queryFn: ({ signal }) => fetchDeliveryOptions(signal),
  });
}

/** The client's delivery calendar (the address must be saved first). */
export function useDeliveryOptions(locale: Locale, enabled = true) {
  return useQuery({ ...deliveryOptionsQuery(locale), enabled });
}
