import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Browser } from './harness.ts';
import { signupSteps, type signupTestApp } from '../src/modules/signup/signup-test-helpers.ts';
import { payments } from '../src/modules/money/tables.ts';
import { orders } from '../src/modules/orders/tables.ts';

/** How one gateway saves a card, and how the household passes its bank's confirmation. */
export interface ConfirmingGateway {
  /** A saved-card token for the household of `b`: 'ok' pays, 'confirm' is held for 3-D Secure. */
  card(b: Browser, kind: 'ok' | 'confirm'): Promise<string>;
  /** The household passes the bank's step for the confirmation the server answered. */
  confirm(b: Browser, confirmation: Record<string, unknown>): Promise<void>;
  /** How many charges the gateway holds for the household's charges under this key. */
  charges(key: string): Promise<number>;
}

/**
 * The cases of confirming a held charge (decision 051), the same for every gateway: the order
 * is billed by that very charge once, nothing is charged again, another household gets 404.
 */
export function paymentConfirmationCases(
  app: ReturnType<typeof signupTestApp>,
  gateway: () => ConfirmingGateway,
  start: string,
) {
  beforeEach(() => app().clock.set(start));
  const { readyToPay, complete } = signupSteps(app);
  const db = () => app().database.db;
  const services = () => app().app.services;

  /** A household whose second week failed because its bank wants the charge confirmed. */
  async function heldWeek(street: string) {
    const { b, clientId } = await readyToPay('en', street);
    const res = await complete(b, await gateway().card(b, 'ok'), `confirm-${clientId}`);
    expect(res.statusCode, res.body).toBe(200);
    await services().money.savePaymentMethod(clientId, await gateway().card(b, 'confirm'));
    await services().orders.generate();
    const second = (
      await db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate))
    )[1]!;
    app().clock.set(new Date(second.cutoffAt.getTime() + 1000));
    expect(await services().orders.cutoff(second.id)).toBe('locked');
    await services().orders.billDue();
    const [failed] = await db().select().from(orders).where(eq(orders.id, second.id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    return { b, clientId, orderId: second.id };
  }

  const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (clientId: number) => db().select().from(payments).where(eq(payments.clientId, clientId));

  it('bills the week by the very charge the household confirmed, once, with one payment', async () => {
    const { b, clientId, orderId } = await heldWeek('6410 Main Street');
    const started = await b.post('/api/v1/orders/payment_confirmation/start', { orderId });
    expect(started.statusCode, started.body).toBe(200);
    await gateway().confirm(b, started.json());

    const finished = await b.post('/api/v1/orders/payment_confirmation/finish', { orderId });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toEqual({ status: 'billed', failureCode: null });
    const billed = await order(orderId);
    expect(billed).toMatchObject({ status: 'billed', failureCode: null, billAttempts: 1 });
    const [payment] = (await paymentsOf(clientId)).filter((p) => p.id === billed.paymentId);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: billed.totalCents,
      idempotencyKey: `order:${orderId}:bill:1`,
    });
    expect(payment!.linkedAt).not.toBeNull();
    expect(await services().money.points.pendingBalance(clientId)).toBe(Math.floor(billed.totalCents / 100));

    // Again, and twice at once: the same answer, still one payment, nothing charged again.
    const before = await paymentsOf(clientId);
    const again = await Promise.all(
      [1, 2, 3].map(() => b.post('/api/v1/orders/payment_confirmation/finish', { orderId })),
    );
    for (const res of again) expect(res.json()).toEqual({ status: 'billed', failureCode: null });
    expect(await paymentsOf(clientId)).toEqual(before);
    expect(await gateway().charges(`order:${orderId}:bill:1`)).toBe(1);
    expect(await gateway().charges(`order:${orderId}:bill:2`)).toBe(0);
    expect(await services().money.points.pendingBalance(clientId)).toBe(Math.floor(billed.totalCents / 100));
    // Nothing is left to confirm.
    expect((await b.post('/api/v1/orders/payment_confirmation/start', { orderId })).statusCode).toBe(422);
  });

  it('records one payment when confirmations finish at the same moment', async () => {
    const { b, clientId, orderId } = await heldWeek('6420 Main Street');
    await gateway().confirm(b, (await b.post('/api/v1/orders/payment_confirmation/start', { orderId })).json());
    const all = await Promise.all(
      [1, 2, 3, 4].map(() => b.post('/api/v1/orders/payment_confirmation/finish', { orderId })),
    );
    for (const res of all) expect(res.json()).toEqual({ status: 'billed', failureCode: null });
    const succeeded = (await paymentsOf(clientId)).filter((p) => p.idempotencyKey === `order:${orderId}:bill:1`);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ status: 'succeeded' });
    expect(await services().money.points.pendingBalance(clientId)).toBe(
      Math.floor((await order(orderId)).totalCents / 100),
    );
  });

  it('leaves the week failed with its reason, and charges nothing, while the household has not confirmed', async () => {
    const { b, clientId, orderId } = await heldWeek('6430 Main Street');
    const before = await order(orderId);
    const payments = await paymentsOf(clientId);
    expect((await b.post('/api/v1/orders/payment_confirmation/start', { orderId })).statusCode).toBe(200);
    const finished = await b.post('/api/v1/orders/payment_confirmation/finish', { orderId });
    expect(finished.json()).toEqual({ status: 'failed', failureCode: 'authentication_required' });
    expect(await order(orderId)).toEqual(before);
    expect(await paymentsOf(clientId)).toEqual(payments);
    expect(await gateway().charges(`order:${orderId}:bill:2`)).toBe(0);
  });

  it("answers 404 for another household's order, and changes nothing", async () => {
    const { b: owner, orderId } = await heldWeek('6440 Main Street');
    const { b: other } = await heldWeek('6450 Main Street');
    const before = await order(orderId);
    expect((await other.post('/api/v1/orders/payment_confirmation/start', { orderId })).statusCode).toBe(404);
    await gateway().confirm(owner, (await owner.post('/api/v1/orders/payment_confirmation/start', { orderId })).json());
    expect((await other.post('/api/v1/orders/payment_confirmation/finish', { orderId })).statusCode).toBe(404);
    expect(await order(orderId)).toEqual(before);
  });
}
