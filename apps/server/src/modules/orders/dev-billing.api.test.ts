import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from './tables.ts';
import { signupSteps, signupTestApp } from '../signup/signup-test-helpers.ts';

// The development routes end-to-end tests reach a billed order with (late-additions.spec.ts):
// the weekly cycle's own cutoff and billing, run now on one order, without moving the clock.
const app = signupTestApp('2026-11-22T18:00:00Z');
const { readyToPay, cardToken, complete, browser } = signupSteps(app);
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';

const db = () => app().database.db;
const firstOrderOf = async (clientId: number) =>
  (await db().select().from(orders).where(eq(orders.clientId, clientId)))[0]!;

async function signedUp(street: string) {
  const { b, clientId } = await readyToPay('en', street);
  const res = await complete(b, await cardToken(b, VISA), `dev-billing-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return { b, clientId, order: await firstOrderOf(clientId) };
}

describe('the development billing routes', () => {
  it('bill one of the household’s own upcoming orders now, at the time it is, through the weekly cycle', async () => {
    const h = await signedUp('6100 Main Street');
    expect(h.order.status).toBe('upcoming');
    const now = app().clock.now().toISOString();
    const res = await h.b.post('/api/dev/orders/bill_now', { orderId: h.order.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: h.order.id, status: 'billed' });
    const billed = await firstOrderOf(h.clientId);
    expect(billed.status).toBe('billed');
    // The signup's payment is the order's: nothing charged twice, the clock did not move.
    expect(billed.paymentId).toBe(h.order.paymentId);
    expect(billed.totalCents).toBe(h.order.totalCents);
    expect(app().clock.now().toISOString()).toBe(now);
    // Asked again, nothing changes.
    const again = await h.b.post('/api/dev/orders/bill_now', { orderId: h.order.id });
    expect(again.json()).toEqual({ orderId: h.order.id, status: 'billed' });
  });

  it('another household’s order is not found and stays as it was; a visitor must sign in', async () => {
    const mine = await signedUp('6200 Main Street');
    const theirs = await signedUp('6300 Main Street');
    const res = await mine.b.post('/api/dev/orders/bill_now', { orderId: theirs.order.id });
    expect(res.statusCode).toBe(404);
    expect((await firstOrderOf(theirs.clientId)).status).toBe('upcoming');
    const visitor = await browser().post('/api/dev/orders/bill_now', { orderId: theirs.order.id });
    expect(visitor.statusCode).toBe(401);
  });

  it('put a tokenized test card on file for the signed-in household', async () => {
    const h = await signedUp('6400 Main Street');
    const res = await h.b.post('/api/dev/payments/card_on_file', { token: await cardToken(h.b, DECLINED) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app().app.services.money.paymentMethodFor(h.clientId))?.last4).toBe('0002');
  });

  it('create the coming weeks now for a household that just signed up', async () => {
    const h = await signedUp('6500 Main Street');
    const before = await db().select().from(orders).where(eq(orders.clientId, h.clientId));
    expect(before).toHaveLength(1);
    const res = await h.b.post('/api/dev/orders/generate', {});
    expect(res.statusCode, res.body).toBe(200);
    const after = await db().select().from(orders).where(eq(orders.clientId, h.clientId));
    expect(after.length).toBeGreaterThan(1);
    expect((await browser().post('/api/dev/orders/generate', {})).statusCode).toBe(401);
  });
});
