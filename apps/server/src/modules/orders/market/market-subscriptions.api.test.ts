import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelSubscription,
  createSubscription,
  getActiveSubscriptions,
  getEditorData,
  getFutureOrdersForProduct,
  getOrderDataForAccountPage,
  getRecommendedSubscribableProducts,
  skipOrder,
  updateSubscription,
  updateSubscriptionDelivery,
} from '@fp/contracts';
import { addDays, cartQuoteLines, quote, weekStartOf, type Province } from '@fp/domain';
import type { Browser } from '../../../../test/harness.ts';
import { products } from '../../catalog/tables.ts';
import { productStock } from '../../stock/tables.ts';
import { marketSubscriptions } from './tables.ts';
import { createMarketItemsRepository } from './market-items-repository.ts';
import { orderItems, orderLines, orders } from '../tables.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { subscriptions } from '../../subscription/tables.ts';

// A Sunday in Vancouver: the first delivery offered is the next week's.
const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete, browser, register, deliverTo, clientIdOf } = signupSteps(app);
const WEEK = 7 * 24 * 60 * 60_000;

const db = () => app().database.db;
const services = () => app().app.services;

let street = 7400;
/** A signed-up household (its own door) with its weeks generated over the horizon. */
async function household(locale: 'en' | 'fr' = 'en') {
  street += 10;
  const { b, clientId } = await readyToPay(locale, `${street} Main Street`);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `market-subs-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  return { b, clientId };
}

/** Market items of the demo catalogue, in stock, cheapest first. */
async function marketItems() {
  return db()
    .select()
    .from(products)
    .where(and(eq(products.kind, 'market'), eq(products.soldOut, false)))
    .orderBy(asc(products.id));
}

async function active(b: Browser, productId?: number) {
  const res = await b.get(
    `/api/v1/product_subscriptions/active_subscriptions${productId ? `?productId=${productId}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return getActiveSubscriptions.output.parse(res.json());
}

async function subscribe(b: Browser, productId: number, quantity: number, startsOn: string) {
  const res = await b.post('/api/v1/product_subscriptions/create_subscription', { productId, quantity, startsOn });
  expect(res.statusCode, res.body).toBe(200);
  return createSubscription.output.parse(res.json()).subscription;
}

const ordersOf = (clientId: number) =>
  db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));

/** The units of the product in each of the household's orders, by delivery date. */
async function unitsByDate(clientId: number, productId: number) {
  const rows = await db()
    .select({ date: orders.deliveryDate, quantity: orderItems.quantity, sub: orderItems.marketSubscriptionId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.clientId, clientId), eq(orderItems.productId, productId)));
  const out: Record<string, number[]> = {};
  for (const r of rows) (out[r.date] ??= []).push(r.quantity);
  return out;
}

/** The order's amounts equal the draft quote of its items (the rule generation prices a week by). */
async function expectDraftPrice(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const pricing = (await services().plans.catalogue()).pricing;
  const q = quote({
    province: order!.province as Province,
    lines: cartQuoteLines(
      items.map((i) => ({
        productId: i.productId,
        itemKind: i.kind,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        taxClass: i.taxClass,
      })),
    ),
    orderPosition: 2,
    discounts: [],
    pricing,
  });
  expect(order).toMatchObject({ subtotalCents: q.subtotal, taxCents: q.taxTotal, totalCents: q.total });
}

describe('market subscriptions over generated weeks', () => {
  it('subscribes from a start date, follows every generated week, skip and pause honoured, never twice', async () => {
    const { b, clientId } = await household();
    const [item] = await marketItems();
    const before = await ordersOf(clientId);
    const { startDates, subscriptions: none } = await active(b);
    expect(none).toEqual([]);
    // Every coming week whose cutoff is ahead, the signup's first order included.
    expect(startDates.map((d) => d.date)).toEqual(before.map((o) => o.deliveryDate));
    expect(startDates[0]!.label).toMatch(/^[A-Z][a-z]+day, /);
    const { offer } = await active(b, item!.id);
    expect(offer!.unitPriceCents).toBe(item!.priceCents);
    expect(offer!.perQuantity).toHaveLength(10);
    expect(offer!.perQuantity[1]).toMatchObject({ quantity: 2, subtotalCents: 2 * item!.priceCents });

    // A week skipped before subscribing does not get the item.
    const skipped = before[3]!;
    const skip = await b.post('/api/v1/account/skip_order', { orderId: skipped.id, version: skipped.version });
    expect(skip.statusCode, skip.body).toBe(200);

    const start = startDates[1]!.date;
    const sub = await subscribe(b, item!.id, 2, start);
    expect(sub).toMatchObject({
      productId: item!.id,
      quantity: 2,
      unitPriceCents: item!.priceCents,
      subtotalCents: 2 * item!.priceCents,
      startsOn: start,
      endsOn: null,
      active: true,
    });
    const units = await unitsByDate(clientId, item!.id);
    // Not before the start, not in the signup's paid first order, not in the skipped week.
    expect(units).toEqual({ [before[1]!.deliveryDate]: [2], [before[2]!.deliveryDate]: [2] });
    const changed = (await ordersOf(clientId)).find((o) => o.id === before[1]!.id)!;
    expect(changed.version).toBe(before[1]!.version + 1);
    expect(changed.subtotalCents).toBe(before[1]!.subtotalCents + 2 * item!.priceCents);
    await expectDraftPrice(changed.id);
    // A week skipped after subscribing keeps the item with it; unskipped, it is still there.
    const later = (await ordersOf(clientId)).find((o) => o.id === before[2]!.id)!;
    const skipLater = await b.post('/api/v1/account/skip_order', { orderId: later.id, version: later.version });
    expect(skipLater.statusCode, skipLater.body).toBe(200);
    expect(skipOrder.output.parse(skipLater.json()).skipped.marketItems).toEqual([{ name: item!.nameEn, quantity: 2 }]);
    const unskip = await b.post('/api/v1/account/unskip_order', { orderId: later.id, version: later.version + 1 });
    expect(unskip.statusCode, unskip.body).toBe(200);
    expect(await unitsByDate(clientId, item!.id)).toEqual(units);

    // A week later, generation makes the next week with the item, priced with it.
    app().clock.set(new Date(Date.parse(START) + WEEK));
    await services().orders.generate();
    const after = await ordersOf(clientId);
    const newest = after.at(-1)!;
    expect(newest.deliveryDate > before.at(-1)!.deliveryDate).toBe(true);
    expect((await unitsByDate(clientId, item!.id))[newest.deliveryDate]).toEqual([2]);
    await expectDraftPrice(newest.id);
    // Running generation again adds nothing twice.
    await services().orders.generate();
    await services().orders.generate();
    const again = await unitsByDate(clientId, item!.id);
    expect(Object.values(again).every((q) => q.length === 1)).toBe(true);
    expect((await ordersOf(clientId)).length).toBe(after.length);

    // Paused: the weeks generated while paused do not exist, so nothing comes; unpaused, it comes back.
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.clientId, clientId));
    app().clock.set(new Date(Date.parse(START) + 2 * WEEK));
    // The menus around the new today (the catalogue's own job makes them as time goes by).
    await services().catalog.ensureMenus();
    await services().orders.generate();
    expect((await ordersOf(clientId)).length).toBe(after.length);
    await db().update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.clientId, clientId));
    await services().orders.generate();
    const resumed = (await ordersOf(clientId)).at(-1)!;
    expect(resumed.deliveryDate > newest.deliveryDate).toBe(true);
    expect((await unitsByDate(clientId, item!.id))[resumed.deliveryDate]).toEqual([2]);
  });

  it('edits the quantity, adjusts one delivery, then unsubscribes: none after', async () => {
    const { b, clientId } = await household();
    const [, item] = await marketItems();
    const { startDates } = await active(b);
    const sub = await subscribe(b, item!.id, 1, startDates[1]!.date);

    // Edit the quantity: every coming order that may still change follows; a stale version is 409.
    const edit = await b.post('/api/v1/product_subscriptions/update_subscription', {
      subscriptionId: sub.id,
      version: sub.version,
      quantity: 3,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = updateSubscription.output.parse(edit.json()).subscription;
    expect(edited).toMatchObject({ quantity: 3, subtotalCents: 3 * item!.priceCents, version: sub.version + 1 });
    const stale = await b.post('/api/v1/product_subscriptions/update_subscription', {
      subscriptionId: sub.id,
      version: sub.version,
      quantity: 4,
    });
    expect(stale.statusCode).toBe(409);
    expect(Object.values(await unitsByDate(clientId, item!.id)).flat()).toEqual([3, 3, 3]);
    expect(
      (await b.post('/api/v1/product_subscriptions/update_subscription', { ...edit, quantity: 11 })).statusCode,
    ).toBe(400);

    // The coming orders with the product's units in each.
    const listed = await b.get(`/api/v1/orders/future_orders_for_product?productId=${item!.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const future = getFutureOrdersForProduct.output.parse(listed.json());
    expect(future.orders.map((o) => o.quantity)).toEqual([0, 3, 3, 3]);
    expect(future.orders[0]!.editable).toBe(false);

    // One delivery changed alone, at its version.
    const one = future.orders[2]!;
    const adjust = await b.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: one.orderId,
      version: one.version,
      quantity: 0,
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const adjusted = updateSubscriptionDelivery.output.parse(adjust.json());
    expect(adjusted.orders.map((o) => o.quantity)).toEqual([0, 3, 0, 3]);
    await expectDraftPrice(one.orderId);
    const staleOrder = await b.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: one.orderId,
      version: one.version,
      quantity: 5,
    });
    expect(staleOrder.statusCode).toBe(409);
    expect(staleOrder.json().error.code).toBe('order_changed');
    const back = await b.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: one.orderId,
      version: adjusted.orders[2]!.version,
      quantity: 5,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(updateSubscriptionDelivery.output.parse(back.json()).orders.map((o) => o.quantity)).toEqual([0, 3, 5, 3]);
    // The signup's paid first order keeps its held price.
    const held = await b.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: future.orders[0]!.orderId,
      version: future.orders[0]!.version,
      quantity: 1,
    });
    expect(held.statusCode).toBe(422);

    // The account card marks the item as recurring.
    const page = getOrderDataForAccountPage.output.parse(
      (await b.get('/api/v1/orders/order_data_for_account_page')).json(),
    );
    const card = page.upcoming.find((c) => c.id === future.orders[1]!.orderId)!;
    expect(card.items.find((i) => i.productId === item!.id)).toMatchObject({
      kind: 'market',
      quantity: 3,
      recurring: true,
    });
    expect(card.items.filter((i) => i.kind === 'meal').every((i) => i.recurring === false)).toBe(true);

    // Saved in the order editor with another quantity, the item is still the subscription's.
    const editorRes = await b.get(`/api/v1/orders/editor_data_v2?orderId=${future.orders[3]!.orderId}`);
    expect(editorRes.statusCode, editorRes.body).toBe(200);
    const editor = getEditorData.output.parse(editorRes.json());
    const saved = await b.post('/api/v1/orders/update_quantity', {
      orderId: editor.order.id,
      version: editor.order.version,
      editSession: editor.editSession,
      items: [{ productId: item!.id, quantity: 4 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [kept] = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, editor.order.id), eq(orderItems.productId, item!.id)));
    expect(kept).toMatchObject({ quantity: 4, marketSubscriptionId: sub.id });

    // The first coming week passes its cutoff: it keeps the item after unsubscribing.
    const orderRows = await ordersOf(clientId);
    const locked = orderRows[1]!;
    app().clock.set(new Date(locked.cutoffAt.getTime() + 1000));
    await services().orders.runCutoffs();
    const current = (await active(b, item!.id)).subscriptions[0]!;
    const cancel = await b.post('/api/v1/product_subscriptions/cancel_subscription', {
      subscriptionId: current.id,
      version: current.version,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const ended = cancelSubscription.output.parse(cancel.json()).subscription;
    expect(ended.active).toBe(false);
    expect(ended.endsOn).not.toBeNull();
    expect(await unitsByDate(clientId, item!.id)).toEqual({ [locked.deliveryDate]: [3] });
    for (const o of (await ordersOf(clientId)).filter((r) => r.status === 'upcoming' && r.paymentId === null)) {
      await expectDraftPrice(o.id);
    }
    expect((await active(b, item!.id)).subscriptions).toEqual([]);
    // Cancelled twice: it is not running any more.
    expect(
      (
        await b.post('/api/v1/product_subscriptions/cancel_subscription', {
          subscriptionId: current.id,
          version: ended.version,
        })
      ).statusCode,
    ).toBe(404);

    // Later weeks are generated without it.
    app().clock.set(new Date(Date.parse(START) + WEEK + 60_000));
    await services().orders.generate();
    expect(await unitsByDate(clientId, item!.id)).toEqual({ [locked.deliveryDate]: [3] });

    // Subscribing again later is a new subscription.
    const dates = (await active(b)).startDates;
    const renewed = await subscribe(b, item!.id, 1, dates[0]!.date);
    expect(renewed.id).not.toBe(sub.id);
  });
});

describe('refusals', () => {
  it('answers unknown, non-market, foreign, doubled and badly dated subscriptions with their errors', async () => {
    const { b } = await household('fr');
    const { b: other } = await household();
    const [item] = await marketItems();
    const { startDates } = await active(b);
    const [meal] = await db().select().from(products).where(ne(products.kind, 'market')).limit(1);
    const post = (who: Browser, body: object) => who.post('/api/v1/product_subscriptions/create_subscription', body);

    const unknown = await post(b, { productId: 999_999, quantity: 1, startsOn: startDates[1]!.date });
    expect(unknown.statusCode).toBe(404);
    const notMarket = await post(b, { productId: meal!.id, quantity: 1, startsOn: startDates[1]!.date });
    expect(notMarket.statusCode).toBe(422);
    expect(notMarket.json().error.code).toBe('product_unavailable');
    expect(notMarket.json().error.message).toMatch(/abonner/);
    const badDate = await post(b, { productId: item!.id, quantity: 1, startsOn: '2026-11-23' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().error.code).toBe('invalid_start_date');
    expect((await post(b, { productId: item!.id, quantity: 0, startsOn: startDates[1]!.date })).statusCode).toBe(400);

    const sub = await subscribe(b, item!.id, 1, startDates[1]!.date);
    expect(sub.startsLabel).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) /);
    const twice = await post(b, { productId: item!.id, quantity: 2, startsOn: startDates[2]!.date });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_subscribed');

    // Another household's subscription or order: 404, as if none.
    const foreign = await other.post('/api/v1/product_subscriptions/update_subscription', {
      subscriptionId: sub.id,
      version: sub.version,
      quantity: 2,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await other.post('/api/v1/product_subscriptions/cancel_subscription', {
          subscriptionId: sub.id,
          version: sub.version,
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (await active(other)).startDates;
    const otherSub = await subscribe(other, item!.id, 1, theirs[1]!.date);
    const mine = getFutureOrdersForProduct.output.parse(
      (await b.get(`/api/v1/orders/future_orders_for_product?productId=${item!.id}`)).json(),
    );
    const crossed = await other.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: otherSub.id,
      orderId: mine.orders[1]!.orderId,
      version: mine.orders[1]!.version,
      quantity: 4,
    });
    expect(crossed.statusCode).toBe(404);

    // Paused plan: no start dates, no new subscription.
    const { b: paused, clientId } = await household();
    const dates = (await active(paused)).startDates;
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.clientId, clientId));
    expect((await active(paused)).startDates).toEqual([]);
    const refused = await post(paused, { productId: item!.id, quantity: 1, startsOn: dates[1]!.date });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('account_paused');

    expect((await browser().get('/api/v1/product_subscriptions/active_subscriptions')).statusCode).toBe(401);
    const signedOut = await browser().post('/api/v1/product_subscriptions/create_subscription', {
      productId: item!.id,
      quantity: 1,
      startsOn: startDates[1]!.date,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('recommendations', () => {
  it('offers in-stock market items the household or its plan buys, not already subscribed, at most six', async () => {
    const items = await marketItems();
    const { b: buyer } = await household();
    const dates = (await active(buyer)).startDates;
    // Another household on the same plan buys eight items; one of them sells out.
    for (const item of items.slice(0, 8)) await subscribe(buyer, item.id, 1, dates[1]!.date);
    await db().update(products).set({ soldOut: true }).where(eq(products.id, items[0]!.id));

    const { b } = await household();
    const res = await b.get('/api/v1/product_subscriptions/recommended_subscribable_products');
    expect(res.statusCode, res.body).toBe(200);
    const first = getRecommendedSubscribableProducts.output.parse(res.json()).products;
    expect(first).toHaveLength(6);
    expect(first.map((p) => p.productId)).not.toContain(items[0]!.id);
    expect(first.every((p) => p.slug.length > 0 && p.priceCents > 0)).toBe(true);

    const mine = (await active(b)).startDates;
    await subscribe(b, first[0]!.productId, 1, mine[1]!.date);
    const account = await b.get('/api/v1/account/recommended_subscribable_products');
    expect(account.statusCode).toBe(200);
    const next = getRecommendedSubscribableProducts.output.parse(account.json()).products;
    expect(next.map((p) => p.productId)).not.toContain(first[0]!.productId);
    expect(next.length).toBeLessThanOrEqual(6);
    await db().update(products).set({ soldOut: false }).where(eq(products.id, items[0]!.id));

    // Running subscriptions are rows of this module, one per product.
    const rows = await db().select().from(marketSubscriptions);
    expect(rows.length).toBeGreaterThanOrEqual(9);
  });
});

describe('the week’s stock', () => {
  const remaining = async (productId: number, date: string) =>
    (
      await db()
        .select()
        .from(productStock)
        .where(and(eq(productStock.productId, productId), eq(productStock.weekStart, weekStartOf(date))))
    )[0]?.remaining;

  it('holds units for the items put in orders, never below zero, and gives them back', async () => {
    const items = await marketItems();
    const item = items[12]!;
    const { b: first, clientId: firstId } = await household();
    const { b: second, clientId: secondId } = await household();
    const dates = (await active(first)).startDates;
    const week = dates[1]!.date;
    await db()
      .insert(productStock)
      .values({ productId: item.id, weekStart: weekStartOf(week), remaining: 3 });

    const sub = await subscribe(first, item.id, 2, week);
    expect(await remaining(item.id, week)).toBe(1);
    // The second household's order of that week is short of it: the subscription starts, that week goes without.
    await subscribe(second, item.id, 2, (await active(second)).startDates[1]!.date);
    expect(await remaining(item.id, week)).toBe(1);
    expect((await unitsByDate(secondId, item.id))[week]).toBeUndefined();
    expect(Object.keys(await unitsByDate(secondId, item.id)).length).toBeGreaterThan(0);

    // One more unit for one delivery fits; two more do not.
    const future = getFutureOrdersForProduct.output.parse(
      (await first.get(`/api/v1/orders/future_orders_for_product?productId=${item.id}`)).json(),
    );
    const that = future.orders.find((o) => o.deliveryDate === week)!;
    const more = await first.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: that.orderId,
      version: that.version,
      quantity: 3,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(await remaining(item.id, week)).toBe(0);
    const now = updateSubscriptionDelivery.output.parse(more.json()).orders.find((o) => o.orderId === that.orderId)!;
    const tooMany = await first.post('/api/v1/product_subscriptions/update_delivery_quantity', {
      subscriptionId: sub.id,
      orderId: that.orderId,
      version: now.version,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.code).toBe('product_unavailable');
    expect(await remaining(item.id, week)).toBe(0);

    // Unsubscribed: the units come back.
    const running = (await active(first, item.id)).subscriptions[0]!;
    const cancel = await first.post('/api/v1/product_subscriptions/cancel_subscription', {
      subscriptionId: running.id,
      version: running.version,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await remaining(item.id, week)).toBe(3);

    // Generation serves the households in turn until the week runs out.
    await subscribe(first, item.id, 1, dates[1]!.date);
    const last = (await ordersOf(firstId)).at(-1)!.deliveryDate;
    const next = addDays(last, 7);
    await db()
      .insert(productStock)
      .values({ productId: item.id, weekStart: weekStartOf(next), remaining: 2 });
    app().clock.set(new Date(Date.parse(START) + WEEK));
    await services().orders.generate();
    const got = [(await unitsByDate(firstId, item.id))[next], (await unitsByDate(secondId, item.id))[next]];
    // 1 + 2 units asked, 2 in stock: the older order gets its unit, the other none.
    expect(got.filter((g) => g !== undefined)).toHaveLength(1);
    expect(await remaining(item.id, next)).toBeGreaterThanOrEqual(0);
    expect(await remaining(item.id, next)).toBe(2 - got.flat().reduce((n: number, q) => n + (q ?? 0), 0));
  });
});

describe('a subscription made while generation writes a week (decision 037)', () => {
  it('waits for the generation holding its region, then finds the orders it created', async () => {
    const { b, clientId } = await household();
    const item = (await marketItems())[5]!;
    const start = (await active(b)).startDates[1]!.date;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // A generation in flight for British Columbia: its transaction holds the region's lock.
    const generation = db().transaction(async (tx) => {
      await createMarketItemsRepository(tx).lockForGeneration(['bc']);
      locked();
      await released;
    });
    await isLocked;
    let done = false;
    const subscribing = subscribe(b, item.id, 1, start).then((s) => {
      done = true;
      return s;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    release();
    await generation;
    await subscribing;
    expect(done).toBe(true);
    expect(Object.values(await unitsByDate(clientId, item.id)).every((q) => q.length === 1)).toBe(true);
  });

  it('is in the week generation creates exactly once when both run at once', async () => {
    const { b, clientId } = await household();
    const item = (await marketItems())[6]!;
    const before = await ordersOf(clientId);
    app().clock.set(new Date(Date.parse(START) + WEEK));
    await services().catalog.ensureMenus();
    const start = (await active(b)).startDates[0]!.date;
    await Promise.all([subscribe(b, item.id, 1, start), services().orders.generate()]);
    const newest = (await ordersOf(clientId)).at(-1)!;
    expect(newest.deliveryDate > before.at(-1)!.deliveryDate).toBe(true);
    const units = await unitsByDate(clientId, item.id);
    expect(units[newest.deliveryDate]).toEqual([1]);
    expect(Object.values(units).every((q) => q.length === 1 && q[0] === 1)).toBe(true);
    await expectDraftPrice(newest.id);
  });
});

describe('one price rule for market items (decision 037)', () => {
  it('prices an order a subscription changed as the editor does, the household’s discounts included', async () => {
    street += 10;
    const b = browser();
    expect((await b.post('/api/v1/signup/save_discount_code', { code: 'MULTI3' })).statusCode).toBe(200);
    await register(b);
    await deliverTo(b, `${street} Main Street`, '604-253-4567');
    const clientId = await clientIdOf(b);
    expect((await complete(b, await cardToken(b, '4242424242424242'), `market-multi-${clientId}`)).statusCode).toBe(
      200,
    );
    await services().orders.generate();
    const item = (await marketItems())[7]!;
    const second = (await ordersOf(clientId))[1]!;
    await subscribe(b, item.id, 1, second.deliveryDate);
    const editor = getEditorData.output.parse(
      (await b.get(`/api/v1/orders/editor_data_v2?orderId=${second.id}`)).json(),
    );
    const row = (await ordersOf(clientId))[1]!;
    // The second order's $20 of MULTI3 is in the written price, as in the editor's summary.
    expect(editor.summary.discounts.map((d) => d.amountCents)).toEqual([2000]);
    expect(row.discountCents).toBe(2000);
    expect(row.totalCents).toBe(editor.summary.totalCents);
  });

  it('shows market items in generation’s dry run, priced as generation will write them', async () => {
    const { b, clientId } = await household();
    const item = (await marketItems())[8]!;
    await subscribe(b, item.id, 2, (await active(b)).startDates[0]!.date);
    app().clock.set(new Date(Date.parse(START) + WEEK));
    await services().catalog.ensureMenus();
    const preview = (await services().orders.generate({ dryRun: true }))
      .flatMap((w) => w.orders ?? [])
      .find((o) => o.clientId === clientId)!;
    expect(preview.marketUnits).toBe(2);
    await services().orders.generate();
    const created = (await ordersOf(clientId)).find((o) => o.deliveryDate === preview.deliveryDate)!;
    expect((await unitsByDate(clientId, item.id))[created.deliveryDate]).toEqual([2]);
    expect(preview.totalCents).toBe(created.totalCents);
  });
});

describe('a week of many households (issue 24, defect 7)', () => {
  it('writes the drafts of more orders than a statement has parameters for, all in one transaction', async () => {
    // 11,000 drafts were 66,000 parameters of one `UPDATE … FROM (VALUES …)`: PostgreSQL refused
    // the statement ("bind message has … parameter formats but 0 parameters") and the week's
    // orders were never created. Many drafts of one real order stand for a week of many.
    const { clientId } = await household();
    const order = (await ordersOf(clientId))[1]!;
    const drafts = Array.from({ length: 11_000 }, (_, i) => ({
      orderId: order.id,
      subtotalCents: 6000 + i,
      discountCents: 0,
      deliveryFeeCents: 0,
      taxCents: 0,
      totalCents: 6000 + i,
      discounts: [],
      taxes: [{ label: 'GST', amountCents: 1 }],
    }));
    await db().transaction((tx) => createMarketItemsRepository(tx).writeDrafts(drafts, app().clock.now()));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.version).toBe(order.version + 1);
    expect(drafts.map((d) => d.totalCents)).toContain(row!.totalCents);
    const taxLines = await db()
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'tax')));
    expect(taxLines).toHaveLength(11_000);
    await db().delete(orderLines).where(eq(orderLines.orderId, order.id));
  });
});
