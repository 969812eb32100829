import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServingsBasedBanner } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const accountBannerKeys = {
  all: endpointKey(getServingsBasedBanner),
  of: (locale: Locale) => [...accountBannerKeys.all, locale] as const,
};

export function fetchAccountBanner(signal?: AbortSignal) {
  return call(getServingsBasedBanner, {}, { signal });
}

export function accountBannerQuery(locale: Locale) {
  return queryOptions({ queryKey: accountBannerKeys.of(locale), queryFn: ({ signal }) => fetchAccountBanner(signal) });
}

/** The account banner of the household's region (SPEC.md §3), null once the household dismissed it. */
export function useAccountBanner(locale: Locale) {
  return useQuery(accountBannerQuery(locale));
}
