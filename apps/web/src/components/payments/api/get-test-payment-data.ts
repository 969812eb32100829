import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTestPaymentData } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const testPaymentDataKeys = { all: endpointKey(getTestPaymentData) };

export function fetchTestPaymentData(signal?: AbortSignal) {
  return call(getTestPaymentData, {}, { signal });
}

export function testPaymentDataQuery() {
  return queryOptions({
    queryKey: testPaymentDataKeys.all,
    queryFn: ({ signal }) => fetchTestPaymentData(signal),
    staleTime: Infinity,
  });
}

/** The test cards; the call answers 404 on the live site, which simply shows none. */
export function useTestPaymentData(enabled: boolean) {
  return useQuery({ ...testPaymentDataQuery(), enabled });
}
