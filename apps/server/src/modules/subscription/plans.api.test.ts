import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanQuote, SubscriptionPlans } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const selectedPlan = async (browser: Browser) => (await browser.get('/api/v1/signup/get_selected_plan')).json();

describe('GET /api/v1/signup/subscription_plans', () => {
  it('lists the plans, sizes and prices from the data, with labels in the visitor language', async () => {
    const browser = new Browser(t.app);
    const en = SubscriptionPlans.parse((await browser.get('/api/v1/signup/subscription_plans')).json());
    expect(en.rtc.people.map((p) => [p.people, p.label])).toEqual([
      [2, '2 people'],
      [4, '4 people (family)'],
    ]);
    expect(en.rtc.people[0]!.sizes.map((s) => [s.count, s.pricePerServingCents, s.servings, s.weeklyCents])).toEqual([
      [2, 1349, 4, 5396],
      [3, 1249, 6, 7494],
      [4, 1199, 8, 9592],
      [5, 1149, 10, 11490],
    ]);
    expect(en.rtc.people[1]!.sizes.map((s) => s.pricePerServingCents)).toEqual([1199, 1159, 1139, 1130]);
    expect(en.rte.sizes.map((s) => [s.count, s.pricePerServingCents])).toEqual([
      [4, 1399],
      [6, 1349],
      [8, 1299],
      [10, 1249],
      [12, 1199],
      [14, 1149],
    ]);
    expect(en.preferences.map((p) => [p.id, p.minimumServings])).toEqual([
      ['vegetarian', 5],
      ['vegan', 0],
      ['family_friendly', 4],
      ['meat_and_fish', 8],
      ['premium', 1],
      ['keto', 0],
      ['high_protein', 0],
    ]);
    expect(en.preferences.find((p) => p.id === 'premium')?.surchargePerServingCents).toBe(400);
    expect(en).toMatchObject({
      deliveryFeeCents: 899,
      freeDeliveryThresholdCents: 9000,
      minimumOrderCents: 5900,
      fromPerServingCents: 1130,
    });

    browser.locale = 'fr';
    const fr = SubscriptionPlans.parse((await browser.get('/api/v1/signup/subscription_plans')).json());
    expect(fr.rtc.label).toBe('Prêts-à-cuisiner');
    expect(fr.rtc.people[1]!.label).toBe('4 personnes (famille)');
    expect(fr.preferences[0]!.label).toBe('Végétarien');
  });
});

describe('POST /api/v1/signup/save_plan', () => {
  it('keeps a valid plan in the session and sends the visitor to registration in their language', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/signup/save_plan', {
      type: 'rtc',
      people: 2,
      recipesPerWeek: 3,
      preference: 'vegetarian',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next).toBe('/signup/registration');
    // 2 people × 3 recipes × $12.49; the default signup offer takes 2 servings off; delivery is free.
    expect(PlanQuote.parse(body.quote)).toMatchObject({
      servings: 6,
      pricePerServingCents: 1249,
      subtotalCents: 7494,
      discountCents: 2498,
      deliveryFeeCents: 0,
      regularDeliveryFeeCents: 899,
      totalCents: 7494 - 2498,
      belowMinimum: false,
    });
    expect(await selectedPlan(browser)).toMatchObject({
      selection: { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' },
      quote: { subtotalCents: 7494 },
    });

    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/signup/save_plan', { type: 'rte', mealsPerWeek: 6, preference: 'keto' });
    expect(fr.json()).toMatchObject({ next: '/fr/inscription/compte', quote: { subtotalCents: 6 * 1349 } });
  });

  it('adds the premium surcharge and warns under the minimum order', async () => {
    const browser = new Browser(t.app);
    const premium = await browser.post('/api/v1/signup/save_plan', {
      type: 'rtc',
      people: 2,
      recipesPerWeek: 2,
      preference: 'premium',
    });
    expect(premium.json().quote).toMatchObject({ pricePerServingCents: 1349 + 400, belowMinimum: false });
    const small = await browser.post('/api/v1/signup/save_plan', {
      type: 'rtc',
      people: 2,
      recipesPerWeek: 2,
      preference: 'vegan',
    });
    expect(small.json().quote).toMatchObject({ subtotalCents: 5396, belowMinimum: true, minimumOrderCents: 5900 });
  });

  it.each([
    ['a size the price tables do not offer', { type: 'rtc', people: 3, recipesPerWeek: 3, preference: 'vegan' }],
    ['a ready-to-cook plan without recipes', { type: 'rtc', people: 2, preference: 'vegan' }],
    ['a ready-to-eat plan without meals', { type: 'rte', preference: 'vegan' }],
    ['an odd number of meals', { type: 'rte', mealsPerWeek: 5, preference: 'vegan' }],
  ])('refuses %s in both languages, and keeps the earlier plan', async (_, payload) => {
    const browser = new Browser(t.app);
    await browser.post('/api/v1/signup/save_plan', { type: 'rtc', people: 4, recipesPerWeek: 2, preference: 'keto' });
    const res = await browser.post('/api/v1/signup/save_plan', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid_selection',
        message: 'Invalid selection, changes could not be saved.',
        fields: { plan: 'Invalid selection, changes could not be saved.' },
      },
    });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/signup/save_plan', payload);
    expect(fr.json().error.message).toBe("Sélection invalide, les modifications n'ont pas pu être enregistrées.");
    expect((await selectedPlan(browser)).selection).toEqual({
      type: 'rtc',
      people: 4,
      recipesPerWeek: 2,
      preference: 'keto',
    });
  });

  it('refuses a preference with too few servings a week (vegetarian needs 5, meat and fish 8)', async () => {
    const browser = new Browser(t.app);
    const veg = await browser.post('/api/v1/signup/save_plan', {
      type: 'rtc',
      people: 2,
      recipesPerWeek: 2,
      preference: 'vegetarian',
    });
    expect(veg.statusCode).toBe(400);
    expect(veg.json().error).toMatchObject({
      code: 'invalid_selection',
      message: 'This menu needs at least 5 servings a week. Choose more recipes, meals or people.',
    });
    const meat = await browser.post('/api/v1/signup/save_plan', {
      type: 'rte',
      mealsPerWeek: 6,
      preference: 'meat_and_fish',
    });
    expect(meat.statusCode).toBe(400);
    expect((await selectedPlan(browser)).selection).toBeNull();
    // A session that was never created stays without a cookie.
    expect(browser.cookies.size).toBe(0);
  });

  it('refuses a malformed plan before any rule runs', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/signup/save_plan', { type: 'soup', preference: 'vegan' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('type');
  });
});

describe('GET /api/v1/signup/plan_quote', () => {
  it('prices a candidate plan without keeping it', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get('/api/v1/signup/plan_quote?type=rte&mealsPerWeek=8&preference=high_protein');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ servings: 8, pricePerServingCents: 1299, subtotalCents: 10392, taxes: [] });
    expect((await selectedPlan(browser)).selection).toBeNull();
    const bad = await browser.get('/api/v1/signup/plan_quote?type=rtc&people=2&recipesPerWeek=9&preference=vegan');
    expect(bad.statusCode).toBe(400);
  });
});
