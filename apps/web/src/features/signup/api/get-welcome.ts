import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWelcome } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const welcomeKeys = {
  all: endpointKey(getWelcome),
  of: (locale: Locale) => [...welcomeKeys.all, locale] as const,
};

export function fetchWelcome(signal?: AbortSignal) {
  return call(getWelcome, {}, { signal });
}

export function welcomeQuery(locale: Locale) {
  return queryOptions({ queryKey: welcomeKeys.of(locale), queryFn: ({ signal }) => fetchWelcome(signal) });
}

export function useWelcome(locale: Locale) {
  return useQuery(welcomeQuery(locale));
}
