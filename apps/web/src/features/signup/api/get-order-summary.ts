import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderSummary } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const orderSummaryKeys = {
  all: endpointKey(getOrderSummary),
  of: (locale: Locale) => [...orderSummaryKeys.all, locale] as const,
};

export function fetchOrderSummary(signal?: AbortSignal) {
  return call(getOrderSummary, {}, { signal });
}

export function orderSummaryQuery(locale: Locale) {
  return queryOptions({ queryKey: orderSummaryKeys.of(locale), queryFn: ({ signal }) => fetchOrderSummary(signal) });
}

export function useOrderSummary(locale: Locale) {
  return useQuery(orderSummaryQuery(locale));
}
