import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkSettingsAuthenticated } from '@fp/contracts';
import type { RouteName } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const settingsAuthenticatedKeys = {
  all: endpointKey(checkSettingsAuthenticated),
  of: (route: RouteName) => [...settingsAuthenticatedKeys.all, route] as const,
};

export function fetchSettingsAuthenticated(signal?: AbortSignal) {
  return call(checkSettingsAuthenticated, {}, { signal });
}

/** Asked afresh on every visit: the confirmation lasts only 15 minutes. */
export function settingsAuthenticatedQuery(route: RouteName) {
  return queryOptions({
    queryKey: settingsAuthenticatedKeys.of(route),
    queryFn: ({ signal }) => fetchSettingsAuthenticated(signal),
    gcTime: 0,
    staleTime: 0,
  });
}

export function useSettingsAuthenticated(route: RouteName, enabled: boolean) {
  return useQuery({ ...settingsAuthenticatedQuery(route), enabled });
}

/** The password was just confirmed: the page opens without asking the server again. */
export function useMarkSettingsAuthenticated(route: RouteName) {
  const client = useQueryClient();
  return () => client.setQueryData(settingsAuthenticatedKeys.of(route), { settingsAuthenticated: true });
}
