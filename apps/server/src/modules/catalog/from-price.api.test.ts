import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Homepage, MenuData, ProductDetail, SubscriptionPlans } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogSeeder } from './seed/seeder.ts';

// Issue 9: the home page said "from $10.49", the pricing page "from $11.30" and the menu cards
// per-dish prices matching neither. Decision 018: all of them come from the plans' prices.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await catalogSeeder.run({ db: t.database.db, clock: t.clock, demo: true, log: () => {} });
}, 120_000);
afterAll(() => t.close());

const read = async () => {
  const browser = new Browser(t.app);
  const plans = SubscriptionPlans.parse((await browser.get('/api/v1/signup/subscription_plans')).json());
  const home = Homepage.parse((await browser.get('/api/v1/home/homepage')).json());
  const menu = MenuData.parse((await browser.get('/api/v1/menu/data?week=this-week')).json());
  return { plans, home, menu };
};

/** The lowest price per serving the plans page offers, for one kind of plan. */
const lowest = (plans: SubscriptionPlans, kind: 'rtc' | 'rte') =>
  Math.min(
    ...(kind === 'rtc' ? plans.rtc.people.flatMap((p) => p.sizes) : plans.rte.sizes).map((s) => s.pricePerServingCents),
  );

describe('the "from" price per serving', () => {
  it('is the same on the home page and the pricing page: the cheapest plan', async () => {
    const { plans, home } = await read();
    expect(plans.fromPerServingCents).toBe(Math.min(lowest(plans, 'rtc'), lowest(plans, 'rte')));
    expect(home.fromPricePerServingCents).toBe(plans.fromPerServingCents);
  });

  it('is what a menu card says a serving of its kind costs on a plan', async () => {
    const { plans, menu } = await read();
    const meals = menu.items.filter((i) => i.kind !== 'market');
    expect(meals.length).toBeGreaterThan(10);
    for (const meal of meals) expect(meal.priceCents, meal.name).toBe(lowest(plans, meal.kind as 'rtc' | 'rte'));
    const detail = ProductDetail.parse(
      (await new Browser(t.app).get(`/api/v1/products/modal_data?id=${meals[0]!.slug}`)).json(),
    );
    expect(detail.priceCents).toBe(meals[0]!.priceCents);
  });

  it('follows the plans when a price changes', async () => {
    await t.database.db.execute(
      sql`update plan_prices set price_per_serving_cents = 999 where type = 'rte' and count = 14`,
    );
    const { plans, home } = await read();
    expect(plans.fromPerServingCents).toBe(999);
    expect(home.fromPricePerServingCents).toBe(999);
    // The cached menu follows within the second its version is read in (decision 006).
    const cards = async (kind: 'rtc' | 'rte') => (await read()).menu.items.find((i) => i.kind === kind)?.priceCents;
    await expect.poll(() => cards('rte'), { timeout: 5000 }).toBe(999);
    expect(await cards('rtc')).toBe(1130);
  });
});
