import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getAccountIndex,
  getPaymentHistory,
  getSettingsPayment,
  PAYMENT_HISTORY_PAGE_SIZE,
  updateSettingsCard,
} from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import type { Browser } from '../../../test/harness.ts';
import { emailOutbox } from '../mail/tables.ts';
import { paymentMethods, payments } from '../money/tables.ts';
import { orders } from '../orders/tables.ts';
import { signupSteps, signupTestApp } from '../signup/signup-test-helpers.ts';

// SPEC.md §2 /settings/payment and /settings/PaymentHistory, §7 settings_payment/*, §8 "Card could not be charged".
const app = signupTestApp('2026-11-22T18:00:00Z');
const { readyToPay, cardToken, complete, browser } = signupSteps(app);
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const NO_FUNDS = '4000000000009995';
const PASSWORD = 'kale-and-salmon-42';

const db = () => app().database.db;
const services = () => app().app.services;
const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

let street = 7000;
/**
 * A household past the settings password dialog whose second week failed its payment at cutoff
 * on a declined card, which stays on file (as the English demo household's).
 */
async function householdWithFailedWeek(locale: 'en' | 'fr' = 'en') {
  street += 10;
  const { b, clientId } = await readyToPay(locale, `${street} Main Street`);
  expect((await complete(b, await cardToken(b, VISA), `pay-settings-${clientId}`)).statusCode).toBe(200);
  await services().orders.generate();
  const client = (await services().clients.find(clientId))!;
  const reauth = await b.post('/api/v1/reauthentications/create', { email: client.email, password: PASSWORD });
  expect(reauth.statusCode, reauth.body).toBe(200);
  await b.post('/api/dev/payments/card_on_file', { token: await cardToken(b, DECLINED) });
  const week = (
    await db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate))
  )[1]!;
  const billed = await b.post('/api/dev/orders/bill_now', { orderId: week.id });
  expect(billed.json()).toMatchObject({ status: 'failed' });
  return { b, clientId, week: await row(week.id), email: client.email };
}

async function show(b: Browser) {
  const res = await b.get('/api/v1/settings_payment/show');
  expect(res.statusCode, res.body).toBe(200);
  return getSettingsPayment.output.parse(res.json());
}

const paymentsOfOrder = (orderId: number) =>
  db()
    .select()
    .from(payments)
    .where(like(payments.idempotencyKey, `order:${orderId}:bill:%`));

describe('the payment settings', () => {
  it('show the card on file and warn that the last charge failed, with the week waiting for payment', async () => {
    const h = await householdWithFailedWeek();
    const data = await show(h.b);
    expect(data.method).toMatchObject({ kind: 'card', brand: 'visa', last4: '0002' });
    expect(data.warning).toBe('last_charge_failed');
    expect(data.failedWeeks).toEqual([
      { orderId: h.week.id, deliveryDate: h.week.deliveryDate, totalCents: h.week.totalCents },
    ]);
  });

  it('keep the card before when the new one cannot pay the failed week, and say so in the household’s language', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const h = await householdWithFailedWeek(locale);
      const res = await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, NO_FUNDS) });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('payment_declined');
      expect(res.json().error.message).toMatch(locale === 'en' ? /Payment failed/ : /paiement/i);
      expect((await show(h.b)).method).toMatchObject({ last4: '0002' });
      const after = await row(h.week.id);
      expect(after.status).toBe('failed');
      // The attempt was billing's next one, with its own key, declined once; the retries go on.
      expect(after.billAttempts).toBe(h.week.billAttempts + 1);
      expect(after.nextBillAt).not.toBeNull();
      expect((await paymentsOfOrder(h.week.id)).map((p) => p.status)).toEqual(['declined', 'declined']);
    }
  });

  it('bill the failed week at once on a good new card, exactly once however often it is sent', async () => {
    const h = await householdWithFailedWeek();
    const token = await cardToken(h.b, VISA);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.b.post('/api/v1/settings_payment/update_card', { token })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const billed = answers.flatMap((r) => updateSettingsCard.output.parse(r.json()).billed);
    expect(billed).toEqual([{ orderId: h.week.id, deliveryDate: h.week.deliveryDate, totalCents: h.week.totalCents }]);
    const after = await row(h.week.id);
    expect(after.status).toBe('billed');
    const succeeded = (await paymentsOfOrder(h.week.id)).filter((p) => p.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amountCents).toBe(h.week.totalCents);
    const data = await show(h.b);
    expect(data).toMatchObject({ method: { last4: '4242' }, warning: null, failedWeeks: [] });
  });

  it('still warn about a week billing gave up on (past its deadline), which a new card does not pay', async () => {
    const h = await householdWithFailedWeek();
    await db().update(orders).set({ nextBillAt: null }).where(eq(orders.id, h.week.id));
    const data = await show(h.b);
    expect(data).toMatchObject({ warning: 'last_charge_failed', failedWeeks: [] });
    const res = await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, VISA) });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateSettingsCard.output.parse(res.json()).billed).toEqual([]);
    expect((await row(h.week.id)).status).toBe('failed');
    expect((await paymentsOfOrder(h.week.id)).map((p) => p.status)).toEqual(['declined']);
  });

  it('refuse a token the gateway does not know, changing nothing', async () => {
    const h = await householdWithFailedWeek();
    const res = await h.b.post('/api/v1/settings_payment/update_card', { token: 'tok_nothing' });
    expect(res.statusCode).toBe(422);
    expect((await show(h.b)).method).toMatchObject({ last4: '0002' });
    expect((await row(h.week.id)).billAttempts).toBe(h.week.billAttempts);
  });

  it('answer only after the password dialog; a visitor must sign in', async () => {
    const { b } = await readyToPay('en', `${(street += 10)} Main Street`);
    expect((await b.get('/api/v1/settings_payment/show')).statusCode).toBe(403);
    expect((await b.post('/api/v1/settings_payment/update_card', { token: 'tok_x' })).statusCode).toBe(403);
    expect((await browser().get('/api/v1/settings_payment/show')).statusCode).toBe(401);
    expect((await browser().get('/api/v1/settings_payment/payment_history')).statusCode).toBe(401);
  });
});

describe('the payment history and receipts', () => {
  it('list every charge with its delivery date, newest first, a page at a time', async () => {
    const h = await householdWithFailedWeek();
    await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, VISA) });
    const res = await h.b.get('/api/v1/settings_payment/payment_history');
    expect(res.statusCode, res.body).toBe(200);
    const history = getPaymentHistory.output.parse(res.json());
    expect(history.page).toBe(1);
    expect(history.entries[0]).toMatchObject({
      kind: 'order',
      deliveryDate: h.week.deliveryDate,
      amountCents: h.week.totalCents,
    });
    expect(history.entries.length).toBeLessThanOrEqual(PAYMENT_HISTORY_PAGE_SIZE);
    const beyond = getPaymentHistory.output.parse(
      (await h.b.get(`/api/v1/settings_payment/payment_history?page=${history.pages + 1}`)).json(),
    );
    expect(beyond.entries).toEqual([]);
  });

  it('e-mail one receipt per paid week in the range, in the household’s language, with the order’s total', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const h = await householdWithFailedWeek(locale);
      await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, VISA) });
      const res = await h.b.post('/api/v1/settings_payment/send_order_receipts', {
        from: h.week.deliveryDate,
        to: h.week.deliveryDate,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: 1 });
      const mails = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, h.email), eq(emailOutbox.template, 'order_receipt')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe(locale);
      expect(mails[0]!.textBody).toContain(formatMoney(h.week.totalCents, locale));
      expect(mails[0]!.textBody).toContain('4242');
    }
  });

  it('refuse a range that ends before it starts, sending nothing', async () => {
    const h = await householdWithFailedWeek();
    const res = await h.b.post('/api/v1/settings_payment/send_order_receipts', {
      from: '2026-12-10',
      to: '2026-12-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.to).toMatch(/end date/);
  });
});

describe('the promo code of the next order', () => {
  it('goes on the next order that still takes changes, priced with it; a bad code changes nothing; removed, it is gone', async () => {
    const h = await householdWithFailedWeek();
    const next = (
      await db().select().from(orders).where(eq(orders.clientId, h.clientId)).orderBy(asc(orders.deliveryDate))
    ).find((o) => o.status === 'upcoming' && o.paymentId === null)!;
    const applied = await h.b.post('/api/v1/settings_payment/apply', { code: 'nextweek15' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(getSettingsPayment.output.parse(applied.json()).promo).toEqual({
      code: 'NEXTWEEK15',
      name: '$15 off your next order',
      deliveryDate: next.deliveryDate,
    });
    const priced = await row(next.id);
    expect(priced.discountCents).toBe(next.discountCents + 1500);
    expect(priced.version).toBeGreaterThan(next.version);
    // Applied again, twenty times at once, it is still one use on one order.
    const again = await Promise.all(
      Array.from({ length: 20 }, () => h.b.post('/api/v1/settings_payment/apply', { code: 'NEXTWEEK15' })),
    );
    for (const res of again) expect(res.statusCode, res.body).toBe(200);
    expect((await row(next.id)).discountCents).toBe(priced.discountCents);

    const expired = await h.b.post('/api/v1/settings_payment/apply', { code: 'EXPIRED10' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: 'invalid_code',
      message: 'Invalid code: this code has expired.',
    });
    expect((await show(h.b)).promo?.code).toBe('NEXTWEEK15');
    expect((await row(next.id)).totalCents).toBe(priced.totalCents);

    const removed = await h.b.post('/api/v1/settings_payment/invalidate', {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(getSettingsPayment.output.parse(removed.json()).promo).toBeNull();
    expect((await row(next.id)).totalCents).toBe(next.totalCents);
  });

  it('says so in French when the code is unknown', async () => {
    const h = await householdWithFailedWeek('fr');
    const res = await h.b.post('/api/v1/settings_payment/apply', { code: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Code invalide/);
  });
});

describe('the account home’s payment warning', () => {
  const index = async (b: Browser) => getAccountIndex.output.parse((await b.get('/api/v1/account/index')).json());

  it('says the last charge failed until a new card pays, then is offered again for the next problem', async () => {
    const h = await householdWithFailedWeek();
    expect((await index(h.b)).paymentWarning).toBe('last_charge_failed');
    await h.b.post('/api/v1/account/dismiss_payment_method_warning', {});
    expect((await index(h.b)).dismissed.payment_method_warning).toBe(true);
    await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, VISA) });
    const after = await index(h.b);
    expect(after.paymentWarning).toBeNull();
    expect(after.dismissed.payment_method_warning).toBe(false);
  });

  it('warns when the card expires before the next charge', async () => {
    const h = await householdWithFailedWeek();
    await h.b.post('/api/v1/settings_payment/update_card', { token: await cardToken(h.b, VISA) });
    // The card on file runs out at the end of this month (November 2026); the next cutoff is later.
    await db()
      .update(paymentMethods)
      .set({ expMonth: 11, expYear: 2026 })
      .where(and(eq(paymentMethods.clientId, h.clientId), eq(paymentMethods.isDefault, true)));
    expect((await index(h.b)).paymentWarning).toBe('expires_before_next_charge');
    expect((await show(h.b)).warning).toBe('expires_before_next_charge');
  });
});
