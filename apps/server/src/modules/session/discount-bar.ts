import type { DiscountBar } from '@fp/contracts';

/** Where the visitor discount bar comes from; the discounts module provides the real one. */
export interface DiscountBarSource {
  forSession(sessionData: Record<string, unknown>, clientId: number | null): Promise<DiscountBar>;
}
