import { describe, expect, it } from 'vitest';
import { cartQuote, cartQuoteLines, pointsFor, type CartLine, type CartPricingInput } from './cart-quote.ts';
import { quote } from './pricing.ts';

const pricing: CartPricingInput = {
  province: 'on',
  orderPosition: 3,
  discounts: [],
  deliveryFeeCents: 899,
  freeDeliveryThresholdCents: 9000,
  minimumOrderCents: 5900,
  availableCreditCents: 0,
};
const meal = (productId: number, quantity: number, unitPriceCents = 1199): CartLine => ({
  productId,
  itemKind: 'meal',
  quantity,
  unitPriceCents,
  taxClass: 'zero_rated',
});
const snack: CartLine = {
  productId: 9,
  itemKind: 'market',
  quantity: 2,
  unitPriceCents: 450,
  taxClass: 'prepared_food',
};

describe('the price of a cart', () => {
  it('is the shared quote of its lines, with the credit the cutoff will apply and the points it earns', () => {
    const lines = [meal(1, 2), meal(2, 2), meal(3, 2), snack];
    const q = cartQuote({ ...pricing, availableCreditCents: 1000 }, lines);
    const same = quote({
      province: 'on',
      lines: cartQuoteLines(lines),
      orderPosition: 3,
      discounts: [],
      pricing: { deliveryFeeCents: 899, freeDeliveryThresholdCents: 9000, minimumOrderCents: 5900 },
    });
    expect(q).toMatchObject(same);
    expect(q.subtotal).toBe(6 * 1199 + 900);
    expect(q.deliveryFee).toBe(899);
    expect(q.creditCents).toBe(1000);
    expect(q.totalAfterCredit).toBe(q.total - 1000);
    expect(q.anticipatedPoints).toBe(pointsFor(q.totalAfterCredit));
    expect(q.belowMinimum).toBe(false);
  });

  it('never takes more credit than the total and drops empty lines', () => {
    const q = cartQuote({ ...pricing, availableCreditCents: 1_000_000 }, [meal(1, 2), meal(2, 0)]);
    expect(q.creditCents).toBe(q.total);
    expect(q.totalAfterCredit).toBe(0);
    expect(q.anticipatedPoints).toBe(0);
    expect(q.belowMinimum).toBe(true);
  });

  it('gives free meals on meals only, never on market items', () => {
    const free = {
      ...pricing,
      discounts: [{ label: 'Free meals', rule: { type: 'free_meals' as const, servings: 2 } }],
    };
    const q = cartQuote(free, [meal(1, 2, 1200), { ...snack, unitPriceCents: 100 }]);
    expect(q.discountTotal).toBe(2400);
    expect(cartQuoteLines([snack])[0]!.servings).toBe(0);
  });

  it('counts a point a dollar charged', () => {
    expect(pointsFor(9999)).toBe(99);
    expect(pointsFor(-5)).toBe(0);
  });
});
