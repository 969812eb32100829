import { useQuery } from '@tanstack/react-query';
import { getProductsAvailabilityInfo } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const availabilityKeys = {
  all: endpointKey(getProductsAvailabilityInfo),
  order: (locale: Locale, orderId: number, version: number) =>
    [...availabilityKeys.all, locale, orderId, version] as const,
};

/** Units left of the week's products and the cart's sold-out items, asked again after each save. */
export function useAvailability(locale: Locale, orderId: number, version: number, enabled: boolean) {
  return useQuery({
    queryKey: availabilityKeys.order(locale, orderId, version),
    queryFn: ({ signal }) => call(getProductsAvailabilityInfo, { orderId }, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
