import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscounts, discountEffect, FIRST_ORDER_MAX_PERCENT, type DiscountRule } from './discounts.ts';
import { quote, type QuoteLine } from './pricing.ts';
import { computeTaxes, type Province, type TaxClass } from './tax.ts';

const pricing = { deliveryFeeCents: 899, freeDeliveryThresholdCents: 9000, minimumOrderCents: 5900 };

const context = fc.record({
  subtotal: fc.integer({ min: 0, max: 100_000 }),
  orderPosition: fc.integer({ min: 1, max: 6 }),
  servingPrices: fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 20 }),
  deliveryFee: fc.constantFrom(0, 899),
});

const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({
    type: fc.constant('percentage' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    maxCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  }),
  fc.record({ type: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({
    type: fc.constant('first_week' as const),
    percent: fc.option(fc.integer({ min: 0, max: 100 })),
    amountCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  }),
  fc.record({ type: fc.constant('free_meals' as const), servings: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ type: fc.constant('free_delivery' as const) }),
  fc.record({
    type: fc.constant('recurring' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    orders: fc.option(fc.integer({ min: 1, max: 5 })),
  }),
  fc.record({
    type: fc.constant('multi_order' as const),
    elements: fc.uniqueArray(
      fc.record({ orderPosition: fc.integer({ min: 1, max: 6 }), amountCents: fc.integer({ min: 0, max: 50_000 }) }),
      { selector: (e) => e.orderPosition, maxLength: 6 },
    ),
  }),
);

describe('discount rules (properties)', () => {
  it('never take more than what they apply to: items for item rules, the delivery fee for free delivery', () => {
    fc.assert(
      fc.property(rule, context, (r, ctx) => {
        const effect = discountEffect(r, ctx);
        if (effect.items < 0 || effect.delivery < 0) return false;
        if (effect.items > ctx.subtotal || effect.delivery > ctx.deliveryFee) return false;
        if (r.type === 'free_delivery') return effect.items === 0;
        return effect.delivery === 0;
      }),
      { numRuns: 1000 },
    );
  });

  it('free meals never exceed the price of the servings in the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), context, (servings, ctx) => {
        const total = ctx.servingPrices.reduce((s, p) => s + p, 0);
        return discountEffect({ type: 'free_meals', servings }, ctx).items <= total;
      }),
    );
  });

  it('a multi-order code takes the amount of the order position, and nothing on other orders', () => {
    fc.assert(
      fc.property(rule, context, (r, ctx) => {
        if (r.type !== 'multi_order') return true;
        const element = r.elements.find((e) => e.orderPosition === ctx.orderPosition);
        const expected = element ? Math.min(element.amountCents, ctx.subtotal) : 0;
        return discountEffect(r, ctx).items === expected;
      }),
    );
  });

  it('stacked, they never exceed the items and the fee, and at most half of a first order', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), context, (rules, ctx) => {
        const applied = applyDiscounts(
          rules.map((r, i) => ({ label: `d${i}`, rule: r })),
          ctx,
        );
        const itemSum = applied.lines.reduce((s, l) => s + l.items, 0);
        const deliverySum = applied.lines.reduce((s, l) => s + l.delivery, 0);
        const cap = ctx.orderPosition === 1 ? Math.floor((ctx.subtotal * FIRST_ORDER_MAX_PERCENT) / 100) : ctx.subtotal;
        return (
          itemSum === applied.items &&
          deliverySum === applied.delivery &&
          applied.items <= cap &&
          applied.delivery <= ctx.deliveryFee &&
          applied.lines.every((l) => l.items >= 0 && l.delivery >= 0)
        );
      }),
      { numRuns: 1000 },
    );
  });
});

const RATES: Record<Province, Record<string, number>> = {
  bc: { GST: 5, PST: 7 },
  ab: { GST: 5 },
  on: { HST: 13 },
  qc: { GST: 5, QST: 9.975 },
};

describe('taxes per province (properties)', () => {
  const line = fc.record({
    taxClass: fc.constantFrom<TaxClass>('zero_rated', 'prepared_food', 'general', 'delivery'),
    amount: fc.integer({ min: 0, max: 500_000 }),
  });

  it('round each tax to the nearest cent (half up) of its exact amount on its base', () => {
    fc.assert(
      fc.property(fc.constantFrom<Province>('bc', 'ab', 'on', 'qc'), fc.array(line, { maxLength: 15 }), (p, lines) => {
        for (const tax of computeTaxes(p, lines)) {
          const exact = (tax.base * RATES[p][tax.tax]!) / 100;
          // Half up: the rounded amount is within half a cent, and exact halves go up.
          if (Math.abs(tax.amount - exact) > 0.5 + 1e-9) return false;
          if (Number.isInteger(exact * 2) && !Number.isInteger(exact) && tax.amount !== Math.ceil(exact)) return false;
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });

  it('tax only the classes each province taxes (PST on general goods only, nothing on groceries)', () => {
    fc.assert(
      fc.property(fc.constantFrom<Province>('bc', 'ab', 'on', 'qc'), fc.array(line, { maxLength: 15 }), (p, lines) => {
        const taxed = lines.filter((l) => l.taxClass !== 'zero_rated').reduce((s, l) => s + l.amount, 0);
        const general = lines.filter((l) => l.taxClass === 'general').reduce((s, l) => s + l.amount, 0);
        return computeTaxes(p, lines).every((t) => t.base === (t.tax === 'PST' ? general : taxed));
      }),
    );
  });

  it('a whole quote is never negative and its taxes follow what is paid after discounts', () => {
    const quoteLine = fc.record({
      key: fc.constant('x'),
      taxClass: fc.constantFrom<TaxClass>('zero_rated', 'prepared_food', 'general'),
      quantity: fc.integer({ min: 1, max: 6 }),
      unitPriceCents: fc.integer({ min: 0, max: 20_000 }),
      servings: fc.integer({ min: 1, max: 4 }),
    }) satisfies fc.Arbitrary<QuoteLine>;
    fc.assert(
      fc.property(
        fc.constantFrom<Province>('bc', 'ab', 'on', 'qc'),
        fc.array(quoteLine, { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(rule, { maxLength: 3 }),
        (province, lines, orderPosition, rules) => {
          const q = quote({
            province,
            lines,
            orderPosition,
            discounts: rules.map((r, i) => ({ label: `d${i}`, rule: r })),
            pricing,
          });
          const paid = q.subtotal - q.discountTotal + q.deliveryFee;
          const taxBase = Math.max(...q.taxes.map((t) => t.base), 0);
          return q.total >= 0 && paid >= 0 && taxBase <= paid && q.total === paid + q.taxTotal;
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('examples', () => {
  it('prices 2 × 3 vegetarian with WELCOME50 on a first order: half off, free delivery, no tax on kits', () => {
    const kit: QuoteLine = { key: 'kit', taxClass: 'zero_rated', quantity: 3, unitPriceCents: 2 * 1249, servings: 2 };
    const q = quote({
      province: 'qc',
      lines: [kit],
      orderPosition: 1,
      discounts: [{ label: 'WELCOME50', rule: { type: 'percentage', percent: 50 } }],
      pricing,
    });
    expect(q).toMatchObject({ subtotal: 7494, discountTotal: 3747, deliveryFee: 0, taxTotal: 0, total: 3747 });
  });
});
