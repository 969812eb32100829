import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettingsAccount } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const settingsAccountKeys = { all: endpointKey(getSettingsAccount) };

export function fetchSettingsAccount(signal?: AbortSignal) {
  return call(getSettingsAccount, {}, { signal });
}

/** The account tab's data; never cached across visits (it sits behind the password dialog). */
export function settingsAccountQuery() {
  return queryOptions({
    queryKey: settingsAccountKeys.all,
    queryFn: ({ signal }) => fetchSettingsAccount(signal),
    gcTime: 0,
  });
}

export function useSettingsAccount() {
  return useQuery(settingsAccountQuery());
}
