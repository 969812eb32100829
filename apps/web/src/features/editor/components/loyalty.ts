import type { getCartLoyaltyBanner, OutputOf } from '@fp/contracts';

export type LoyaltyBannerAnswer = OutputOf<typeof getCartLoyaltyBanner>;

/**
 * The loyalty banner to show beside the summary, if any. The banner speaks of the saved order,
 * so it stands only while the draft is the saved cart and its points are the summary's (an answer
 * for the previous version, kept while the next one comes, is not shown once the points moved);
 * otherwise the summary's own "You will earn … points" line says it.
 */
export function shownBanner(
  banner: LoyaltyBannerAnswer | undefined,
  summaryPoints: number,
  dirty: boolean,
): LoyaltyBannerAnswer | null {
  if (!banner || dirty || banner.points !== summaryPoints) return null;
  return banner;
}
