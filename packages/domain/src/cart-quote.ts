import type { AppliedDiscount } from './discounts.ts';
import type { Cents } from './money.ts';
import { quote, type PlanPricing, type Quote, type QuoteLine } from './pricing.ts';
import type { Province, TaxClass } from './tax.ts';

/** How an item sits in an order: meals by servings, add-ons and market items by units. */
export type CartItemKind = 'meal' | 'addon' | 'market';

export interface CartLine {
  productId: number;
  itemKind: CartItemKind;
  quantity: number;
  unitPriceCents: Cents;
  taxClass: Exclude<TaxClass, 'delivery'>;
}

export interface CartPricingInput {
  province: Province;
  orderPosition: number;
  discounts: AppliedDiscount[];
  deliveryFeeCents: Cents;
  freeDeliveryThresholdCents: Cents;
  minimumOrderCents: Cents;
  /** The household's account credit now; the cutoff applies it, never more than the total. */
  availableCreditCents: Cents;
}

/** Reward points: 1% of what is charged, one point a dollar (SPEC.md §9). The one rule. */
export const pointsFor = (chargedCents: Cents): number => Math.floor(Math.max(0, chargedCents) / 100);

/**
 * The quote lines of an order's items: one line per product. Meals count in servings (free-meal
 * offers value them); add-ons and market items are units and never free meals.
 */
export function cartQuoteLines(lines: readonly CartLine[]): QuoteLine[] {
  return lines.map((l) => ({
    key: String(l.productId),
    taxClass: l.taxClass,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    servings: l.itemKind === 'meal' ? 1 : 0,
  }));
}

export interface CartQuote extends Quote {
  creditCents: Cents;
  totalAfterCredit: Cents;
  anticipatedPoints: number;
}

/**
 * The price of a cart as the cutoff will charge it (decision 032): the editor's server summary and
 * the browser's preview both call this with the same inputs.
 */
export function cartQuote(pricing: CartPricingInput, lines: readonly CartLine[]): CartQuote {
  const plan: Pick<PlanPricing, 'deliveryFeeCents' | 'freeDeliveryThresholdCents' | 'minimumOrderCents'> = {
    deliveryFeeCents: pricing.deliveryFeeCents,
    freeDeliveryThresholdCents: pricing.freeDeliveryThresholdCents,
    minimumOrderCents: pricing.minimumOrderCents,
  };
  const q = quote({
    province: pricing.province,
    lines: cartQuoteLines(lines.filter((l) => l.quantity > 0)),
    orderPosition: pricing.orderPosition,
    discounts: pricing.discounts,
    pricing: plan,
  });
  const creditCents = Math.min(Math.max(0, pricing.availableCreditCents), q.total);
  const totalAfterCredit = q.total - creditCents;
  return { ...q, creditCents, totalAfterCredit, anticipatedPoints: pointsFor(totalAfterCredit) };
}
