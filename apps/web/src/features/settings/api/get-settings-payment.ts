import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettingsPayment } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const settingsPaymentKeys = { all: endpointKey(getSettingsPayment) };

export function fetchSettingsPayment(signal?: AbortSignal) {
  return call(getSettingsPayment, {}, { signal });
}

/** The payment tab's data; never cached across visits (it sits behind the password dialog). */
export function settingsPaymentQuery() {
  return queryOptions({
    queryKey: settingsPaymentKeys.all,
    queryFn: ({ signal }) => fetchSettingsPayment(signal),
    gcTime: 0,
  });
}

export function useSettingsPayment() {
  return useQuery(settingsPaymentQuery());
}
