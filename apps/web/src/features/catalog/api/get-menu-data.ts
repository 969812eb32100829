import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMenuData, type InputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export type MenuQuery = InputOf<typeof getMenuData>;

export const menuDataKeys = {
  all: endpointKey(getMenuData),
  of: (query: MenuQuery, locale: Locale) => [...menuDataKeys.all, locale, query] as const,
};

export function fetchMenuData(query: MenuQuery, signal?: AbortSignal) {
  return call(getMenuData, query, { signal });
}

export function menuDataQuery(query: MenuQuery, locale: Locale) {
  return queryOptions({
    queryKey: menuDataKeys.of(query, locale),
    queryFn: ({ signal }) => fetchMenuData(query, signal),
    staleTime: 60_000,
  });
}

/** The weekly menu; the last answer stays on screen while a new filter loads. */
export function useMenuData(query: MenuQuery, locale: Locale) {
  return useQuery({ ...menuDataQuery(query, locale), placeholderData: keepPreviousData });
}
