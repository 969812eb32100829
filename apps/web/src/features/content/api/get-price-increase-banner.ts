import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPriceIncreaseBanner, type Region } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const priceIncreaseKeys = {
  all: endpointKey(getPriceIncreaseBanner),
  of: (locale: Locale, region: Region | null) => [...priceIncreaseKeys.all, locale, region] as const,
};

export function fetchPriceIncrease(region: Region | null, signal?: AbortSignal) {
  return call(getPriceIncreaseBanner, region ? { region } : {}, { signal });
}

export function priceIncreaseQuery(locale: Locale, region: Region | null) {
  return queryOptions({
    queryKey: priceIncreaseKeys.of(locale, region),
    queryFn: ({ signal }) => fetchPriceIncrease(region, signal),
    staleTime: 5 * 60_000,
  });
}

/** SPEC.md §5: shown only when the server answers 200; "no dates" and "no content" hide it. */
export function usePriceIncrease(locale: Locale, region: Region | null) {
  return useQuery({ ...priceIncreaseQuery(locale, region), placeholderData: keepPreviousData });
}
