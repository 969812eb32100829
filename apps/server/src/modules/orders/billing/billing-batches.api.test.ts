import { asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayChargesFor } from '../../../../test/fixtures.ts';
import type { Limiter } from '../../../jobs/limiter.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { payments } from '../../money/tables.ts';
import { orders } from '../tables.ts';

// Decision 028: billing claims orders in batches, commits their pending payments before calling
// the gateway and records the whole batch in one transaction. These are the failure modes a
// batch adds to one order's billing (weekly-cycle.api.test.ts covers the one-order cases).
const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete, browser } = signupSteps(app);
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const CONFIRM_WITH_BANK = '4000002760003184';

const db = () => app().database.db;
const services = () => app().app.services;
const cycle = () => services().orders;

async function household(street: string, card = VISA) {
  const { b, clientId } = await readyToPay('en', street);
  const res = await complete(b, await cardToken(b, VISA), `batches-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  if (card !== VISA) await services().money.savePaymentMethod(clientId, await cardToken(browser(), card));
  return clientId;
}

/** The second order of each household (the first generated one), locked at its cutoff. */
async function lockedSecondOrders(clientIds: number[]) {
  await cycle().generate();
  const seconds = [];
  for (const clientId of clientIds) {
    const rows = await db()
      .select()
      .from(orders)
      .where(eq(orders.clientId, clientId))
      .orderBy(asc(orders.deliveryDate));
    seconds.push(rows[1]!);
  }
  const last = Math.max(...seconds.map((o) => o.cutoffAt.getTime()));
  app().clock.set(new Date(last + 1000));
  for (const o of seconds) expect(await cycle().cutoff(o.id)).toBe('locked');
  return seconds.map((o) => o.id);
}

const ordersById = async (ids: number[]) =>
  new Map((await db().select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o]));

describe('billing in batches', () => {
  it('bills the orders of one batch that succeed and fails the one declined, each in its own state', async () => {
    const ok1 = await household('6100 Main Street');
    const bad = await household('6200 Main Street', DECLINED);
    const ok2 = await household('6300 Main Street');
    const ids = await lockedSecondOrders([ok1, bad, ok2]);

    await cycle().billDue({ batchSize: 50 });
    const after = await ordersById(ids);
    const [a, declined, c] = ids.map((id) => after.get(id)!);
    for (const billed of [a!, c!]) {
      expect(billed).toMatchObject({ status: 'billed', billAttempts: 1, failureCode: null, nextBillAt: null });
      const [payment] = await db().select().from(payments).where(eq(payments.id, billed.paymentId!));
      expect(payment).toMatchObject({ status: 'succeeded', amountCents: billed.totalCents });
      expect(payment!.linkedAt).not.toBeNull();
      expect(await services().money.points.pendingBalance(billed.clientId)).toBe(Math.floor(billed.totalCents / 100));
    }
    expect(declined).toMatchObject({
      status: 'failed',
      billAttempts: 1,
      failureCode: 'card_declined',
      paymentId: null,
    });
    expect(declined!.nextBillAt!.getTime()).toBeGreaterThan(app().clock.now().getTime());
    expect(await services().money.points.pendingBalance(bad)).toBe(0);
    const client = await services().clients.find(bad);
    const dunning = (await services().mail.latest(10, client!.email)).filter(
      (m) => m.template === 'order_payment_failed',
    );
    expect(dunning).toHaveLength(1);
    for (const id of ids) expect(await gatewayChargesFor(db(), `order:${id}:bill:1`)).toHaveLength(1);

    // Running again changes nothing: the billed are done, the declined one waits for its retry.
    const again = await cycle().billDue();
    expect(again.billed + again.failed + again.gave_up).toBe(0);
    expect(await ordersById(ids)).toEqual(after);
  });

  it('fails an order whose bank wants the charge confirmed with that reason, and never retries it blindly', async () => {
    const clientId = await household('6150 Main Street', CONFIRM_WITH_BANK);
    const [id] = await lockedSecondOrders([clientId]);
    await cycle().billDue();
    const failed = (await ordersById([id!])).get(id!)!;
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'authentication_required', nextBillAt: null });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `order:${id}:bill:1`));
    expect(payment).toMatchObject({ status: 'declined', declineCode: 'authentication_required' });

    // A day later nothing was charged again off-session: the household confirms first.
    app().clock.set(new Date(app().clock.now().getTime() + 24 * 60 * 60_000));
    await cycle().billDue();
    expect(await gatewayChargesFor(db(), `order:${id}:bill:2`)).toHaveLength(0);
    expect((await ordersById([id!])).get(id!)).toEqual(failed);
  });

  it('after a crash between the batch’s pending payments and the gateway, the reconciliation charges and links each once', async () => {
    const clients = [
      await household('6400 Main Street'),
      await household('6500 Main Street'),
      await household('6600 Main Street'),
    ];
    const ids = await lockedSecondOrders(clients);
    const p = services().money;
    const chargeMany = p.chargeMany;
    // The process dies once the pending rows are committed, before any gateway call.
    const crash: Limiter = () => {
      throw new Error('simulated crash');
    };
    p.chargeMany = (requests) => chargeMany(requests, crash);
    try {
      await expect(cycle().billDue()).rejects.toThrow('simulated crash');
    } finally {
      p.chargeMany = chargeMany;
    }
    const keys = ids.map((id) => `order:${id}:bill:1`);
    const pending = await db().select().from(payments).where(inArray(payments.idempotencyKey, keys));
    expect(pending.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    for (const key of keys) expect(await gatewayChargesFor(db(), key)).toHaveLength(0);
    // Claimed by the dead worker: no other billing run takes them before the claim runs out.
    expect((await cycle().billDue()).billed).toBe(0);

    app().clock.advance(11 * 60_000);
    await services().reconcilePayments();
    await services().reconcilePayments();
    const after = await ordersById(ids);
    for (const [i, id] of ids.entries()) {
      const order = after.get(id)!;
      expect(order).toMatchObject({ status: 'billed', billAttempts: 1 });
      const [payment] = await db().select().from(payments).where(eq(payments.idempotencyKey, keys[i]!));
      expect(payment).toMatchObject({ id: order.paymentId, status: 'succeeded' });
      expect(payment!.linkedAt).not.toBeNull();
      expect(await gatewayChargesFor(db(), keys[i]!)).toHaveLength(1);
      expect(await services().money.points.pendingBalance(order.clientId)).toBe(Math.floor(order.totalCents / 100));
    }
  });

  it('after a crash between the gateway’s charges and the batch’s commit, each order is billed once, later', async () => {
    const clients = [await household('6700 Main Street'), await household('6800 Main Street')];
    const ids = await lockedSecondOrders(clients);
    const p = services().money;
    const linkMany = p.linkMany;
    p.linkMany = async () => {
      throw new Error('simulated crash');
    };
    try {
      await expect(cycle().billDue()).rejects.toThrow('simulated crash');
    } finally {
      p.linkMany = linkMany;
    }
    expect([...(await ordersById(ids)).values()].map((o) => o.status)).toEqual(['locked', 'locked']);

    // The claim runs out before the reconciliation's ten minutes: the next billing run takes them
    // and the gateway answers each key with the charge it made.
    app().clock.advance(6 * 60_000);
    expect((await cycle().billDue()).billed).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const order = (await ordersById([id])).get(id)!;
      expect(order.status).toBe('billed');
      expect(await gatewayChargesFor(db(), `order:${id}:bill:1`)).toHaveLength(1);
    }
    app().clock.advance(11 * 60_000);
    expect(await services().reconcilePayments()).toEqual([]);
  });
});
