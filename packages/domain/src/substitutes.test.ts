import { describe, expect, it } from 'vitest';
import { fitsDiet } from './meal-picking.ts';
import { MAX_SUBSTITUTES, rankSubstitutes, type SubstituteCandidate } from './substitutes.ts';

const product = (id: number, over: Partial<SubstituteCandidate> = {}): SubstituteCandidate => ({
  id,
  itemKind: 'market',
  kind: 'market',
  category: 'desserts',
  tags: [],
  allergens: [],
  unitPriceCents: 1000,
  remaining: null,
  soldOut: false,
  position: id,
  ...over,
});

const rules = (over: Partial<Parameters<typeof rankSubstitutes>[2]> = {}) => ({
  fitsDiet: () => true,
  avoidAllergens: [],
  quantity: 1,
  exclude: new Set<number>(),
  ...over,
});

describe('substitutes for a sold-out product', () => {
  const gone = product(1, { allergens: ['milk'] });

  it('ranks the same aisle first, then the closest price, at most three', () => {
    const candidates = [
      product(2, { category: 'bakery', unitPriceCents: 1000 }),
      product(3, { unitPriceCents: 1500 }),
      product(4, { unitPriceCents: 900 }),
      product(5, { unitPriceCents: 1000, allergens: ['milk'] }),
      product(6, { unitPriceCents: 2000 }),
    ];
    expect(rankSubstitutes(gone, candidates, rules()).map((c) => c.id)).toEqual([5, 4, 3]);
    expect(rankSubstitutes(gone, candidates, rules())).toHaveLength(MAX_SUBSTITUTES);
  });

  it('offers only items in stock for the quantity, of the same kind, not excluded, fitting the diet and allergens', () => {
    const candidates = [
      product(2, { soldOut: true }),
      product(3, { remaining: 1 }),
      product(4, { itemKind: 'addon' }),
      product(5),
      product(6, { allergens: ['peanuts'] }),
      product(7, { tags: ['meat_and_fish'] }),
      product(8, { remaining: 5 }),
      product(1),
    ];
    const picked = rankSubstitutes(
      gone,
      candidates,
      rules({
        quantity: 2,
        exclude: new Set([5]),
        avoidAllergens: ['peanuts'],
        fitsDiet: (tags) => !tags.includes('meat_and_fish'),
      }),
    );
    expect(picked.map((c) => c.id)).toEqual([8]);
  });

  it('replaces a meal with a meal that fits a strict diet', () => {
    const meal = (id: number, tags: string[], price = 1200) =>
      product(id, { itemKind: 'meal', kind: 'rtc', category: null, tags, unitPriceCents: price });
    const picked = rankSubstitutes(meal(1, ['vegan', 'vegetarian']), [meal(2, ['meat_and_fish']), meal(3, ['vegan'])], {
      ...rules(),
      fitsDiet: (tags) => fitsDiet('vegan', tags),
    });
    expect(picked.map((c) => c.id)).toEqual([3]);
  });

  it('never brings an allergen the sold-out product did not have, however close it is', () => {
    const candidates = [
      product(2, { unitPriceCents: 1000, allergens: ['milk', 'eggs'] }),
      product(3, { unitPriceCents: 1000, allergens: ['peanuts'] }),
      product(4, { unitPriceCents: 2500, allergens: ['milk'] }),
      product(5, { unitPriceCents: 3000 }),
    ];
    expect(rankSubstitutes(gone, candidates, rules()).map((c) => c.id)).toEqual([4, 5]);
    // A product without allergens is replaced only by products without any.
    expect(rankSubstitutes(product(1), candidates, rules()).map((c) => c.id)).toEqual([5]);
  });

  it('answers none when nothing fits', () => {
    expect(rankSubstitutes(gone, [], rules())).toEqual([]);
  });
});
