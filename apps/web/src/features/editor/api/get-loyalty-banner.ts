import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCartLoyaltyBanner } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const loyaltyBannerKeys = {
  all: endpointKey(getCartLoyaltyBanner),
  order: (locale: Locale, orderId: number, version: number) =>
    [...loyaltyBannerKeys.all, locale, orderId, version] as const,
};

/**
 * The cart's loyalty banner for the saved order, asked again at each version (after a save). The
 * previous answer stays while the next one comes; the page shows it only while its points are the
 * summary's, so the banner never disagrees with the figures beside it.
 */
export function useLoyaltyBanner(locale: Locale, orderId: number, version: number) {
  return useQuery({
    queryKey: loyaltyBannerKeys.order(locale, orderId, version),
    queryFn: ({ signal }) => call(getCartLoyaltyBanner, { orderId }, { signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // A banner that cannot be had is left out (SPEC.md §8): the summary's own points line stays.
    retry: false,
  });
}
