import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionData } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { createDiscountsRepository } from './repository.ts';
import { DEMO_CODES } from './seed.ts';

let t: TestApp;
let referrer: { id: number };
beforeAll(async () => {
  // Clock: 2026-11-22.
  t = await createTestApp();
  const repo = createDiscountsRepository(t.database.db);
  for (const code of DEMO_CODES) await repo.upsertCode(code);
  await repo.upsertCode({
    code: 'SPRING27',
    rule: { type: 'percentage', percent: 15 },
    nameEn: '15% off',
    nameFr: '15 % de rabais',
    validFrom: '2027-03-01',
  });
  await repo.upsertCode({
    code: 'ONCE',
    rule: { type: 'fixed', amountCents: 1000 },
    nameEn: '$10 off',
    nameFr: '10 $ de rabais',
    maxUses: 1,
  });
  referrer = await insertClient(t.database.db, { firstName: 'Zoé' });
  await repo.insertReferralCode('ZOEFRIEND', referrer.id);
});
afterAll(() => t.close());

const save = (browser: Browser, body: Record<string, string>) =>
  browser.post('/api/v1/sessions/save_discount_and_referral', body);
const state = async (browser: Browser) => (await browser.get('/api/v1/sessions/check_signup_state')).json();
const bar = async (browser: Browser) =>
  SessionData.parse((await browser.get('/api/v1/sessions/session_data')).json()).discountBar;

describe('POST /api/v1/sessions/save_discount_and_referral', () => {
  it('holds a code from the URL and shows it in the discount bar in both languages', async () => {
    const browser = new Browser(t.app);
    const res = await save(browser, { code: 'welcome50' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ discountCode: 'WELCOME50', referralCode: null });
    expect(await state(browser)).toMatchObject({ discountCode: 'WELCOME50', plansLinkCode: null });
    expect(await bar(browser)).toEqual({
      discount: {
        type: 'PercentageDiscount',
        name: '50% off your first order',
        code: 'WELCOME50',
        value: null,
        percentageValue: 50,
        maxServingsDiscount: null,
        elements: [],
      },
      firstWeekDiscount: null,
      textEn: 'Code WELCOME50: 50% off your first order',
      textFr: 'Code WELCOME50 : 50 % de rabais sur votre première commande',
    });
  });

  it('describes a multi-order code order by order', async () => {
    const browser = new Browser(t.app);
    await save(browser, { code: 'MULTI3' });
    const b = await bar(browser);
    expect(b.discount).toMatchObject({
      type: 'MultiorderDiscountCode',
      elements: [
        { value: 3000, orderPosition: 1 },
        { value: 2000, orderPosition: 2 },
        { value: 1000, orderPosition: 3 },
      ],
    });
    expect(b.textEn).toBe('Code MULTI3: $60 off over your first 3 orders');
    expect(b.textFr).toBe('Code MULTI3 : 60\u00a0$ de rabais répartis sur vos 3 premières commandes');
  });

  it.each([
    [
      'NOPE',
      "Invalid code: we don't know this code. Check its spelling.",
      'Code invalide : nous ne connaissons pas ce code.',
    ],
    ['EXPIRED10', 'Invalid code: this code has expired.', 'Code invalide : ce code est expiré.'],
    ['SPRING27', 'Invalid code: this code is not valid yet.', "Code invalide : ce code n'est pas encore en vigueur."],
    [
      'GONE',
      'Invalid code: this code has been used as many times as it allows.',
      "Code invalide : ce code a atteint son nombre maximal d'utilisations.",
    ],
  ])('refuses %s with its reason in both languages, and keeps nothing', async (code, en, fr) => {
    const browser = new Browser(t.app);
    await save(browser, { code: 'FRESH20' });
    const res = await save(browser, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_code', message: en, fields: { code: en } });
    browser.locale = 'fr';
    expect((await save(browser, { code })).json().error.message).toContain(fr);
    expect((await state(browser)).discountCode).toBe('FRESH20');
  });

  it('keeps nothing when the code is good but the referral is not', async () => {
    const browser = new Browser(t.app);
    const res = await save(browser, { code: 'FRESH20', referral: 'NOBODY1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ referral: "Invalid code: we don't know this referral code." });
    expect(await state(browser)).toMatchObject({ discountCode: null, referralCode: null });
    expect(browser.cookies.size).toBe(0);
  });

  it('holds a referral: the bar offers the credit and 3 free meals', async () => {
    const browser = new Browser(t.app);
    const res = await save(browser, { referral: 'zoefriend', referralId: 'inv-42' });
    expect(res.json()).toEqual({ discountCode: null, referralCode: 'ZOEFRIEND' });
    const b = await bar(browser);
    expect(b.discount).toMatchObject({ type: 'ReferralCode', code: 'ZOEFRIEND', value: 2000, maxServingsDiscount: 3 });
    expect(b.textEn).toBe('A friend invited you: a $20 credit and 3 free meals on your first order');
    expect(b.textFr).toBe(
      'Un ami vous invite : un crédit de 20\u00a0$ et 3 repas gratuits sur votre première commande',
    );
    expect(await t.app.services.discounts.referralFor(await sessionData(browser), null)).toMatchObject({
      code: 'ZOEFRIEND',
      referrerId: referrer.id,
      referralId: 'inv-42',
      creditCents: 2000,
      freeServings: 3,
    });
  });

  it('refuses your own referral code', async () => {
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: referrer.id });
    const res = await save(browser, { referral: 'ZOEFRIEND' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Invalid code: you can't use your own referral code.");
  });

  it('stacks a referral only with a stackable code', async () => {
    const both = new Browser(t.app);
    expect((await save(both, { code: 'FREEDEL', referral: 'ZOEFRIEND' })).json()).toEqual({
      discountCode: 'FREEDEL',
      referralCode: 'ZOEFRIEND',
    });
    const one = new Browser(t.app);
    // The friend's invitation wins over a code that does not stack...
    expect((await save(one, { code: 'FRESH20', referral: 'ZOEFRIEND' })).json()).toEqual({
      discountCode: null,
      referralCode: 'ZOEFRIEND',
    });
    // ...and a code typed later replaces it.
    expect((await one.post('/api/v1/signup/save_discount_code', { code: 'FRESH20' })).statusCode).toBe(200);
    expect(await state(one)).toMatchObject({ discountCode: 'FRESH20', referralCode: null });
  });
});

async function sessionData(browser: Browser) {
  const token = browser.cookies.get('fp_session')!;
  const record = await t.app.services.sessions.load(token);
  return record?.data ?? {};
}

describe('POST /api/v1/signup/save_discount_code', () => {
  it('applies a code to the first-order quote, at most half the order', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' });
    expect(res.json()).toEqual({ discountCode: 'WELCOME50' });
    const quote = (
      await browser.post('/api/v1/signup/save_plan', {
        type: 'rtc',
        people: 2,
        recipesPerWeek: 3,
        preference: 'vegetarian',
      })
    ).json().quote;
    expect(quote).toMatchObject({
      subtotalCents: 7494,
      discounts: [{ label: '50% off your first order', amountCents: 3747 }],
      totalCents: 3747,
    });
    // An empty code removes it: the default signup offer (2 free meals) applies again.
    await browser.post('/api/v1/signup/save_discount_code', { code: '' });
    const after = (await browser.get('/api/v1/signup/get_selected_plan')).json().quote;
    expect(after.discounts).toEqual([{ label: '2 free meals', amountCents: 2498 }]);
  });

  it('refuses a code the household already used, in both languages, and keeps the one held', async () => {
    const client = await insertClient(t.database.db);
    const fresh = await t.app.services.discounts.check('FRESH20', { clientId: client.id });
    await createDiscountsRepository(t.database.db).insertRedemption({
      codeId: fresh.id,
      clientId: client.id,
      householdKey: 'V6B1A1|1 main st',
      orderId: 9001,
    });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    await browser.post('/api/v1/signup/save_discount_code', { code: 'FREEDEL' });
    const res = await browser.post('/api/v1/signup/save_discount_code', { code: 'FRESH20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid code: this code was already used by your household.');
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/signup/save_discount_code', { code: 'FRESH20' });
    expect(fr.json().error.message).toBe('Code invalide : ce code a déjà été utilisé par votre foyer.');
    expect((await state(browser)).discountCode).toBe('FREEDEL');
    // The same address under another account counts as the same household.
    await expect(
      t.app.services.discounts.check('FRESH20', { clientId: null, householdKey: 'V6B1A1|1 main st' }),
    ).rejects.toMatchObject({ code: 'invalid_code', messageKey: 'discounts:errors.alreadyUsed' });
  });

  it('refuses a signup-only code on a later order, and a malformed code', async () => {
    await expect(
      t.app.services.discounts.check('WELCOME50', { clientId: null, orderPosition: 2 }),
    ).rejects.toMatchObject({ messageKey: 'discounts:errors.newCustomersOnly' });
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/signup/save_discount_code', { code: 'bad code!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe('A code has only letters, digits, dashes and underscores.');
  });
});

describe('redeeming a code at checkout', () => {
  it('counts a use once per order and stops at the code limit', async () => {
    const a = await insertClient(t.database.db);
    const b = await insertClient(t.database.db);
    const { discounts } = t.app.services;
    const db = t.database.db;
    await db.transaction((tx) => discounts.redeem(tx, { code: 'ONCE', clientId: a.id, householdKey: 'A', orderId: 1 }));
    // A retried checkout of the same order changes nothing.
    await db.transaction((tx) => discounts.redeem(tx, { code: 'ONCE', clientId: a.id, householdKey: 'A', orderId: 1 }));
    await expect(
      db.transaction((tx) => discounts.redeem(tx, { code: 'ONCE', clientId: b.id, householdKey: 'B', orderId: 2 })),
    ).rejects.toMatchObject({ messageKey: 'discounts:errors.exhausted' });
    const repo = createDiscountsRepository(db);
    expect(await repo.uses((await repo.byCode('ONCE'))!.id, { clientId: null, freshSince: new Date(0) })).toBe(1);
  });
});

describe('GET /api/v1/sessions/check_signup_state', () => {
  it('puts FPFREEMEALS on the plans link under the immediate-billing flag when nothing is held', async () => {
    const browser = new Browser(t.app);
    expect(await state(browser)).toEqual({ plan: null, discountCode: null, referralCode: null, plansLinkCode: null });
    await t.app.services.flags.setEnabled('immediate_billing_default_offer', true);
    try {
      expect((await state(browser)).plansLinkCode).toBe('FPFREEMEALS');
      await save(browser, { referral: 'ZOEFRIEND' });
      expect(await state(browser)).toMatchObject({ referralCode: 'ZOEFRIEND', plansLinkCode: null });
    } finally {
      await t.app.services.flags.setEnabled('immediate_billing_default_offer', false);
    }
  });
});
