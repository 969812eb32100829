import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getOrderData, getUpcomingOrderIds } from '@fp/contracts';
import { REGION_TIME_ZONES, zonedTimeToInstant } from '@fp/domain';
import { gatewayChargesFor } from '../../../../test/fixtures.ts';
import { appJobs } from '../../../app-jobs.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { collectingLog } from '../../../jobs/test-log.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { payments } from '../../money/tables.ts';
import { subscriptions } from '../../subscription/tables.ts';
import { orderItems, orders } from '../tables.ts';

// A Sunday in Vancouver: the first delivery offered is the next week's.
const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
// Each test starts at the same moment; orders made earlier keep whatever state they reached.
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete, browser } = signupSteps(app);
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const db = () => app().database.db;
const services = () => app().app.services;
const cycle = () => services().orders;

async function subscribedHousehold(locale: 'en' | 'fr' = 'en', street = '5400 Main Street') {
  const { b, clientId } = await readyToPay(locale, street);
  const res = await complete(b, await cardToken(b, VISA), `weekly-cycle-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
  return { b, clientId, subscriptionId: sub!.id };
}

const ordersOf = (clientId: number) =>
  db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));

const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

/** Moves the test clock to just after an order's cutoff. */
function pastCutoffOf(o: { cutoffAt: Date }) {
  app().clock.set(new Date(o.cutoffAt.getTime() + 1000));
}

function runner() {
  const log = collectingLog();
  return createJobRunner({ db: db(), clock: app().clock, log, definitions: appJobs(services()) });
}

async function setCard(clientId: number, number: string) {
  const b = browser();
  await services().money.savePaymentMethod(clientId, await cardToken(b, number));
}

describe('weekly order generation', () => {
  it('gives every active subscription one order per week over the horizon, once; paused and closed get none', async () => {
    const active = await subscribedHousehold();
    const paused = await subscribedHousehold('en', '4100 Main Street');
    const closed = await subscribedHousehold('fr', '4200 Main Street');
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, paused.subscriptionId));
    await db().update(subscriptions).set({ status: 'closed' }).where(eq(subscriptions.id, closed.subscriptionId));

    // A dry run lists what a run would create and writes nothing.
    const preview = await cycle().generate({ dryRun: true });
    const previewed = preview.flatMap((w) => w.orders ?? []);
    expect(previewed.filter((o) => o.subscriptionId === active.subscriptionId)).toHaveLength(3);
    expect(previewed.filter((o) => o.clientId === paused.clientId || o.clientId === closed.clientId)).toEqual([]);
    expect(await ordersOf(active.clientId)).toHaveLength(1);

    const first = await cycle().generate();
    expect(first.reduce((s, w) => s + w.created, 0)).toBeGreaterThanOrEqual(3);
    const rows = await ordersOf(active.clientId);
    // The signup's first order and the three weeks after it: four upcoming deliveries, a week apart.
    expect(rows).toHaveLength(4);
    for (let i = 1; i < rows.length; i += 1) {
      expect(Date.parse(rows[i]!.deliveryDate) - Date.parse(rows[i - 1]!.deliveryDate)).toBe(7 * DAY);
      expect(rows[i]!.status).toBe('upcoming');
      // The region's stored rule (decision 025), the same one signup and every screen use.
      expect(rows[i]!.cutoffAt).toEqual(await services().delivery.cutoffFor(rows[i]!.province, rows[i]!.deliveryDate));
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, rows[i]!.id));
      // Vegetarian, 2 people × 3 recipes, auto-picked from that week's menu.
      expect(items).toHaveLength(3);
      expect(items.every((it) => it.quantity === 2)).toBe(true);
      expect(rows[i]!.totalCents).toBeGreaterThan(0);
    }
    expect(previewed.filter((o) => o.subscriptionId === active.subscriptionId).map((o) => o.deliveryDate)).toEqual(
      rows.slice(1).map((r) => r.deliveryDate),
    );
    expect(await ordersOf(paused.clientId)).toHaveLength(1);
    expect(await ordersOf(closed.clientId)).toHaveLength(1);

    // Re-running creates nothing.
    const again = await cycle().generate();
    expect(again.reduce((s, w) => s + w.created, 0)).toBe(0);
    expect(await ordersOf(active.clientId)).toHaveLength(4);
  });

  it('applies a plan change to the weeks generated after it and never to an order that exists', async () => {
    const h = await subscribedHousehold('en', '4300 Main Street');
    await cycle().generate({ weeks: 3 });
    const before = await ordersOf(h.clientId);
    const itemsBefore = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, before.at(-1)!.id));
    await db()
      .update(subscriptions)
      .set({ recipesPerWeek: 4, version: sql`${subscriptions.version} + 1` })
      .where(eq(subscriptions.id, h.subscriptionId));
    expect((await cycle().generate({ weeks: 3 })).reduce((s, w) => s + w.created, 0)).toBe(0);
    expect(await ordersOf(h.clientId)).toEqual(before);
    expect(
      await db()
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, before.at(-1)!.id)),
    ).toEqual(itemsBefore);

    // A longer horizon reaches one more week: that order follows the new plan.
    await cycle().generate({ weeks: 4 });
    const after = await ordersOf(h.clientId);
    const added = after.filter((o) => !before.some((b) => b.id === o.id));
    expect(added).toHaveLength(1);
    const newItems = await db().select().from(orderItems).where(eq(orderItems.orderId, added[0]!.id));
    expect(newItems).toHaveLength(4);
  });
});

describe('cutoff and billing', () => {
  it('locks the first order at its cutoff, captures the signup authorisation and awards pending points', async () => {
    const h = await subscribedHousehold('en', '4400 Main Street');
    const [first] = await ordersOf(h.clientId);
    expect(first!.status).toBe('upcoming');
    app().clock.set(new Date(first!.cutoffAt.getTime() - 1000));
    await cycle().runCutoffs();
    expect((await order(first!.id)).status).toBe('upcoming');

    pastCutoffOf(first!);
    await cycle().runCutoffs();
    const locked = await order(first!.id);
    expect(locked.status).toBe('locked');
    // The API shows it as no longer editable.
    const data = getOrderData.output.parse((await h.b.get(`/api/v1/orders/order_data?orderId=${first!.id}`)).json());
    expect(data).toMatchObject({ id: first!.id, status: 'locked', editable: false });

    await runner().runDue();
    const billed = await order(first!.id);
    expect(billed.status).toBe('billed');
    const [payment] = await db().select().from(payments).where(eq(payments.id, billed.paymentId!));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: billed.totalCents });
    expect(payment!.linkedAt).not.toBeNull();
    expect(await services().money.points.pendingBalance(h.clientId)).toBe(Math.floor(billed.totalCents / 100));
  });

  it('fails a declined order with the reason in the client’s language, e-mails them, retries, and bills it once the card works', async () => {
    const h = await subscribedHousehold('fr', '4500 Main Street');
    await cycle().generate();
    const [, second] = await ordersOf(h.clientId);
    await setCard(h.clientId, DECLINED);
    pastCutoffOf(second!);
    await cycle().runCutoffs();
    await runner().runDue();
    const failed = await order(second!.id);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'card_declined', billAttempts: 1 });
    expect(failed.nextBillAt).not.toBeNull();

    const data = getOrderData.output.parse((await h.b.get(`/api/v1/orders/order_data?orderId=${second!.id}`)).json());
    expect(data.status).toBe('failed');
    expect(data.statusMessage).toContain('refusée');

    const client = await services().clients.find(h.clientId);
    const mails = await services().mail.latest(10, client!.email);
    const dunning = mails.find((m) => m.template === 'order_payment_failed');
    expect(dunning?.subject).toBe("Votre paiement n'est pas passé");
    expect(dunning?.textBody).toContain('/fr/');

    // Still declined at the first retry: a second attempt, no second e-mail.
    app().clock.set(new Date(failed.nextBillAt!.getTime() + 1000));
    await runner().runDue();
    const again = await order(second!.id);
    expect(again).toMatchObject({ status: 'failed', billAttempts: 2 });

    await setCard(h.clientId, VISA);
    app().clock.set(new Date(again.nextBillAt!.getTime() + 1000));
    await runner().runDue();
    const billed = await order(second!.id);
    expect(billed).toMatchObject({ status: 'billed', billAttempts: 3, failureCode: null });
    expect(await gatewayChargesFor(db(), `order:${second!.id}:bill:3`)).toHaveLength(1);
    const sent = (await services().mail.latest(10, client!.email)).filter((m) => m.template === 'order_payment_failed');
    expect(sent).toHaveLength(1);
  });

  it('two workers billing the same order at once charge it once', async () => {
    const h = await subscribedHousehold('en', '4600 Main Street');
    await cycle().generate();
    const [, second] = await ordersOf(h.clientId);
    pastCutoffOf(second!);
    await cycle().cutoff(second!.id);
    const outcomes = await Promise.all([cycle().bill(second!.id), cycle().bill(second!.id)]);
    expect(outcomes.filter((o) => o === 'billed')).toHaveLength(1);
    expect(await gatewayChargesFor(db(), `order:${second!.id}:bill:1`)).toHaveLength(1);
    // The job the cutoff enqueued finds it billed and does nothing more.
    await runner().runDue();
    const rows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.clientId, h.clientId), eq(payments.orderRef, `order:${second!.id}`)));
    expect(rows).toHaveLength(1);
    expect((await order(second!.id)).paymentId).toBe(rows[0]!.id);
  });

  it('after a crash between the charge and the commit, the reconciliation links the one charge once', async () => {
    const h = await subscribedHousehold('en', '4700 Main Street');
    await cycle().generate();
    const [, second] = await ordersOf(h.clientId);
    pastCutoffOf(second!);
    await cycle().cutoff(second!.id);
    // The batch's last transaction (orders, links, points) fails after the gateway charged.
    const p = services().money;
    const linkMany = p.linkMany;
    p.linkMany = async () => {
      throw new Error('simulated crash');
    };
    try {
      await expect(cycle().bill(second!.id)).rejects.toThrow('simulated crash');
    } finally {
      p.linkMany = linkMany;
    }
    expect((await order(second!.id)).status).toBe('locked');
    const key = `order:${second!.id}:bill:1`;
    expect(await gatewayChargesFor(db(), key)).toHaveLength(1);

    app().clock.advance(11 * 60_000);
    await services().reconcilePayments();
    const billed = await order(second!.id);
    expect(billed.status).toBe('billed');
    const [payment] = await db().select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(payment).toMatchObject({ id: billed.paymentId, status: 'succeeded' });
    expect(payment!.linkedAt).not.toBeNull();
    expect(await gatewayChargesFor(db(), key)).toHaveLength(1);
  });

  it('does not charge or deliver an order under the minimum, and says why', async () => {
    const h = await subscribedHousehold('en', '4800 Main Street');
    await cycle().generate();
    const [, second] = await ordersOf(h.clientId);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, second!.id));
    for (const it of items.slice(1)) await db().delete(orderItems).where(eq(orderItems.id, it.id));
    pastCutoffOf(second!);
    expect(await cycle().cutoff(second!.id)).toBe('below_minimum');
    await runner().runDue();
    expect((await order(second!.id)).status).toBe('below_minimum');
    expect(await gatewayChargesFor(db(), `order:${second!.id}:bill:1`)).toHaveLength(0);
    const data = getOrderData.output.parse((await h.b.get(`/api/v1/orders/order_data?orderId=${second!.id}`)).json());
    expect(data.statusMessage).toContain('$59.00');
  });

  it('locks each order at its own cutoff across both daylight-saving changes', async () => {
    const h = await subscribedHousehold('en', '4900 Main Street');
    const [first] = await ordersOf(h.clientId);
    // Ontario deliveries around each change (British Columbia keeps daylight time from November
    // 2026 on): the cutoff is 23:59:59 local time five days before the delivery.
    const cases = [
      { date: '2027-03-14', utc: '2027-03-10T04:59:59.000Z' }, // EST at the cutoff, EDT on delivery day
      { date: '2027-03-21', utc: '2027-03-17T03:59:59.000Z' }, // EDT
      { date: '2027-11-07', utc: '2027-11-03T03:59:59.000Z' }, // EDT at the cutoff, EST on delivery day
      { date: '2027-11-14', utc: '2027-11-10T04:59:59.000Z' }, // EST
    ];
    for (const c of cases) {
      const cutoffAt = await services().delivery.cutoffFor('on', c.date);
      expect(cutoffAt.toISOString()).toBe(c.utc);
      const [row] = await db()
        .insert(orders)
        .values({
          ...first!,
          id: undefined,
          paymentId: null,
          province: 'on',
          deliveryDate: c.date,
          cutoffAt,
          position: 2,
        })
        .returning();
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, first!.id));
      await db()
        .insert(orderItems)
        .values(items.map(({ id: _id, ...it }) => ({ ...it, orderId: row!.id })));
      app().clock.set(new Date(Date.parse(c.utc) - 1000));
      await cycle().runCutoffs();
      expect((await order(row!.id)).status, c.date).toBe('upcoming');
      app().clock.set(new Date(Date.parse(c.utc) + 1000));
      await cycle().runCutoffs();
      expect((await order(row!.id)).status, c.date).toBe('locked');
    }
  });
});

describe('delivery and the orders API', () => {
  it('moves a billed order out for delivery with a text, then delivered with the bags and kits, and points become available', async () => {
    const h = await subscribedHousehold('fr', '5000 Main Street');
    const [first] = await ordersOf(h.clientId);
    pastCutoffOf(first!);
    await cycle().runCutoffs();
    await runner().runDue();
    expect((await order(first!.id)).status).toBe('billed');
    const zone = REGION_TIME_ZONES[first!.province];
    const windowStart = zonedTimeToInstant(first!.deliveryDate, `${first!.windowStarts}:00`, zone);
    app().clock.set(new Date(windowStart.getTime() + 1000));
    expect((await cycle().advanceDeliveries()).outForDelivery).toBeGreaterThanOrEqual(1);
    expect((await order(first!.id)).status).toBe('out_for_delivery');
    const texts = await services().notifier.latest(50);
    expect(texts.find((m) => m.reference === `order:${first!.id}:out-for-delivery`)?.body).toContain('en route');

    app().clock.advance(12 * HOUR);
    await cycle().advanceDeliveries();
    const delivered = await order(first!.id);
    expect(delivered).toMatchObject({ status: 'delivered', bagsLeft: 1, kitsLeft: 3 });
    expect(await services().money.points.pendingBalance(h.clientId)).toBe(0);
    expect(await services().money.points.availableBalance(h.clientId)).toBe(Math.floor(delivered.totalCents / 100));
  });

  it('lists only the signed-in household’s upcoming orders and answers 404 for anyone else’s', async () => {
    const a = await subscribedHousehold('en', '5100 Main Street');
    const other = await subscribedHousehold('en', '5200 Main Street');
    await cycle().generate();
    const ids = getUpcomingOrderIds.output.parse((await a.b.get('/api/v1/orders/upcoming_order_ids')).json()).orderIds;
    const mine = (await ordersOf(a.clientId)).map((o) => o.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => mine.includes(id))).toBe(true);
    const data = getOrderData.output.parse((await a.b.get(`/api/v1/orders/order_data?orderId=${ids[0]}`)).json());
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.totalCents).toBeGreaterThan(0);
    const [theirs] = await ordersOf(other.clientId);
    const res = await a.b.get(`/api/v1/orders/order_data?orderId=${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await a.b.get('/api/v1/orders/order_data?orderId=99999999')).statusCode).toBe(404);
    expect((await browser().get('/api/v1/orders/upcoming_order_ids')).statusCode).toBe(401);
  });
});
