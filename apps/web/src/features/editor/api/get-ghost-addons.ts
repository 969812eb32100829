import { useQuery } from '@tanstack/react-query';
import { getGhostAddons, getLoyaltyStickerForGhostAddons } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// Keyed by the order's version: every save moves it, so the suggestions follow the saved cart.

export const ghostAddonsKeys = {
  all: endpointKey(getGhostAddons),
  order: (locale: Locale, orderId: number, version: number) =>
    [...ghostAddonsKeys.all, locale, orderId, version] as const,
};

export const ghostStickersKeys = {
  all: endpointKey(getLoyaltyStickerForGhostAddons),
  order: (locale: Locale, orderId: number, version: number) =>
    [...ghostStickersKeys.all, locale, orderId, version] as const,
};

/** Up to six add-ons suggested for the order ("Add to your box"): pairings of its recipes first. */
export function useGhostAddons(locale: Locale, orderId: number, version: number, enabled: boolean) {
  return useQuery({
    queryKey: ghostAddonsKeys.order(locale, orderId, version),
    queryFn: ({ signal }) => call(getGhostAddons, { orderId }, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The points one unit of each suggested add-on adds to the order. */
export function useGhostAddonStickers(locale: Locale, orderId: number, version: number, enabled: boolean) {
  return useQuery({
    queryKey: ghostStickersKeys.order(locale, orderId, version),
    queryFn: ({ signal }) => call(getLoyaltyStickerForGhostAddons, { orderId }, { signal }),
    enabled,
    staleTime: Infinity,
    select: (answer) => new Map(answer.stickers.map((s) => [s.productId, s.points])),
  });
}
