import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billPatch, createPatch, LATE_ADDITION_MAX_HOLDING_ORDERS } from '@fp/contracts';
import { weekStartOf } from '@fp/domain';
import { gatewayChargesFor } from '../../../../test/fixtures.ts';
import { products } from '../../catalog/tables.ts';
import { paymentMethods, payments } from '../../money/tables.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { orderItems, orders } from '../tables.ts';
import { PATCH_HOLD_MS } from './late-additions.ts';
import { orderPatches } from './tables.ts';

// Issue 25: the units of unpaid late additions are held for one half hour per order, never renewed
// by creating the patch again or by asking to pay without paying; an order has one pending patch and
// a household holds units on a bounded number of orders.

const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete } = signupSteps(app);
const VISA = '4242424242424242';
const MINUTE = 60_000;

const db = () => app().database.db;
const services = () => app().app.services;
const late = () => services().orders.lateAdditions;

// Each test on its own market item, so what the job gives back of one test's patches is not counted in another's.
let items: number[] = [];
let item = 0;
beforeAll(async () => {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'market'), eq(products.soldOut, false)))
    .orderBy(products.id);
  items = rows.map((r) => r.id);
});
beforeEach(() => {
  item = items.shift()!;
  expect(item).toBeDefined();
});

/** Runs the release job; answers whether it gave back the units of the patch. */
async function jobReleases(patchId: number) {
  const before = await patchRow(patchId);
  await late().releaseExpiredHolds();
  return before.stockHeld && !(await patchRow(patchId)).stockHeld;
}

const patchRow = async (id: number) => (await db().select().from(orderPatches).where(eq(orderPatches.id, id)))[0]!;

async function signedUp(street: string, locale: 'en' | 'fr' = 'en') {
  const { b, clientId } = await readyToPay(locale, street);
  const res = await complete(b, await cardToken(b, VISA), `holds-household-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return { b, clientId };
}

/** Households whose first orders the weekly cycle billed (same week); the clock is then at their cutoff. */
async function billedHouseholds(...streets: string[]) {
  const signed = [];
  for (const street of streets) signed.push(await signedUp(street));
  const firsts = [];
  for (const s of signed) {
    const [first] = await db().select().from(orders).where(eq(orders.clientId, s.clientId)).orderBy(asc(orders.id));
    firsts.push(first!);
  }
  const cutoff = Math.max(...firsts.map((o) => o.cutoffAt.getTime()));
  app().clock.set(new Date(cutoff + 1000));
  await services().orders.runCutoffs();
  const out = [];
  for (const [i, s] of signed.entries()) {
    await services().orders.bill(firsts[i]!.id);
    const [order] = await db().select().from(orders).where(eq(orders.id, firsts[i]!.id));
    expect(order!.status).toBe('billed');
    out.push({ ...s, order: order! });
  }
  return out;
}

const stock = {
  set: (date: string, remaining: number) =>
    services().stock.setStock([{ productId: item, weekStart: weekStartOf(date), remaining }]),
  left: async (date: string) => (await services().stock.lowStock(weekStartOf(date))).get(item),
};

const one = (orderId: number, quantity = 1) => ({ orderId, items: [{ productId: item, quantity }] });

async function pendingPatchId(clientId: number, orderId: number, quantity = 1) {
  const created = await late().createPatch(clientId, one(orderId, quantity), 'en');
  if (created.status !== 'pending') throw new Error(`expected a pending patch, got ${created.status}`);
  return created.patch.id;
}

const patchesOf = (orderId: number) =>
  db().select().from(orderPatches).where(eq(orderPatches.orderId, orderId)).orderBy(asc(orderPatches.id));

describe('the hold of unpaid late additions', () => {
  it('creating the patch again never renews the hold: after the first half hour the job gives the last unit back and another household buys it', async () => {
    const [a, b] = await billedHouseholds('6100 Main Street', '6200 Main Street');
    expect(b!.order.deliveryDate).toBe(a!.order.deliveryDate);
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const start = app().clock.now().getTime();

    // Every few minutes, A opens the pay-now window again: each answer is a priced patch, the unit
    // stays A's, and there is only ever one pending patch for the order.
    const ids = [await pendingPatchId(a!.clientId, a!.order.id)];
    for (let minutes = 8; minutes < 30; minutes += 8) {
      app().clock.set(new Date(start + minutes * MINUTE));
      ids.push(await pendingPatchId(a!.clientId, a!.order.id));
      expect(await stock.left(date)).toBe(0);
      expect(await late().createPatch(b!.clientId, one(b!.order.id), 'en')).toMatchObject({ status: 'sold_out' });
    }
    const rows = await patchesOf(a!.order.id);
    expect(rows.map((r) => r.status)).toEqual([...ids.slice(1).map(() => 'replaced'), 'pending']);
    // The hold of the last one still ends half an hour after the first.
    expect(rows.at(-1)!.heldUntil.getTime()).toBe(start + PATCH_HOLD_MS);

    app().clock.set(new Date(start + PATCH_HOLD_MS + 1000));
    expect(await jobReleases(ids.at(-1)!)).toBe(true);
    expect(await stock.left(date)).toBe(1);
    // A tries again past its half hour: priced, but nothing held; B takes the unit and pays.
    const again = await pendingPatchId(a!.clientId, a!.order.id);
    expect(await stock.left(date)).toBe(1);
    const bPatch = await pendingPatchId(b!.clientId, b!.order.id);
    expect(await stock.left(date)).toBe(0);
    const paid = await late().billPatch(b!.clientId, { patchId: bPatch, idempotencyKey: 'b-buys-the-unit' }, 'en');
    expect(paid.status).toBe('billed');
    // A paying now is told it sold out, and is charged nothing.
    const answer = await late().billPatch(a!.clientId, { patchId: again, idempotencyKey: 'a-too-late' }, 'en');
    expect(answer).toEqual({ status: 'sold_out', soldOut: [{ productId: item, name: expect.any(String) }] });
    for (const id of [...ids, again]) expect(await gatewayChargesFor(db(), `patch:${id}`)).toHaveLength(0);
    expect(await stock.left(date)).toBe(0);
  });

  it('past the half hour but before the job ran, creating the patch again does not keep the unit from others', async () => {
    const [a, b] = await billedHouseholds('6300 Main Street', '6400 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const start = app().clock.now().getTime();
    await pendingPatchId(a!.clientId, a!.order.id);
    app().clock.set(new Date(start + PATCH_HOLD_MS + MINUTE));
    await pendingPatchId(a!.clientId, a!.order.id);
    expect(await stock.left(date)).toBe(1);
    await pendingPatchId(b!.clientId, b!.order.id);
    expect(await stock.left(date)).toBe(0);
  });

  it('asking to pay without a card keeps nothing longer', async () => {
    const [a] = await billedHouseholds('6500 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const start = app().clock.now().getTime();
    const id = await pendingPatchId(a!.clientId, a!.order.id);
    await db().update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.clientId, a!.clientId));
    app().clock.set(new Date(start + 20 * MINUTE));
    await expect(
      late().billPatch(a!.clientId, { patchId: id, idempotencyKey: 'no-card-key' }, 'en'),
    ).rejects.toMatchObject({ code: 'no_payment_method' });
    app().clock.set(new Date(start + PATCH_HOLD_MS + 1000));
    expect(await jobReleases(id)).toBe(true);
    expect(await stock.left(date)).toBe(1);
  });

  it('a card the gateway refuses for good: the refusal, and the units go back at once', async () => {
    const [a] = await billedHouseholds('6550 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const id = await pendingPatchId(a!.clientId, a!.order.id);
    // The saved card is no longer known to the gateway (a token it refuses).
    await db()
      .update(paymentMethods)
      .set({ gatewayRef: 'tok_unknown_to_the_gateway' })
      .where(eq(paymentMethods.clientId, a!.clientId));
    await expect(
      late().billPatch(a!.clientId, { patchId: id, idempotencyKey: 'refused-card' }, 'en'),
    ).rejects.toMatchObject({ status: 422 });
    expect(await patchRow(id)).toMatchObject({ status: 'declined', stockHeld: false });
    expect(await stock.left(date)).toBe(1);
  });

  it('a paid patch keeps its units exactly once; the job leaves them, and paying again adds nothing', async () => {
    const [a, b] = await billedHouseholds('6600 Main Street', '6700 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 2);
    const id = await pendingPatchId(a!.clientId, a!.order.id, 2);
    const first = await late().billPatch(a!.clientId, { patchId: id, idempotencyKey: 'paid-once' }, 'en');
    expect(first.status).toBe('billed');
    app().clock.advance(PATCH_HOLD_MS + 10 * MINUTE);
    expect(await jobReleases(id)).toBe(false);
    expect(await late().billPatch(a!.clientId, { patchId: id, idempotencyKey: 'paid-once' }, 'en')).toEqual(first);
    expect(await stock.left(date)).toBe(0);
    expect(await late().createPatch(b!.clientId, one(b!.order.id), 'en')).toMatchObject({ status: 'sold_out' });
    const items = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, a!.order.id), eq(orderItems.productId, item)));
    expect(items.map((i) => i.quantity)).toEqual([2]);
    expect(await gatewayChargesFor(db(), `patch:${id}`)).toHaveLength(1);
    // After a payment a new run starts: the household's next addition is held again.
    await stock.set(date, 1);
    await pendingPatchId(a!.clientId, a!.order.id);
    expect(await stock.left(date)).toBe(0);
  });

  it('a payment after the job gave the units back takes them again when they are still there, charged once', async () => {
    const [a] = await billedHouseholds('6800 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const id = await pendingPatchId(a!.clientId, a!.order.id);
    app().clock.advance(PATCH_HOLD_MS + 1000);
    expect(await jobReleases(id)).toBe(true);
    expect(await stock.left(date)).toBe(1);
    const paid = await late().billPatch(a!.clientId, { patchId: id, idempotencyKey: 'late-but-there' }, 'en');
    expect(paid.status).toBe('billed');
    expect(await stock.left(date)).toBe(0);
    expect(await gatewayChargesFor(db(), `patch:${id}`)).toHaveLength(1);
  });

  it('one pending patch per order: parallel creations leave one, and paying a replaced one charges nothing', async () => {
    const [a] = await billedHouseholds('6900 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => late().createPatch(a!.clientId, one(a!.order.id), 'en')),
    );
    for (const r of answers) expect(r.status).toBe('pending');
    const rows = await patchesOf(a!.order.id);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    expect(rows.filter((r) => r.stockHeld)).toHaveLength(1);
    expect(await stock.left(date)).toBe(9);
    const old = rows.find((r) => r.status === 'replaced')!;
    const res = await a!.b.post(billPatch.path, { patchId: old.id, idempotencyKey: 'pay-the-replaced-one' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'addition_replaced', message: expect.stringContaining('replaced by newer ones') },
    });
    expect(await gatewayChargesFor(db(), `patch:${old.id}`)).toHaveLength(0);
    expect(await stock.left(date)).toBe(9);
  });

  it('the last unit, created for at once by two households several times each: exactly one holds it', async () => {
    const [a, b] = await billedHouseholds('7000 Main Street', '7100 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const tries = [a!, b!, a!, b!, a!, b!];
    const answers = await Promise.all(tries.map((h) => late().createPatch(h.clientId, one(h.order.id), 'en')));
    const winners = new Set(tries.filter((_, i) => answers[i]!.status === 'pending').map((h) => h.clientId));
    expect(winners.size).toBe(1);
    // The winner's later tries replace its own patch (the unit stays its own); the other's all sold out.
    for (const [i, h] of tries.entries()) {
      expect(answers[i]!.status).toBe(winners.has(h.clientId) ? 'pending' : 'sold_out');
    }
    const held = [...(await patchesOf(a!.order.id)), ...(await patchesOf(b!.order.id))].filter((r) => r.stockHeld);
    expect(held).toHaveLength(1);
    expect(held[0]!.status).toBe('pending');
    expect(await stock.left(date)).toBe(0);
  });
  it('a charge on its way keeps the patch and its units; once the gateway refused it, the job gives them back', async () => {
    const [a] = await billedHouseholds('7300 Main Street');
    const date = a!.order.deliveryDate;
    await stock.set(date, 1);
    const id = await pendingPatchId(a!.clientId, a!.order.id);
    const patch = (await db().select().from(orderPatches).where(eq(orderPatches.id, id)))[0]!;
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.clientId, a!.clientId));
    // A charge whose answer was lost: recorded pending, the reconciliation will ask the gateway.
    const now = app().clock.now();
    const [payment] = await db()
      .insert(payments)
      .values({
        clientId: a!.clientId,
        paymentMethodId: method!.id,
        kind: 'charge',
        amountCents: patch.totalCents,
        idempotencyKey: `patch:${id}`,
        orderRef: `patch:${id}`,
        description: 'Late addition',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const res = await a!.b.post(createPatch.path, one(a!.order.id), { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'addition_being_paid', message: expect.stringContaining('encore en cours') },
    });
    expect((await patchesOf(a!.order.id)).map((r) => r.status)).toEqual(['pending']);
    app().clock.advance(PATCH_HOLD_MS + MINUTE);
    expect(await jobReleases(id)).toBe(false);
    expect(await stock.left(date)).toBe(0);
    await db()
      .update(payments)
      .set({ status: 'failed', declineCode: 'invalid_token' })
      .where(eq(payments.id, payment!.id));
    expect(await jobReleases(id)).toBe(true);
    expect(await stock.left(date)).toBe(1);
  });
});

describe('how many orders a household holds units on', () => {
  it(`refuses a hold on a third order with a message in the household's language, changing nothing`, async () => {
    const [h] = await billedHouseholds('7200 Main Street');
    // The weeks after the first; billed here by hand, so the household has three orders open to additions.
    await services().orders.generate();
    const more = await db()
      .select()
      .from(orders)
      .where(eq(orders.clientId, h!.clientId))
      .orderBy(asc(orders.deliveryDate));
    const others = more.filter((o) => o.id !== h!.order.id).slice(0, LATE_ADDITION_MAX_HOLDING_ORDERS);
    expect(others).toHaveLength(LATE_ADDITION_MAX_HOLDING_ORDERS);
    for (const o of others) {
      await db().update(orders).set({ status: 'billed' }).where(eq(orders.id, o.id));
      await stock.set(o.deliveryDate, 5);
    }
    await stock.set(h!.order.deliveryDate, 5);
    const third = others.at(-1)!;
    for (const o of [h!.order, ...others.slice(0, -1)]) await pendingPatchId(h!.clientId, o.id);
    const leftBefore = await stock.left(third.deliveryDate);

    const res = await h!.b.post(createPatch.path, one(third.id));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        code: 'too_many_pending_additions',
        message: expect.stringContaining('unpaid additions on 2 other orders'),
      },
    });
    const fr = await h!.b.post(createPatch.path, one(third.id), { 'accept-language': 'fr-CA' });
    expect(fr.json()).toMatchObject({
      error: { code: 'too_many_pending_additions', message: expect.stringContaining('ajouts non payés') },
    });
    expect(await patchesOf(third.id)).toEqual([]);
    expect(await stock.left(third.deliveryDate)).toBe(leftBefore);

    // Creating again for an order that already has its pending patch is not a new order held.
    await pendingPatchId(h!.clientId, h!.order.id);
    // Once one is paid, the third order takes its addition.
    const [paidOne] = (await patchesOf(h!.order.id)).filter((r) => r.status === 'pending');
    const paid = await late().billPatch(h!.clientId, { patchId: paidOne!.id, idempotencyKey: 'free-a-slot' }, 'en');
    expect(paid.status).toBe('billed');
    await pendingPatchId(h!.clientId, third.id);
  });
});
