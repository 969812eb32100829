import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, applyDiscounts, discountEffect, type DiscountRule } from './discounts.ts';
import {
  checkSelection,
  fromPricePerServing,
  pricePerServing,
  quote,
  servingsPerWeek,
  type PlanPricing,
  type QuoteLine,
} from './pricing.ts';
import type { Province, TaxClass } from './tax.ts';

const pricing: PlanPricing = {
  rtc: { '2': { '2': 1349, '3': 1249, '4': 1199, '5': 1149 }, '4': { '2': 1199, '3': 1159, '4': 1139, '5': 1130 } },
  rte: { '4': 1399, '6': 1349 },
  premiumSurchargeCents: 400,
  deliveryFeeCents: 899,
  freeDeliveryThresholdCents: 9000,
  minimumOrderCents: 5900,
  minimumServings: { family_friendly: 4, vegetarian: 5, meat_and_fish: 8, premium: 1 },
};

const kit = (n: number, price = 1249): QuoteLine => ({
  key: `kit-${n}`,
  taxClass: 'zero_rated',
  quantity: 1,
  unitPriceCents: price * 2,
  servings: 2,
});

describe('plans', () => {
  it('prices a plan per serving and counts its servings', () => {
    const sel = { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' } as const;
    expect(pricePerServing(pricing, sel)).toBe(1249);
    expect(servingsPerWeek(sel)).toBe(6);
    expect(checkSelection(pricing, sel)).toBeUndefined();
  });

  it('refuses unknown sizes and too few servings for a preference', () => {
    expect(checkSelection(pricing, { type: 'rtc', people: 3, recipesPerWeek: 3, preference: 'vegan' })).toBe(
      'invalid_selection',
    );
    expect(checkSelection(pricing, { type: 'rtc', people: 2, recipesPerWeek: 2, preference: 'vegetarian' })).toBe(
      'below_minimum_servings',
    );
    expect(checkSelection(pricing, { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'meat_and_fish' })).toBe(
      'below_minimum_servings',
    );
    expect(
      checkSelection(pricing, { type: 'rtc', people: 4, recipesPerWeek: 2, preference: 'meat_and_fish' }),
    ).toBeUndefined();
  });
});

describe('a week\u2019s total', () => {
  it('adds delivery after the first order below the threshold, and taxes by province', () => {
    const lines = [kit(1), kit(2), kit(3)];
    const first = quote({ province: 'on', lines, orderPosition: 1, discounts: [], pricing });
    expect(first).toMatchObject({ subtotal: 7494, deliveryFee: 0, taxTotal: 0, total: 7494, belowMinimum: false });
    const second = quote({ province: 'on', lines, orderPosition: 2, discounts: [], pricing });
    // Meal kits are zero-rated; the delivery fee pays 13% HST in Ontario.
    expect(second).toMatchObject({ deliveryFee: 899, taxTotal: 117, total: 7494 + 899 + 117 });
    const qc = quote({ province: 'qc', lines, orderPosition: 2, discounts: [], pricing });
    expect(qc.taxes.map((t) => [t.tax, t.amount])).toEqual([
      ['GST', 45],
      ['QST', 90],
    ]);
  });

  it('delivers free from the threshold and warns under the minimum', () => {
    const big = quote({
      province: 'bc',
      lines: [kit(1), kit(2), kit(3), kit(4)],
      orderPosition: 3,
      discounts: [],
      pricing,
    });
    expect(big.subtotal).toBe(9992);
    expect(big.deliveryFee).toBe(0);
    const small = quote({ province: 'bc', lines: [kit(1), kit(2)], orderPosition: 3, discounts: [], pricing });
    expect(small.belowMinimum).toBe(true);
  });

  it('gives two free meals on the first order (the cheapest servings)', () => {
    const lines = [kit(1, 1249), kit(2, 1249), kit(3, 1549)];
    const q = quote({
      province: 'ab',
      lines,
      orderPosition: 1,
      discounts: [{ label: 'FREEMEALS', rule: { type: 'free_meals', servings: 2 } }],
      pricing,
    });
    expect(q.discountTotal).toBe(2 * 1249);
  });

  it('taxes ready-to-eat meals on what is paid after the discount', () => {
    const rte: QuoteLine = { key: 'rte', taxClass: 'prepared_food', quantity: 4, unitPriceCents: 1399, servings: 1 };
    const q = quote({
      province: 'on',
      lines: [rte],
      orderPosition: 2,
      discounts: [{ label: 'SAVE10', rule: { type: 'percentage', percent: 10 } }],
      pricing,
    });
    expect(q.subtotal).toBe(5596);
    expect(q.discountTotal).toBe(560);
    // HST on (5596 − 560) + delivery 899 = 5935 → 771.55 → 772.
    expect(q.taxTotal).toBe(772);
    expect(q.total).toBe(5596 - 560 + 899 + 772);
  });

  it('applies each discount type to what it targets', () => {
    const ctx = { subtotal: 10000, orderPosition: 2, servingPrices: [1000, 1200, 800], deliveryFee: 899 };
    expect(discountEffect({ type: 'percentage', percent: 25, maxCents: 2000 }, ctx)).toEqual({
      items: 2000,
      delivery: 0,
    });
    expect(discountEffect({ type: 'fixed', amountCents: 15000 }, ctx)).toEqual({ items: 10000, delivery: 0 });
    expect(discountEffect({ type: 'first_week', percent: 50 }, ctx)).toEqual({ items: 0, delivery: 0 });
    expect(discountEffect({ type: 'first_week', percent: 50 }, { ...ctx, orderPosition: 1 })).toEqual({
      items: 5000,
      delivery: 0,
    });
    const multi: DiscountRule = {
      type: 'multi_order',
      elements: [
        { orderPosition: 1, amountCents: 3000 },
        { orderPosition: 2, amountCents: 2000 },
      ],
    };
    expect(discountEffect(multi, ctx).items).toBe(2000);
    expect(discountEffect(multi, { ...ctx, orderPosition: 3 }).items).toBe(0);
    expect(discountEffect({ type: 'free_delivery' }, ctx)).toEqual({ items: 0, delivery: 899 });
    expect(discountEffect({ type: 'recurring', percent: 10, orders: 1 }, ctx).items).toBe(0);
    expect(discountEffect({ type: 'recurring', percent: 10, orders: null }, ctx).items).toBe(1000);
  });

  it('keeps a first order\u2019s promotions to half of its items', () => {
    const applied = applyDiscounts(
      [
        { label: 'A', rule: { type: 'first_week', percent: 40 } },
        { label: 'B', rule: { type: 'free_meals', servings: 2 } },
      ],
      { subtotal: 10000, orderPosition: 1, servingPrices: [2000, 2000, 2000], deliveryFee: 0 },
    );
    expect(applied.items).toBe(5000);
    expect(applied.lines.map((l) => l.items)).toEqual([4000, 1000]);
  });
});

const line = fc.record({
  key: fc.string(),
  taxClass: fc.constantFrom<TaxClass>('zero_rated', 'prepared_food', 'general'),
  quantity: fc.integer({ min: 1, max: 6 }),
  unitPriceCents: fc.integer({ min: 0, max: 20_000 }),
  servings: fc.integer({ min: 0, max: 4 }),
});
const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({
    type: fc.constant('percentage' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    maxCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  }),
  fc.record({ type: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant('first_week' as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ type: fc.constant('free_meals' as const), servings: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ type: fc.constant('free_delivery' as const) }),
  fc.record({
    type: fc.constant('recurring' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    orders: fc.option(fc.integer({ min: 1, max: 5 })),
  }),
  fc.record({
    type: fc.constant('multi_order' as const),
    elements: fc.array(
      fc.record({ orderPosition: fc.integer({ min: 1, max: 4 }), amountCents: fc.integer({ min: 0, max: 50_000 }) }),
      { maxLength: 4 },
    ),
  }),
);

describe('pricing properties', () => {
  const input = fc.record({
    province: fc.constantFrom<Province>('bc', 'ab', 'on', 'qc'),
    lines: fc.array(line, { maxLength: 12 }),
    orderPosition: fc.integer({ min: 1, max: 6 }),
    rules: fc.array(rule, { maxLength: 4 }),
  });

  it('never gives a negative total, and discounts never exceed what they apply to', () => {
    fc.assert(
      fc.property(input, ({ province, lines, orderPosition, rules }) => {
        const q = quote({
          province,
          lines,
          orderPosition,
          discounts: rules.map((r, i) => ({ label: `d${i}`, rule: r })),
          pricing,
        });
        const itemDiscount = q.discountLines.reduce((s, l) => s + l.items, 0);
        const deliveryDiscount = q.discountLines.reduce((s, l) => s + l.delivery, 0);
        return (
          q.total >= 0 &&
          itemDiscount <= q.subtotal &&
          deliveryDiscount <= q.deliveryFee &&
          (orderPosition !== 1 || itemDiscount * 2 <= q.subtotal) &&
          q.taxTotal >= 0 &&
          Number.isInteger(q.total)
        );
      }),
      { numRuns: 500 },
    );
  });

  it('allocates an amount exactly, in proportion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        (weights, raw) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = Math.min(raw, total);
          const parts = allocate(amount, weights);
          return (
            parts.reduce((s, p) => s + p, 0) === (total === 0 ? 0 : amount) &&
            parts.every((p, i) => p >= 0 && p <= weights[i]!)
          );
        },
      ),
    );
  });
});

describe('the one "from" price per serving', () => {
  it('is the lowest price of all plans, or of one kind of plan', () => {
    expect(fromPricePerServing(pricing)).toBe(1130);
    expect(fromPricePerServing(pricing, 'rtc')).toBe(1130);
    expect(fromPricePerServing(pricing, 'rte')).toBe(1349);
  });

  it('is never above a price a plan offers, and is one of them', () => {
    const prices = fc.dictionary(fc.constantFrom('2', '4', '6'), fc.integer({ min: 1, max: 9999 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('2', '4'), prices), prices, (rtc, rte) => {
        const offered = [...Object.values(rtc).flatMap((r) => Object.values(r)), ...Object.values(rte)];
        const from = fromPricePerServing({ rtc, rte });
        if (offered.length === 0) return from === undefined;
        return from !== undefined && offered.includes(from) && offered.every((p) => p >= from);
      }),
    );
  });
});
