import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFutureOrdersForProduct } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const futureOrdersKeys = {
  all: endpointKey(getFutureOrdersForProduct),
  of: (locale: Locale, productId: number) => [...futureOrdersKeys.all, locale, productId] as const,
};

export function fetchFutureOrders(productId: number, signal?: AbortSignal) {
  return call(getFutureOrdersForProduct, { productId }, { signal });
}

export function futureOrdersQuery(locale: Locale, productId: number) {
  return queryOptions({
    queryKey: futureOrdersKeys.of(locale, productId),
    queryFn: ({ signal }) => fetchFutureOrders(productId, signal),
    // Cutoffs pass and versions move: ask again whenever the list shows.
    staleTime: 0,
  });
}

/** The household's coming orders before their cutoff, with the product's units in each. */
export function useFutureOrders(locale: Locale, productId: number, enabled = true) {
  return useQuery({ ...futureOrdersQuery(locale, productId), enabled });
}
