import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryHistory } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const deliveryHistoryKeys = {
  all: endpointKey(getDeliveryHistory),
  of: (locale: Locale, page: number) => [...deliveryHistoryKeys.all, locale, page] as const,
};

export function fetchDeliveryHistory(page: number, signal?: AbortSignal) {
  return call(getDeliveryHistory, { page }, { signal });
}

export function deliveryHistoryQuery(locale: Locale, page = 1) {
  return queryOptions({
    queryKey: deliveryHistoryKeys.of(locale, page),
    queryFn: ({ signal }) => fetchDeliveryHistory(page, signal),
  });
}

/** The household's delivered orders, newest first, with the courier's note and photo. */
export function useDeliveryHistory(locale: Locale, page = 1) {
  return useQuery(deliveryHistoryQuery(locale, page));
}
