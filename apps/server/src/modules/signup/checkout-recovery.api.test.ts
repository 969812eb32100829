import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getHouseholdOffer } from '@fp/contracts';
import { gatewayChargesFor } from '../../../test/fixtures.ts';
import { discountCodes, discountRedemptions } from '../discounts/tables.ts';
import { signupProgress } from './tables.ts';
import { signupSteps, signupTestApp } from './signup-test-helpers.ts';

const NOW = '2026-11-22T18:00:00Z';

const app = signupTestApp(NOW);

const db = () => app().database.db;
const { browser, register, deliverTo, cardToken, clientIdOf, readyToPay, summaryOf, complete, rowsFor } =
  signupSteps(app);
const error = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string } }).error;
const VISA = '4242424242424242';

/** An order engine that dies after the payment, before the order is written (as a crash would). */
async function crashingOrders<T>(work: () => Promise<T>): Promise<T> {
  const orders = app().app.services.orders;
  const original = orders.create;
  orders.create = async () => {
    throw new Error('simulated crash');
  };
  try {
    return await work();
  } finally {
    orders.create = original;
  }
}

describe('the price the household saw', () => {
  it('is never changed silently: another total is refused with the new one, and nothing is charged', async () => {
    const { b, clientId } = await readyToPay('en', '3100 Main Street');
    const { totalCents } = await summaryOf(b);
    const token = await cardToken(b, VISA);
    const stale = await complete(b, token, 'stale-0001', totalCents + 2498);
    expect(stale.statusCode).toBe(409);
    expect(error(stale)).toMatchObject({ code: 'price_changed' });
    expect(error(stale).message).toContain(`$${(totalCents / 100).toFixed(2)}`);
    expect((await rowsFor(clientId)).payments).toHaveLength(0);

    b.locale = 'fr';
    const fr = await complete(b, token, 'stale-0001', 1);
    // French money: '49,96 $', with a no-break space.
    expect(error(fr).message).toMatch(new RegExp(`${(totalCents / 100).toFixed(2).replace('.', ',')}\\s\\$`));

    const ok = await complete(b, token, 'stale-0001', totalCents);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('one household per address (decision 017)', () => {
  it('tells a second account at a served address before payment, and charges the total it then shows', async () => {
    const first = await readyToPay('en', '3200 Main Street');
    expect((await complete(first.b, await cardToken(first.b, VISA), 'first-0001')).statusCode).toBe(200);

    const b = browser();
    await register(b);
    const planPage = await summaryOfPlanPage();
    await deliverTo(b, '3200 Main Street', '604-253-4567');
    const offer = getHouseholdOffer.output.parse((await b.get('/api/v1/signup/household_offer')).json());
    expect(offer).toEqual({ welcomeOfferWithheld: true });
    const summary = await summaryOf(b);
    expect(summary.discounts).toEqual([]);
    expect(summary.totalCents).toBeGreaterThan(planPage);
    // The summary carries the reason beside the regular price.
    expect(summary).toMatchObject({ welcomeOfferWithheld: true, withheldCode: null, discountCode: null });

    // Paying the plan page's total is refused with the real one; nothing is charged.
    const token = await cardToken(b, VISA);
    const refused = await complete(b, token, 'second-0001', planPage);
    expect(refused.statusCode).toBe(409);
    expect(error(refused).message).toContain(`$${(summary.totalCents / 100).toFixed(2)}`);
    const clientId = await clientIdOf(b);
    expect((await rowsFor(clientId)).payments).toHaveLength(0);
    expect((await complete(b, token, 'second-0001', summary.totalCents)).statusCode).toBe(200);
    expect((await rowsFor(clientId)).orders[0]!.totalCents).toBe(summary.totalCents);

    // A household elsewhere still gets the welcome offer.
    const elsewhere = await readyToPay('en', '3300 Main Street');
    expect((await elsewhere.b.get('/api/v1/signup/household_offer')).json()).toEqual({ welcomeOfferWithheld: false });
    expect(await summaryOf(elsewhere.b)).toMatchObject({ welcomeOfferWithheld: false, withheldCode: null });
    expect((await summaryOf(elsewhere.b)).discounts).toHaveLength(1);
  });

  it('names the held first-order code that will not apply at a served address, and applies it elsewhere', async () => {
    const first = await readyToPay('en', '3350 Main Street');
    expect((await complete(first.b, await cardToken(first.b, VISA), 'served-0001')).statusCode).toBe(200);

    const b = browser();
    expect((await b.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' })).statusCode).toBe(200);
    await register(b);
    await deliverTo(b, '3350 Main Street', '604-253-4567');
    const summary = await summaryOf(b);
    expect(summary).toMatchObject({
      discounts: [],
      discountCode: null,
      welcomeOfferWithheld: true,
      withheldCode: 'WELCOME50',
    });
    expect(summary.totalCents).toBe(summary.subtotalCents + summary.deliveryFeeCents);

    const elsewhere = browser();
    await elsewhere.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' });
    await register(elsewhere);
    await deliverTo(elsewhere, '3450 Main Street', '604-253-4567');
    expect(await summaryOf(elsewhere)).toMatchObject({
      discountCode: 'WELCOME50',
      welcomeOfferWithheld: false,
      withheldCode: null,
    });
  });

  /** What the plan page promised a new household: the first order with the welcome offer. */
  async function summaryOfPlanPage() {
    const probe = await readyToPay('en', '3250 Main Street');
    return (await summaryOf(probe.b)).totalCents;
  }
});

describe('offer limits under parallel checkouts', () => {
  it('gives the last use of the welcome offer at one address to one household; the others are re-priced, not charged', async () => {
    const households = await Promise.all([1, 2, 3, 4].map(() => readyToPay('en', '3400 Main Street')));
    const totals = await Promise.all(households.map(async (h) => (await summaryOf(h.b)).totalCents));
    const tokens = await Promise.all(households.map((h) => cardToken(h.b, VISA)));
    const results = await Promise.all(households.map((h, i) => complete(h.b, tokens[i]!, `race-${i}-0001`, totals[i])));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(error(r).code).toBe('price_changed');
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'FPFREEMEALS'));
    const uses = await db().select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code!.id));
    expect(uses.filter((u) => u.householdKey.includes('3400 main'))).toHaveLength(1);
    for (const [i, h] of households.entries()) {
      const charged = (await rowsFor(h.clientId)).payments;
      expect(charged).toHaveLength(results[i]!.statusCode === 200 ? 1 : 0);
    }
  });

  it('never gives a capped code more uses than its cap, whatever the households racing', async () => {
    await db()
      .insert(discountCodes)
      .values({
        code: 'LASTONE',
        rule: { type: 'fixed', amountCents: 1000 },
        nameEn: '$10 off',
        nameFr: '10 $ de rabais',
        maxUses: 1,
      });
    const households = await Promise.all(
      ['3500 Main Street', '3600 Main Street', '3700 Main Street'].map(async (street) => {
        const b = browser();
        expect((await b.post('/api/v1/signup/save_discount_code', { code: 'LASTONE' })).statusCode).toBe(200);
        await register(b);
        await deliverTo(b, street, '604-253-4567');
        return { b, clientId: await clientIdOf(b) };
      }),
    );
    const totals = await Promise.all(households.map(async (h) => (await summaryOf(h.b)).totalCents));
    const tokens = await Promise.all(households.map((h) => cardToken(h.b, VISA)));
    const results = await Promise.all(households.map((h, i) => complete(h.b, tokens[i]!, `cap-${i}-0001`, totals[i])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'LASTONE'));
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code!.id))).toHaveLength(
      1,
    );
  });
});

describe('an interrupted checkout', () => {
  it('is taken over within seconds once its process stops beating', async () => {
    const { b, clientId } = await readyToPay('en', '3800 Main Street');
    const token = await cardToken(b, VISA);
    // A claim left by a process that died mid-payment.
    await db()
      .update(signupProgress)
      .set({
        checkoutStatus: 'processing',
        checkoutKey: `signup:${clientId}:dead-0001`,
        checkoutHeartbeatAt: app().clock.now(),
      })
      .where(eq(signupProgress.clientId, clientId));
    app().clock.advance(10_000);
    const res = await complete(b, token, 'alive-0001');
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsFor(clientId)).orders).toHaveLength(1);
  });

  it('re-prices a household whose price changed since, voiding the old authorisation instead of reusing it', async () => {
    const { b, clientId } = await readyToPay('en', '3900 Main Street');
    const token = await cardToken(b, VISA);
    const before = await summaryOf(b);
    const crashed = await crashingOrders(() => complete(b, token, 'reprice-0001', before.totalCents));
    expect(crashed.statusCode).toBe(500);
    const [old] = (await rowsFor(clientId)).payments;
    expect(old).toMatchObject({ status: 'authorized', amountCents: before.totalCents });

    // The household brings a code meanwhile: the page shows the new total, and it pays that.
    expect((await b.post('/api/v1/signup/save_discount_code', { code: 'FRESH20' })).statusCode).toBe(200);
    const after = await summaryOf(b);
    expect(after.totalCents).not.toBe(before.totalCents);
    const done = await complete(b, token, 'reprice-0002', after.totalCents);
    expect(done.statusCode, done.body).toBe(200);

    const rows = await rowsFor(clientId);
    expect(rows.orders).toHaveLength(1);
    const live = rows.payments.filter((p) => p.status === 'authorized' || p.status === 'succeeded');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ amountCents: after.totalCents, id: rows.orders[0]!.paymentId });
    expect(rows.payments.find((p) => p.id === old!.id)!.status).toBe('voided');
    expect((await gatewayChargesFor(db(), old!.idempotencyKey))[0]!.status).toBe('voided');
  });

  it('leaves no authorisation behind: the reconciliation voids one no order took, once, and the household pays again', async () => {
    const { b, clientId } = await readyToPay('en', '4000 Main Street');
    const token = await cardToken(b, VISA);
    const { totalCents } = await summaryOf(b);
    await crashingOrders(() => complete(b, token, 'orphan-0001', totalCents));
    const [orphan] = (await rowsFor(clientId)).payments;

    // Too recent: a household may still be finishing it.
    expect(await app().app.services.reconcilePayments()).toEqual([]);
    app().clock.advance(11 * 60_000);
    const [reversed, again] = await Promise.all([
      app().app.services.reconcilePayments(),
      app().app.services.reconcilePayments(),
    ]);
    expect([...reversed, ...again]).toEqual([orphan!.id]);
    const [charge] = await gatewayChargesFor(db(), orphan!.idempotencyKey);
    expect(charge!.status).toBe('voided');

    const done = await complete(b, token, 'orphan-0002', totalCents);
    expect(done.statusCode, done.body).toBe(200);
    const rows = await rowsFor(clientId);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments.map((p) => p.status).sort()).toEqual(['authorized', 'voided']);
    app().clock.set(NOW);
  });
});
