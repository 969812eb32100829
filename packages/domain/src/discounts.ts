import type { Cents } from './money.ts';

/** SPEC.md §3 discount kinds, as rules the pricing applies. Amounts are data from the database. */
export type DiscountRule =
  | { type: 'percentage'; percent: number; maxCents?: Cents | null }
  | { type: 'fixed'; amountCents: Cents }
  | { type: 'first_week'; percent?: number | null; amountCents?: Cents | null }
  | { type: 'multi_order'; elements: { orderPosition: number; amountCents: Cents }[] }
  | { type: 'free_meals'; servings: number }
  | { type: 'free_delivery' }
  | { type: 'recurring'; percent: number; orders?: number | null };

export interface DiscountContext {
  /** Sum of the items before discounts. */
  subtotal: Cents;
  /** 1 for the first order of the household, 2 for the second... */
  orderPosition: number;
  /** Price of each serving in the order (meals only), to value free meals. */
  servingPrices: Cents[];
  deliveryFee: Cents;
}

export interface DiscountEffect {
  items: Cents;
  delivery: Cents;
}

const percentOf = (amount: Cents, percent: number) => Math.round((amount * percent) / 100);

/** What one rule takes off an order; never more than what it applies to. */
export function discountEffect(rule: DiscountRule, ctx: DiscountContext): DiscountEffect {
  const none = { items: 0, delivery: 0 };
  const cap = (items: Cents): DiscountEffect => ({ items: Math.max(0, Math.min(items, ctx.subtotal)), delivery: 0 });
  switch (rule.type) {
    case 'percentage': {
      const amount = percentOf(ctx.subtotal, rule.percent);
      return cap(rule.maxCents != null ? Math.min(amount, rule.maxCents) : amount);
    }
    case 'fixed':
      return cap(rule.amountCents);
    case 'first_week':
      if (ctx.orderPosition !== 1) return none;
      return cap(rule.percent != null ? percentOf(ctx.subtotal, rule.percent) : (rule.amountCents ?? 0));
    case 'multi_order': {
      const element = rule.elements.find((e) => e.orderPosition === ctx.orderPosition);
      return element ? cap(element.amountCents) : none;
    }
    case 'free_meals': {
      // The cheapest servings are the free ones.
      const cheapest = [...ctx.servingPrices].sort((a, b) => a - b).slice(0, Math.max(0, rule.servings));
      return cap(cheapest.reduce((s, p) => s + p, 0));
    }
    case 'free_delivery':
      return { items: 0, delivery: ctx.deliveryFee };
    case 'recurring':
      if (rule.orders != null && ctx.orderPosition > rule.orders) return none;
      return cap(percentOf(ctx.subtotal, rule.percent));
  }
}

/** Promotions together never take more than half of a first order (brand: "up to 50% off"). */
export const FIRST_ORDER_MAX_PERCENT = 50;

export interface AppliedDiscount {
  label: string;
  rule: DiscountRule;
  /** The promotion code behind it, when there is one. */
  code?: string;
}

/**
 * Applies discounts in order: each takes at most what is left of the items (and of the delivery
 * fee), and on a first order all of them together take at most half of the items.
 */
export function applyDiscounts(
  discounts: AppliedDiscount[],
  ctx: DiscountContext,
): { lines: { label: string; items: Cents; delivery: Cents }[]; items: Cents; delivery: Cents } {
  const itemCap = ctx.orderPosition === 1 ? Math.floor((ctx.subtotal * FIRST_ORDER_MAX_PERCENT) / 100) : ctx.subtotal;
  let itemsLeft = itemCap;
  let deliveryLeft = ctx.deliveryFee;
  const lines: { label: string; items: Cents; delivery: Cents }[] = [];
  for (const d of discounts) {
    const effect = discountEffect(d.rule, ctx);
    const items = Math.min(effect.items, itemsLeft);
    const delivery = Math.min(effect.delivery, deliveryLeft);
    itemsLeft -= items;
    deliveryLeft -= delivery;
    if (items > 0 || delivery > 0) lines.push({ label: d.label, items, delivery });
  }
  return { lines, items: itemCap - itemsLeft, delivery: ctx.deliveryFee - deliveryLeft };
}

/** Splits an amount across parts in proportion to their weights (largest remainder: exact). */
export function allocate(amount: Cents, weights: Cents[]): Cents[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * amount) / total);
  const floors = exact.map(Math.floor);
  let left = amount - floors.reduce((s, f) => s + f, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}
