import type { Seeder } from '../../db/seeder.ts';
import { createPlansRepository } from './plans-repository.ts';

/** Price per serving in cents: ready-to-cook by people then recipes a week; ready-to-eat by meals a week. */
export const RTC_PRICES: Record<number, Record<number, number>> = {
  2: { 2: 1349, 3: 1249, 4: 1199, 5: 1149 },
  4: { 2: 1199, 3: 1159, 4: 1139, 5: 1130 },
};
export const RTE_PRICES: Record<number, number> = { 4: 1399, 6: 1349, 8: 1299, 10: 1249, 12: 1199, 14: 1149 };

/** SPEC.md §5 minimum servings a week per preference; premium costs $4.00 more per serving. */
export const PREFERENCES = [
  { id: 'vegetarian', minimumServings: 5, surchargePerServingCents: 0 },
  { id: 'vegan', minimumServings: 0, surchargePerServingCents: 0 },
  { id: 'family_friendly', minimumServings: 4, surchargePerServingCents: 0 },
  { id: 'meat_and_fish', minimumServings: 8, surchargePerServingCents: 0 },
  { id: 'premium', minimumServings: 1, surchargePerServingCents: 400 },
  { id: 'keto', minimumServings: 0, surchargePerServingCents: 0 },
  { id: 'high_protein', minimumServings: 0, surchargePerServingCents: 0 },
] as const;

/** Brand facts: delivery $8.99, free from $90 before tax (and on the first order); minimum order $59. */
export const PLAN_SETTINGS = { delivery_fee: 899, free_delivery_threshold: 9000, minimum_order: 5900 } as const;

export const plansSeeder: Seeder = {
  name: 'plans and prices',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const repo = createPlansRepository(tx);
      for (const [people, byRecipes] of Object.entries(RTC_PRICES)) {
        for (const [count, price] of Object.entries(byRecipes)) {
          await repo.upsertPrice({
            type: 'rtc',
            people: Number(people),
            count: Number(count),
            pricePerServingCents: price,
          });
        }
      }
      for (const [count, price] of Object.entries(RTE_PRICES)) {
        await repo.upsertPrice({ type: 'rte', people: 1, count: Number(count), pricePerServingCents: price });
      }
      for (const [position, p] of PREFERENCES.entries()) await repo.upsertPreference({ ...p, position });
      for (const [key, cents] of Object.entries(PLAN_SETTINGS)) {
        await repo.upsertSetting({ key: key as keyof typeof PLAN_SETTINGS, cents });
      }
    });
  },
};
