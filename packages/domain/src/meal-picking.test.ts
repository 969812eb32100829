import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIET_PREFERENCES } from './pricing.ts';
import { pickMeals } from './meal-picking.ts';

const menu = [
  { id: 1, tags: ['meat_and_fish', 'high_protein'] },
  { id: 2, tags: ['vegetarian'] },
  { id: 3, tags: ['meat_and_fish', 'premium'] },
  { id: 4, tags: ['vegetarian', 'vegan'] },
  { id: 5, tags: ['meat_and_fish', 'family_friendly'] },
  { id: 6, tags: ['vegetarian'], soldOut: true },
  { id: 7, tags: ['vegetarian', 'family_friendly'] },
];

describe('pickMeals', () => {
  it('takes the preferred recipes first, in menu order', () => {
    expect(pickMeals(menu, 'vegetarian', 3)).toEqual([2, 4, 7]);
    expect(pickMeals(menu, 'family_friendly', 2)).toEqual([5, 7]);
  });

  it('fills taste preferences from the rest of the menu, premium last', () => {
    expect(pickMeals(menu, 'keto', 4)).toEqual([1, 2, 4, 5]);
    expect(pickMeals(menu, 'keto', 6)).toEqual([1, 2, 4, 5, 7, 3]);
  });

  it('never breaks a vegetarian or vegan diet, even when the menu is short', () => {
    expect(pickMeals(menu, 'vegan', 3)).toEqual([4]);
    expect(pickMeals(menu, 'vegetarian', 5)).toEqual([2, 4, 7]);
  });

  it('skips sold-out recipes and never repeats one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            tags: fc.subarray(['vegetarian', 'vegan', 'meat_and_fish', 'premium', 'keto', 'family_friendly']),
            soldOut: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        fc.constantFrom(...DIET_PREFERENCES),
        fc.integer({ min: 0, max: 10 }),
        (raw, preference, count) => {
          const candidates = raw.map((c, i) => ({ ...c, id: i + 1 }));
          const picked = pickMeals(candidates, preference, count);
          expect(picked.length).toBeLessThanOrEqual(count);
          expect(new Set(picked).size).toBe(picked.length);
          for (const id of picked) expect(candidates[id - 1]!.soldOut).toBe(false);
        },
      ),
    );
  });
});
