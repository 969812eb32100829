import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentData } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const paymentDataKeys = { all: endpointKey(getPaymentData) };

export function fetchPaymentData(signal?: AbortSignal) {
  return call(getPaymentData, {}, { signal });
}

export function paymentDataQuery() {
  return queryOptions({
    queryKey: paymentDataKeys.all,
    queryFn: ({ signal }) => fetchPaymentData(signal),
    staleTime: 60_000,
  });
}

/** The gateway's public tokenize address and the client's saved card (signup/payment_data). */
export function usePaymentData() {
  return useQuery(paymentDataQuery());
}
