import { applyDiscounts, allocate, type AppliedDiscount } from './discounts.ts';
import type { Cents } from './money.ts';
import { computeTaxes, totalTax, type Province, type TaxClass, type TaxLine } from './tax.ts';

import { DIET_TAGS, type DietTag } from './vocabulary.ts';

/** A plan's dietary preference is one of the dishes' diet tags. */
export const DIET_PREFERENCES = DIET_TAGS;
export type DietPreference = DietTag;

export type PlanSelection =
  | { type: 'rtc'; people: number; recipesPerWeek: number; preference: DietPreference }
  | { type: 'rte'; mealsPerWeek: number; preference: DietPreference };

/** Prices and rules of the plans, stored in the database (issue 5: data, not code). */
export interface PlanPricing {
  /** Price per serving: rtc by people then recipes per week, rte by meals per week. */
  rtc: Record<string, Record<string, Cents>>;
  rte: Record<string, Cents>;
  premiumSurchargeCents: Cents;
  deliveryFeeCents: Cents;
  freeDeliveryThresholdCents: Cents;
  minimumOrderCents: Cents;
  /** Servings a week a preference needs to have enough recipes (SPEC.md §5). */
  minimumServings: Partial<Record<DietPreference, number>>;
}

export function servingsPerWeek(selection: PlanSelection): number {
  return selection.type === 'rtc' ? selection.people * selection.recipesPerWeek : selection.mealsPerWeek;
}

export function pricePerServing(pricing: PlanPricing, selection: PlanSelection): Cents | undefined {
  return selection.type === 'rtc'
    ? pricing.rtc[String(selection.people)]?.[String(selection.recipesPerWeek)]
    : pricing.rte[String(selection.mealsPerWeek)];
}

/**
 * The one "from" price (decision 018): the lowest base price per serving among the plans offered,
 * of one kind of plan or of all; undefined when none is offered. Every "from $X per serving" on
 * the site, and what a menu card says a serving costs on a plan, comes from here.
 */
export function fromPricePerServing(
  pricing: Pick<PlanPricing, 'rtc' | 'rte'>,
  kind?: 'rtc' | 'rte',
): Cents | undefined {
  const rtc = kind === 'rte' ? [] : Object.values(pricing.rtc).flatMap((byCount) => Object.values(byCount));
  const rte = kind === 'rtc' ? [] : Object.values(pricing.rte);
  const prices = [...rtc, ...rte];
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export type SelectionProblem = 'invalid_selection' | 'below_minimum_servings';

/** A selection is valid when it has a price and enough servings for its preference. */
export function checkSelection(pricing: PlanPricing, selection: PlanSelection): SelectionProblem | undefined {
  if (pricePerServing(pricing, selection) === undefined) return 'invalid_selection';
  const minimum = pricing.minimumServings[selection.preference] ?? 0;
  if (servingsPerWeek(selection) < minimum) return 'below_minimum_servings';
  return undefined;
}

export interface QuoteLine {
  key: string;
  taxClass: TaxClass;
  quantity: number;
  unitPriceCents: Cents;
  /** Counted in servings (meals) rather than units (market items), for free-meal offers. */
  servings: number;
}

export interface QuoteInput {
  province: Province;
  lines: QuoteLine[];
  orderPosition: number;
  discounts: AppliedDiscount[];
  pricing: Pick<PlanPricing, 'deliveryFeeCents' | 'freeDeliveryThresholdCents' | 'minimumOrderCents'>;
}

export interface Quote {
  subtotal: Cents;
  discountLines: { label: string; items: Cents; delivery: Cents }[];
  discountTotal: Cents;
  deliveryFee: Cents;
  taxes: TaxLine[];
  taxTotal: Cents;
  total: Cents;
  /** Under the minimum order, an order is not delivered unless changed before the cutoff. */
  belowMinimum: boolean;
}

/**
 * The price of an order: items, discounts (never more than the items; at most half of a first
 * order), delivery (free on the first order and from the threshold), then taxes on what is
 * actually charged, each class in its province's way.
 */
export function quote(input: QuoteInput): Quote {
  const amounts = input.lines.map((l) => l.quantity * l.unitPriceCents);
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const freeDelivery = input.orderPosition === 1 || subtotal >= input.pricing.freeDeliveryThresholdCents;
  const deliveryFee = freeDelivery || subtotal === 0 ? 0 : input.pricing.deliveryFeeCents;
  const servingPrices = input.lines.flatMap((l) =>
    Array.from({ length: l.servings * l.quantity }, () => Math.round(l.unitPriceCents / Math.max(1, l.servings))),
  );
  const applied = applyDiscounts(input.discounts, {
    subtotal,
    orderPosition: input.orderPosition,
    servingPrices,
    deliveryFee,
  });
  // Discounts lower each line in proportion, so taxes apply to what is really paid.
  const itemDiscounts = allocate(applied.items, amounts);
  const taxable = [
    ...input.lines.map((l, i) => ({ taxClass: l.taxClass, amount: amounts[i]! - itemDiscounts[i]! })),
    { taxClass: 'delivery' as const, amount: deliveryFee - applied.delivery },
  ];
  const taxes = computeTaxes(input.province, taxable);
  const taxTotal = totalTax(taxes);
  const discountTotal = applied.items + applied.delivery;
  return {
    subtotal,
    discountLines: applied.lines,
    discountTotal,
    deliveryFee,
    taxes,
    taxTotal,
    total: subtotal - applied.items + deliveryFee - applied.delivery + taxTotal,
    belowMinimum: subtotal < input.pricing.minimumOrderCents,
  };
}
