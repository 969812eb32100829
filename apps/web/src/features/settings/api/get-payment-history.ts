import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentHistory } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const paymentHistoryKeys = {
  all: endpointKey(getPaymentHistory),
  page: (page: number) => [...endpointKey(getPaymentHistory), page] as const,
};

export function paymentHistoryQuery(page: number) {
  return queryOptions({
    queryKey: paymentHistoryKeys.page(page),
    queryFn: ({ signal }) => call(getPaymentHistory, { page }, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePaymentHistory(page: number) {
  return useQuery(paymentHistoryQuery(page));
}
