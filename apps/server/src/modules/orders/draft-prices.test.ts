import { describe, expect, it } from 'vitest';
import type { AppliedDiscount, PlanPricing } from '@fp/domain';
import { draftPrices } from './draft-prices.ts';

const PRICING = {
  rtc: {},
  rte: {},
  premiumSurchargeCents: 0,
  deliveryFeeCents: 999,
  freeDeliveryThresholdCents: 10_000,
  minimumOrderCents: 5900,
} as unknown as PlanPricing;

const meal = (orderId: number, productId: number) =>
  ({ orderId, productId, kind: 'meal', quantity: 2, unitPriceCents: 1199, taxClass: 'zero_rated' }) as const;
const apples = (orderId: number, quantity: number) =>
  ({ orderId, productId: 31, kind: 'market', quantity, unitPriceCents: 450, taxClass: 'zero_rated' }) as const;
const soap = (orderId: number) =>
  ({ orderId, productId: 40, kind: 'market', quantity: 1, unitPriceCents: 500, taxClass: 'general' }) as const;

describe('draftPrices', () => {
  it('prices each order’s items by the editor’s rule: its position, no discounts when it has none', () => {
    const [on, first] = draftPrices(
      [
        { id: 1, province: 'on', position: 3 },
        { id: 2, province: 'qc', position: 1 },
      ],
      [meal(1, 10), meal(1, 11), apples(1, 2), soap(1), meal(2, 10), meal(2, 11), meal(2, 12), apples(2, 1)],
      PRICING,
    );
    // 2 × 2 × $11.99 + 2 × $4.50 + $5.00 = $61.96: under the threshold, so the fee is charged.
    expect(on).toMatchObject({ orderId: 1, subtotalCents: 6196, discountCents: 0, deliveryFeeCents: 999 });
    // Ontario HST 13% on the soap and the delivery fee, not on groceries.
    expect(on!.taxes).toEqual([{ label: 'HST', amountCents: Math.round(500 * 0.13) + Math.round(999 * 0.13) }]);
    expect(on!.totalCents).toBe(6196 + 999 + on!.taxCents);
    // The household's first order keeps its free delivery.
    expect(first).toMatchObject({ orderId: 2, subtotalCents: 3 * 2 * 1199 + 450, deliveryFeeCents: 0 });
  });

  it('quotes orders with the same province and items once, whatever their order of items', () => {
    const rows = [1, 2, 3].map((id) => ({ id, province: 'on', position: 2 }) as const);
    const prices = draftPrices(rows, [apples(1, 1), meal(1, 10), meal(2, 10), apples(2, 1), meal(3, 10)], PRICING);
    expect(prices[0]).toEqual({ ...prices[1], orderId: 1 });
    expect(prices[2]!.subtotalCents).toBe(2 * 1199);
  });
});

describe('draftPrices with the household’s discounts', () => {
  it('applies them at the order’s position and writes their lines', () => {
    const multi: AppliedDiscount = {
      label: '$60 off your first 3 orders',
      code: 'MULTI3',
      rule: { type: 'multi_order', elements: [{ orderPosition: 2, amountCents: 2000 }] },
    };
    const rows = [
      { id: 1, province: 'on', position: 2 },
      { id: 2, province: 'on', position: 3 },
    ] as const;
    const items = [meal(1, 10), apples(1, 2), meal(2, 10), apples(2, 2)];
    const [second, third] = draftPrices(
      [...rows],
      items,
      PRICING,
      new Map([
        [1, [multi]],
        [2, [multi]],
      ]),
    );
    expect(second).toMatchObject({
      discountCents: 2000,
      discounts: [{ label: multi.label, code: 'MULTI3', amountCents: 2000 }],
    });
    expect(third).toMatchObject({ discountCents: 0, discounts: [] });
    expect(second!.totalCents).toBe(third!.totalCents - 2000 - (third!.taxCents - second!.taxCents));
  });
});
