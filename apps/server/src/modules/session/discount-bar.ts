import type { DiscountBar } from '@fp/contracts';

/** Where the visitor discount bar comes from; the discounts module provides the real one. */
export interface DiscountBarSource {
  forSession(sessionData: Record<string, unknown>, clientId: number | null): Promise<DiscountBar>;
}

export const EMPTY_DISCOUNT_BAR: DiscountBar = { discount: null, firstWeekDiscount: null, textEn: null, textFr: null };

/** Until a discount code can be held (signup issue), no session carries one. */
export const noDiscountBar: DiscountBarSource = { forSession: async () => EMPTY_DISCOUNT_BAR };
