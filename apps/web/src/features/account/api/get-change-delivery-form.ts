import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChangeDeliveryForm } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const changeDeliveryFormKeys = {
  all: endpointKey(getChangeDeliveryForm),
  of: (locale: Locale, orderId: number) => [...changeDeliveryFormKeys.all, locale, orderId] as const,
};

export function fetchChangeDeliveryForm(orderId: number, signal?: AbortSignal) {
  return call(getChangeDeliveryForm, { orderId }, { signal });
}

export function changeDeliveryFormQuery(locale: Locale, orderId: number) {
  return queryOptions({
    queryKey: changeDeliveryFormKeys.of(locale, orderId),
    queryFn: ({ signal }) => fetchChangeDeliveryForm(orderId, signal),
    // The dates still open change as cutoffs pass: always ask again when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The dates and windows really open for an order's week, with its current choice and version. */
export function useChangeDeliveryForm(locale: Locale, orderId: number) {
  return useQuery(changeDeliveryFormQuery(locale, orderId));
}
