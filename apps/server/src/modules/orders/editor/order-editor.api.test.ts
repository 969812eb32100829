import { gunzipSync } from 'node:zlib';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getAnticipatedPoints,
  getCartLoyaltyBanner,
  getEditorData,
  getEditorMenu,
  getGhostAddons,
  getLoyaltyStickerForGhostAddons,
  getOrderDataForAccountPage,
  getProductsAvailabilityInfo,
  PlanMealCountDetails,
  SoldOutDetails,
  unskipOrder,
  updateQuantity,
  type EditorData,
  type EditorMenu,
} from '@fp/contracts';
import { cartQuote, weekStartOf } from '@fp/domain';
import { editorTestApp } from '../../../../test/editor-test-app.ts';
import { menuUrl, openEditor, withStock, type EditorView } from '../../../../test/editor-view.ts';
import type { Browser } from '../../../../test/harness.ts';
import { queryRows, type Db } from '../../../db/types.ts';
import { products } from '../../catalog/tables.ts';
import { orderItems, orders } from '../tables.ts';
import { editSessions } from './tables.ts';
import { subscriptions } from '../../subscription/tables.ts';
import { productStock, releasedHolds } from '../../stock/tables.ts';
import { createEditorRepository } from './editor-repository.ts';
import { householdParts } from './editor.ts';

// A Sunday in Vancouver: the first delivery offered is the next week's.
const START = '2026-11-22T18:00:00Z';
// The catalogue's and plans' versions are not read again during a file's run (the budget test
// counts statements); a test of a catalogue change waits for them in fixed-price-summaries.
const { app, register, deliverTo, cardToken, complete, browser, clientIdOf, db, services } = editorTestApp(START, {
  DATA_VERSION_CHECK_MS: '60000',
});
const stock = () => services().stock;
/** Units left of a product for a week, read from the stock table itself. */
const unitsLeft = async (productId: number, weekStart: string) =>
  (
    await db()
      .select()
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.weekStart, weekStart)))
  )[0]?.remaining;

const MEAT_2x4 = { type: 'rtc', people: 2, recipesPerWeek: 4, preference: 'meat_and_fish' };
const VEGAN_2x2 = { type: 'rtc', people: 2, recipesPerWeek: 2, preference: 'vegan' };

let street = 7000;
/** A signed-up household on its own door, its weeks generated; answers its second week (not the signup's). */
async function household(plan: object = MEAT_2x4, locale: 'en' | 'fr' = 'en') {
  street += 10;
  const b = browser(locale);
  await register(b, plan);
  await deliverTo(b, `${street} Main Street`, '604-253-4567');
  const clientId = await clientIdOf(b);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `editor-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  const mine = await db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));
  return { b, clientId, orderId: mine[1]!.id, next: mine[2]!.id };
}

/** The household's answer with the menu it names, stock laid over (decision 039). */
const open = openEditor;

const save = (b: Browser, data: EditorView, items: { productId: number; quantity: number }[]) =>
  b.post('/api/v1/orders/update_quantity', {
    orderId: data.order.id,
    version: data.order.version,
    editSession: data.editSession,
    items,
  });

const meals = (d: EditorView) => d.categories.find((c) => c.key === 'meals')!.products;
const inCart = (d: EditorView, id: number) => d.cart.items.some((i) => i.productId === id);
/** A meal the household may add that is not in the cart yet. */
const otherMeal = (d: EditorView) => meals(d).find((p) => !p.hiddenByDiet && !p.soldOut && !inCart(d, p.id))!;
/** A market item in stock, not in the cart. */
const marketItem = (d: EditorView, skip: number[] = []) =>
  d.categories
    .filter((c) => c.itemKind === 'market')
    .flatMap((c) => c.products)
    .find((p) => !p.soldOut && (p.remaining ?? 99) > 5 && !skip.includes(p.id) && !inCart(d, p.id))!;

/** Three households with the editor open on their week, and a market item of it with `remaining` units. */
async function threeOnOneItem(remaining: number) {
  // Signed up one after the other (the signup's first-order offers are per household), saving at once.
  const households = [await household(), await household(), await household()];
  const opened = await Promise.all(households.map((h) => open(h.b, h.orderId)));
  const weekStart = weekStartOf(opened[0]!.order.deliveryDate);
  const item = marketItem(opened[0]!);
  await stock().setStock([{ productId: item.id, weekStart, remaining }]);
  return { households, opened, weekStart, item };
}
/** Swap the cart's first meal for another (same servings): the plan's meal count holds. */
const swap = (d: EditorView) => {
  const out = d.cart.items.find((i) => i.itemKind === 'meal')!;
  return [
    { productId: out.productId, quantity: 0 },
    { productId: otherMeal(d).id, quantity: out.quantity },
  ];
};

describe('the demo data', () => {
  it('has a few items nearly gone each planned week, and recipes with customisations and pairings', async () => {
    const week = services().catalog.currentWeek();
    const low = await db()
      .select({ key: products.key, nameEn: products.nameEn, remaining: productStock.remaining })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .where(and(eq(productStock.weekStart, week), lte(productStock.remaining, 3)));
    expect(low.map((r) => [r.nameEn, r.remaining]).sort()).toEqual(
      expect.arrayContaining([['Saskatoon Berry Pie', 1]]),
    );
    expect(low).toHaveLength(3);
    const extras = await services().catalog.recipeExtras();
    expect([...extras.customizationsOf.values()].flat().length).toBeGreaterThanOrEqual(6);
    expect([...extras.pairingsOf.values()].flat().length).toBeGreaterThanOrEqual(7);
  });
});

describe('opening the editor', () => {
  it('answers the order, the plan, the menu in categories, the cart and a summary equal to the shared quote', async () => {
    const { b, orderId, next } = await household();
    const data = await open(b, orderId);
    expect(data.order).toMatchObject({ id: orderId, mode: 'editable', state: 'editable', status: 'upcoming' });
    expect(data.plan).toMatchObject({ kind: 'rtc', servingsPerRecipe: 2, meals: 4, preference: 'meat_and_fish' });
    expect(data.categories[0]!.key).toBe('meals');
    expect(data.categories.some((c) => c.itemKind === 'addon')).toBe(true);
    expect(data.dietLimited).toBe(false);
    expect(data.nextOrder).toMatchObject({ id: next, skipped: false });
    expect(data.editSession.length).toBeGreaterThan(20);
    const cartMeals = data.cart.items.filter((i) => i.itemKind === 'meal');
    expect(cartMeals.reduce((s, i) => s + i.quantity, 0)).toBe(8);
    const q = cartQuote(data.pricing, data.cart.items);
    expect(data.summary).toMatchObject({
      subtotalCents: q.subtotal,
      totalCents: q.total,
      taxTotalCents: q.taxTotal,
      deliveryFeeCents: q.deliveryFee,
      anticipatedPoints: q.anticipatedPoints,
      minimumCents: 5900,
      belowMinimum: false,
    });
    const row = (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect(data.summary.totalCents).toBe(row.totalCents);
  });

  it('refuses the signed-out visitor and answers 404 for another household’s order', async () => {
    const { orderId } = await household();
    const signedOut = await browser().get(`/api/v1/orders/editor_data_v2?orderId=${orderId}`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('require_login');
    const other = await household();
    expect((await other.b.get(`/api/v1/orders/editor_data_v2?orderId=${orderId}`)).statusCode).toBe(404);
    const data = await open(other.b, other.orderId);
    const foreign = await other.b.post('/api/v1/orders/update_quantity', {
      orderId,
      version: 1,
      editSession: data.editSession,
      items: [{ productId: 1, quantity: 0 }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('flags a diet that hides recipes and refuses to add one of them', async () => {
    const { b, orderId } = await household(VEGAN_2x2);
    const data = await open(b, orderId);
    expect(data.dietLimited).toBe(true);
    const hidden = meals(data).find((p) => p.hiddenByDiet)!;
    expect(hidden.tags).not.toContain('vegan');
    const out = data.cart.items.find((i) => i.itemKind === 'meal')!;
    const res = await save(b, data, [
      { productId: out.productId, quantity: 0 },
      { productId: hidden.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'add_failed',
      message: 'Diet settings limit the recipes available.',
    });
  });
});

describe('saving the cart', () => {
  it('saves the draft whole, prices it as the cutoff does and shows the new total on the account card', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const extra = marketItem(data);
    const weekStart = weekStartOf(data.order.deliveryDate);
    const stockBefore = (await unitsLeft(extra.id, weekStart))!;
    expect(stockBefore).toBeGreaterThan(2);
    const res = await save(b, data, [...swap(data), { productId: extra.id, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = updateQuantity.output.parse(res.json());
    expect(saved.order.version).toBe(data.order.version + 1);
    expect(saved.cart.items.find((i) => i.productId === extra.id)).toMatchObject({ itemKind: 'market', quantity: 2 });
    const q = cartQuote(data.pricing, saved.cart.items);
    expect(saved.summary.totalCents).toBe(q.total);
    expect(saved.summary.subtotalCents).toBe(data.summary.subtotalCents + 2 * extra.unitPriceCents);
    expect(await unitsLeft(extra.id, weekStart)).toBe(stockBefore - 2);

    // The account card shows the new total; reopening shows the saved cart.
    const page = getOrderDataForAccountPage.output.parse(
      (await b.get('/api/v1/orders/order_data_for_account_page')).json(),
    );
    expect(page.upcoming.find((c) => c.id === orderId)!.totalCents).toBe(saved.summary.totalCents);
    const again = await open(b, orderId);
    expect(again.cart).toEqual(saved.cart);
    expect(again.summary).toEqual(saved.summary);

    // Removing the item gives its units back.
    const removed = await save(b, again, [{ productId: extra.id, quantity: 0 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await unitsLeft(extra.id, weekStart)).toBe(stockBefore);

    // The cutoff charges what the editor showed.
    const final = updateQuantity.output.parse(removed.json());
    app().clock.set(new Date(Date.parse(final.order.cutoffAt) + 1000));
    await services().orders.cutoff(orderId);
    const locked = (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect(locked.status).toBe('locked');
    expect(locked.totalCents).toBe(final.summary.totalAfterCreditCents);
  });

  it('answers 409 order_changed to a stale version', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    expect((await save(b, data, [{ productId: marketItem(data).id, quantity: 1 }])).statusCode).toBe(200);
    const stale = await save(b, data, [{ productId: marketItem(data).id, quantity: 3 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('order_changed');
  });

  it('enforces the plan’s number of meals with a clear message', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const out = data.cart.items.find((i) => i.itemKind === 'meal')!;
    const res = await save(b, data, [{ productId: out.productId, quantity: 0 }]);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe('plan_meal_count');
    expect(body.error.message).toBe(
      'Your plan takes 4 meals a week and your cart has 3. Add or remove meals to match.',
    );
    expect(PlanMealCountDetails.parse(body.error.details)).toEqual({ meals: 3, required: 4 });
  });

  it('warns under the minimum spend and still saves', async () => {
    const { b, orderId } = await household(VEGAN_2x2);
    const data = await open(b, orderId);
    expect(data.summary.belowMinimum).toBe(true);
    expect(data.summary.subtotalCents).toBeLessThan(5900);
    const res = await save(b, data, swap(data));
    expect(res.statusCode, res.body).toBe(200);
    expect(updateQuantity.output.parse(res.json()).summary.belowMinimum).toBe(true);
  });

  it('refuses saves after the cutoff instant, before the cutoff job ran, and links the next week', async () => {
    const { b, orderId, next } = await household();
    const data = await open(b, orderId);
    app().clock.set(new Date(Date.parse(data.order.cutoffAt) + 1000));
    const res = await save(b, data, swap(data));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('cutoff_passed');
    const after = await open(b, orderId);
    expect(after.order.mode).toBe('locked');
    expect(after.nextOrder).toMatchObject({ id: next, skipped: false });
  });

  it('says a week skipped elsewhere is skipped, and offers a skipped next week back', async () => {
    const { b, orderId, next } = await household();
    const stale = await open(b, next);
    const nextVersion = stale.order.version;
    expect((await b.post('/api/v1/account/skip_order', { orderId: next, version: nextVersion })).statusCode).toBe(200);
    // The tab opened before the skip: its save is told the week is skipped and how to bring it back.
    const res = await save(b, stale, swap(stale));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'order_skipped',
      message: "This week is skipped, so its box can't be changed. Bring the week back from your account to edit it.",
    });
    // This week's next week is the skipped one: offered back, not opened as if editable.
    const data = await open(b, orderId);
    expect(data.nextOrder).toMatchObject({ id: next, skipped: true, version: nextVersion + 1 });
    expect(data.nextOrder?.dateLabel).toMatch(/day, /);
  });

  it('changes no week of a paused plan', async () => {
    const { b, clientId, orderId } = await household();
    const data = await open(b, orderId);
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.clientId, clientId));
    const res = await save(b, data, swap(data));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('account_paused');
  });

  it('answers order_not_editable for a billed order (late additions go through their own calls)', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    app().clock.set(new Date(Date.parse(data.order.cutoffAt) + 1000));
    await services().orders.cutoff(orderId);
    await services().orders.bill(orderId);
    const billed = await open(b, orderId);
    expect(billed.order).toMatchObject({ status: 'billed', mode: 'additions_only' });
    const res = await save(b, billed, [{ productId: marketItem(billed).id, quantity: 1 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('order_not_editable');
  });
});

describe('edit sessions', () => {
  it('moves the session to the newest window: the older one is told and cannot save', async () => {
    const { b, orderId } = await household();
    const first = await open(b, orderId);
    const second = await open(b, orderId);
    expect(second.editSession).not.toBe(first.editSession);
    const old = await save(b, first, [{ productId: marketItem(first).id, quantity: 1 }]);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('edit_session_moved');
    expect((await save(b, second, [{ productId: marketItem(second).id, quantity: 1 }])).statusCode).toBe(200);
  });
});

describe('what the editor costs the database', () => {
  // Tables that only grow, looked up by every open or save: by index, never read whole. Each
  // save deletes the order's items, which makes the database look for late additions' patch
  // lines naming them (decision 041); each open and save reads the codes the household redeemed.
  it('finds patch lines by order item and a household’s redeemed codes by index', async () => {
    const planOf = (query: ReturnType<typeof sql>) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await planOf(sql`select 1 from order_patch_lines where order_item_id = 1`)).toMatch(
      /Index.* Scan (using|on) order_patch_lines_order_item_idx/,
    );
    expect(
      await planOf(sql`select 1 from discount_redemptions r where r.client_id = 1 and r.order_id is not null`),
    ).toMatch(/Index.* Scan (using|on) discount_redemptions_client_idx/);
  });

  it('opens the editor in one statement and saves in one transaction of a few statements', async () => {
    const { b, orderId } = await household();
    await open(b, orderId);
    let answer: EditorData | undefined;
    const read = await app().queries.during(async () => {
      answer = getEditorData.output.parse((await b.get(`/api/v1/orders/editor_data_v2?orderId=${orderId}`)).json());
    });
    expect(read.slice(1)).toHaveLength(1);
    expect(read[0]).toMatch(/from "sessions"/);
    // The menu the answer names comes from memory (decision 039).
    let menu: EditorMenu | undefined;
    const menuRead = await app().queries.during(async () => {
      menu = getEditorMenu.output.parse((await b.get(menuUrl(answer!.menu))).json());
    });
    expect(menuRead).toEqual([]);
    const data: EditorView = { ...answer!, categories: withStock(menu!.categories, answer!.stock) };
    const item = marketItem(data);
    let saved: Awaited<ReturnType<typeof save>> | undefined;
    const write = await app().queries.during(async () => {
      saved = await save(b, data, [{ productId: item.id, quantity: 1 }]);
    });
    expect(saved!.statusCode, saved!.body).toBe(200);
    // Decision 046: the household read, then one transaction of three statements: the order
    // locked with its edit session, the stock taken, then the order, its items, lines and holds.
    // (The driver's BEGIN and COMMIT are not among the statements a query logger sees.)
    const [, householdRead, ...rest] = write;
    expect(householdRead).toMatch(/^\s*with\s+own as/);
    const inTransaction = rest.filter((statement) => !/^\s*(begin|commit)\b/i.test(statement));
    expect(inTransaction).toHaveLength(3);
    expect(inTransaction[0]).toMatch(/for update of o$/);
    expect(inTransaction[1]).toMatch(/update product_stock/);
    expect(inTransaction[2]).toMatch(/update orders set[\s\S]*insert into order_items[\s\S]*insert into stock_holds/);
    // What the statements wrote is what a reopened editor shows.
    const again = await open(b, orderId);
    expect(again.order.version).toBe(data.order.version + 1);
    expect(again.cart.items.find((i) => i.productId === item.id)?.quantity).toBe(1);
    expect(again.summary.totalCents).toBe(saved!.json().summary.totalCents);

    // The menu goes out as kept bytes; a browser asking for gzip gets the same JSON compressed.
    const zipped = await b.get(menuUrl(again.menu), { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    const unzipped = getEditorMenu.output.parse(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')));
    expect(withStock(unzipped.categories, again.stock)).toEqual(again.categories);
  });
});

describe('stock', () => {
  it('gives the last unit to exactly one of two households saving at once, never below zero, with substitutes', async () => {
    const one = await household();
    const two = await household();
    const [a, b] = await Promise.all([open(one.b, one.orderId), open(two.b, two.orderId)]);
    const weekStart = weekStartOf(a.order.deliveryDate);
    expect(weekStartOf(b.order.deliveryDate)).toBe(weekStart);
    const last = marketItem(a);
    await stock().setStock([{ productId: last.id, weekStart, remaining: 1 }]);
    const answers = await Promise.all([
      save(one.b, a, [{ productId: last.id, quantity: 1 }]),
      save(two.b, b, [{ productId: last.id, quantity: 1 }]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!.json();
    expect(lost.error.code).toBe('sold_out');
    const details = SoldOutDetails.parse(lost.error.details);
    expect(details.soldOut).toHaveLength(1);
    expect(details.soldOut[0]).toMatchObject({ productId: last.id, remaining: 0 });
    expect(details.soldOut[0]!.substitutes.length).toBeGreaterThan(0);
    expect(details.soldOut[0]!.substitutes.length).toBeLessThanOrEqual(3);
    expect(details.soldOut[0]!.substitutes.map((s) => s.productId)).not.toContain(last.id);
    expect(await unitsLeft(last.id, weekStart)).toBe(0);

    // The loser's editor now sees it sold out.
    const loser = answers[0]!.statusCode === 409 ? two : one;
    const info = getProductsAvailabilityInfo.output.parse(
      (
        await (loser === one ? one.b : two.b).get(`/api/v1/account/products_availability_info?orderId=${loser.orderId}`)
      ).json(),
    );
    expect(info.products.find((p) => p.productId === last.id)).toMatchObject({ soldOut: true, remaining: 0 });
  });

  it('takes a unit given back while the save waited for the stock row, in the save and in other flows', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const item = marketItem(data);
    const weekStart = weekStartOf(data.order.deliveryDate);
    const row = and(eq(productStock.productId, item.id), eq(productStock.weekStart, weekStart));
    await stock().setStock([{ productId: item.id, weekStart, remaining: 0 }]);
    // Another cart gives a unit back and has not committed yet when the save (and then another
    // flow's take) starts: both statements' snapshots still see none left, their locks wait.
    let saving: ReturnType<typeof save> | undefined;
    let taking: Promise<number[]> | undefined;
    await db().transaction(async (tx) => {
      await tx
        .update(productStock)
        .set({ remaining: sql`${productStock.remaining} + 2` })
        .where(row);
      saving = save(b, data, [{ productId: item.id, quantity: 1 }]);
      taking = stock().reserve(db(), data.order.deliveryDate, [{ productId: item.id, quantity: 1 }]);
      await new Promise((r) => setTimeout(r, 300));
    });
    const saved = await saving!;
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await taking).toEqual([]);
    expect(await unitsLeft(item.id, weekStart)).toBe(0);
  });

  it('never takes more than is left under many parallel saves', async () => {
    const { households, opened, weekStart, item } = await threeOnOneItem(5);
    const answers = await Promise.all(
      households.map((h, i) => save(h.b, opened[i]!, [{ productId: item.id, quantity: 2 }])),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(1);
    expect((await stock().lowStock(weekStart)).get(item.id)).toBe(1);
  });

  it('writes the saves that waited for an item’s stock row once it is free, each alone, counting every unit', async () => {
    const { households, opened, weekStart, item } = await threeOnOneItem(10);
    const row = and(eq(productStock.productId, item.id), eq(productStock.weekStart, weekStart));
    let answers: Promise<{ statusCode: number; json: () => unknown }[]> | undefined;
    // Another flow holds the item's row: the saves wait for it in the database (PGlite's one
    // connection holds them back before their reads), then each is written in its own transaction.
    await db().transaction(async (tx) => {
      await tx.select().from(productStock).where(row).for('update');
      answers = Promise.all(households.map((h, i) => save(h.b, opened[i]!, [{ productId: item.id, quantity: i + 1 }])));
      await new Promise((r) => setTimeout(r, 300));
    });
    for (const [i, answer] of (await answers!).entries()) {
      expect(answer.statusCode).toBe(200);
      const saved = updateQuantity.output.parse(answer.json());
      expect(saved.order.version).toBe(opened[i]!.order.version + 1);
      expect(saved.cart.items.find((x) => x.productId === item.id)?.quantity).toBe(i + 1);
    }
    expect(await unitsLeft(item.id, weekStart)).toBe(10 - 1 - 2 - 3);
  });

  it('refuses a stale save and one short of units on their own while the others are written', async () => {
    const { households, opened, weekStart, item } = await threeOnOneItem(3);
    const stale = { ...opened[1]!, order: { ...opened[1]!.order, version: opened[1]!.order.version + 1 } };
    const [first, old, short] = await Promise.all([
      save(households[0]!.b, opened[0]!, [{ productId: item.id, quantity: 2 }]),
      save(households[1]!.b, stale, [{ productId: item.id, quantity: 1 }]),
      // Asked after the first: one unit is left for its two, whichever order they run in.
      new Promise((r) => setTimeout(r, 50)).then(() =>
        save(households[2]!.b, opened[2]!, [{ productId: item.id, quantity: 2 }]),
      ),
    ]);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('order_changed');
    expect([first.statusCode, short.statusCode].sort()).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : short;
    expect(lost.json().error.code).toBe('sold_out');
    expect(SoldOutDetails.parse(lost.json().error.details).soldOut[0]).toMatchObject({
      productId: item.id,
      remaining: 1,
    });
    expect(await unitsLeft(item.id, weekStart)).toBe(1);
  });
});

describe('the save’s one transaction', () => {
  // Decision 046: the order is read, then locked and checked again in the save's transaction;
  // when a check fails on the order as locked (a cutoff job, another window or another save got
  // there between the read and the write) nothing at all is written, stock included.
  it('writes nothing when the version, the session, the order’s state or the stock stopped it', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const weekStart = weekStartOf(data.order.deliveryDate);
    const item = marketItem(data);
    await stock().setStock([{ productId: item.id, weekStart, remaining: 3 }]);
    const itemsBefore = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const unchanged = async (version = data.order.version) => {
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(row!.version).toBe(version);
      expect(await db().select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(itemsBefore);
      expect(await unitsLeft(item.id, weekStart)).toBe(3);
    };
    /** Runs `change` on the order while a save of 2 units waits for the order's lock, then answers the save. */
    const raced = async (change: (tx: Db) => Promise<unknown>, quantity = 2) => {
      let saving: ReturnType<typeof save> | undefined;
      await db().transaction(async (tx) => {
        await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        saving = save(b, data, [{ productId: item.id, quantity }]);
        await new Promise((r) => setTimeout(r, 200));
        await change(tx);
      });
      return saving!;
    };
    const code = async (res: ReturnType<typeof save>) => (await res).json().error.code as string;

    // Another save moved the version between this one's read and its lock.
    const stale = await raced((tx) =>
      tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1` })
        .where(eq(orders.id, orderId)),
    );
    expect(stale.statusCode).toBe(409);
    expect(await code(Promise.resolve(stale))).toBe('order_changed');
    await unchanged(data.order.version + 1);
    await db().update(orders).set({ version: data.order.version }).where(eq(orders.id, orderId));
    // Another window opened the order.
    const moved = await raced((tx) =>
      tx.update(editSessions).set({ token: 'another-window' }).where(eq(editSessions.orderId, orderId)),
    );
    expect(await code(Promise.resolve(moved))).toBe('edit_session_moved');
    await unchanged();
    await db().update(editSessions).set({ token: data.editSession }).where(eq(editSessions.orderId, orderId));
    // The cutoff job locked the order.
    const locked = await raced((tx) => tx.update(orders).set({ status: 'locked' }).where(eq(orders.id, orderId)));
    expect(locked.statusCode).toBe(422);
    await unchanged();
    await db().update(orders).set({ status: 'upcoming' }).where(eq(orders.id, orderId));
    // The week's units went elsewhere.
    const short = await raced((tx) => stock().setStock([{ productId: item.id, weekStart, remaining: 1 }], tx));
    expect(await code(Promise.resolve(short))).toBe('sold_out');
    expect(await unitsLeft(item.id, weekStart)).toBe(1);
    await stock().setStock([{ productId: item.id, weekStart, remaining: 3 }]);
    await unchanged();

    // With every check passing, all of it is written at once.
    const written = await save(b, data, [{ productId: item.id, quantity: 2 }]);
    expect(written.statusCode, written.body).toBe(200);
    expect(updateQuantity.output.parse(written.json()).order.version).toBe(data.order.version + 1);
    expect(await unitsLeft(item.id, weekStart)).toBe(1);
  });
});

describe('the household’s one read', () => {
  it('answers the order with its session, holds and stock, and nothing for an order not the client’s', async () => {
    const { households, opened, weekStart, item } = await threeOnOneItem(2);
    const saved = await save(households[1]!.b, opened[1]!, [{ productId: item.id, quantity: 1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [a, b, c] = households;
    const now = app().clock.now();
    const read = (q: Parameters<ReturnType<typeof createEditorRepository>['readHousehold']>[1]) =>
      createEditorRepository(db()).readHousehold(householdParts(services()), q);
    let forB: Awaited<ReturnType<typeof read>>;
    const sent = await app().queries.during(async () => {
      forB = await read({
        orderId: b!.orderId,
        clientId: b!.clientId,
        withStock: true,
        now,
        openSession: { token: 'window-b', now },
      });
    });
    expect(sent).toHaveLength(1);
    expect(forB!.order).toMatchObject({ id: b!.orderId, clientId: b!.clientId });
    expect(forB!.items.find((i) => i.productId === item.id)?.quantity).toBe(1);
    expect(forB!.sessionToken).toBe('window-b');
    expect([...forB!.holds]).toEqual([[item.id, 1]]);
    expect(forB!.stock.get(item.id)).toBe(1);
    expect(forB!.plan).toMatchObject({ status: 'active', planType: 'rtc', people: 2, recipesPerWeek: 4 });
    const forC = await read({ orderId: c!.orderId, clientId: c!.clientId, withStock: false, now });
    expect(forC!.sessionToken).toBe(opened[2]!.editSession);
    expect(forC!.stock.size).toBe(0);
    expect(forC!.position).toBeGreaterThan(1);
    // Another household's order: not this client's to read, nor to open.
    expect(
      await read({
        orderId: a!.orderId,
        clientId: c!.clientId,
        withStock: true,
        now,
        openSession: { token: 'stolen', now },
      }),
    ).toBeUndefined();
    const sessions = await queryRows<{ order_id: number; token: string }>(
      db(),
      sql`select order_id, token from edit_sessions where order_id in (${a!.orderId}, ${b!.orderId})`,
    );
    expect(Object.fromEntries(sessions.map((r) => [r.order_id, r.token]))).toEqual({
      [a!.orderId]: opened[0]!.editSession,
      [b!.orderId]: 'window-b',
    });
    expect(weekStart).toBe(weekStartOf(opened[1]!.order.deliveryDate));
  });

  it('gives one order opened in two windows at once one session: the other window is told it moved', async () => {
    const { b, orderId } = await household();
    const [first, second] = await Promise.all([open(b, orderId), open(b, orderId)]);
    expect(first.editSession).not.toBe(second.editSession);
    const [row] = await queryRows<{ token: string }>(
      db(),
      sql`select token from edit_sessions where order_id = ${orderId}`,
    );
    const [live, moved] = row!.token === first.editSession ? [first, second] : [second, first];
    expect(live.editSession).toBe(row!.token);
    const refused = await save(b, moved, [{ productId: marketItem(moved).id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('edit_session_moved');
    expect((await save(b, live, [{ productId: marketItem(live).id, quantity: 1 }])).statusCode).toBe(200);
  });
});

describe('stock of weeks that will not be delivered', () => {
  it('gives back what a skipped week took, once', async () => {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const item = marketItem(data);
    const weekStart = weekStartOf(data.order.deliveryDate);
    const before = (await unitsLeft(item.id, weekStart))!;
    const saved = await save(b, data, [{ productId: item.id, quantity: 3 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await unitsLeft(item.id, weekStart)).toBe(before - 3);
    const version = updateQuantity.output.parse(saved.json()).order.version;
    expect((await b.post('/api/v1/account/skip_order', { orderId, version })).statusCode).toBe(200);
    expect(await services().stock.releaseUndelivered()).toBe(1);
    expect(await unitsLeft(item.id, weekStart)).toBe(before);
    expect(await services().stock.releaseUndelivered()).toBe(0);
    expect(await unitsLeft(item.id, weekStart)).toBe(before);
  });
});

describe('a skipped week brought back after its stock was given back (decision 037)', () => {
  /** A week with 3 units of a counted market item, skipped, and its units given back by the job. */
  async function skippedAndReleased() {
    const { b, orderId } = await household();
    const data = await open(b, orderId);
    const item = marketItem(data);
    const weekStart = weekStartOf(data.order.deliveryDate);
    const before = (await unitsLeft(item.id, weekStart))!;
    const saved = updateQuantity.output.parse((await save(b, data, [{ productId: item.id, quantity: 3 }])).json());
    const skipped = await b.post('/api/v1/account/skip_order', { orderId, version: saved.order.version });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(await services().stock.releaseUndelivered()).toBe(1);
    expect(await unitsLeft(item.id, weekStart)).toBe(before);
    return { b, orderId, item, weekStart, before, saved, version: saved.order.version + 1 };
  }

  it('takes the units again on unskip: the items stay and hold their stock', async () => {
    const { b, orderId, item, weekStart, before, saved, version } = await skippedAndReleased();
    const res = await b.post('/api/v1/account/unskip_order', { orderId, version });
    expect(res.statusCode, res.body).toBe(200);
    expect(unskipOrder.output.parse(res.json()).dropped).toEqual([]);
    expect(await unitsLeft(item.id, weekStart)).toBe(before - 3);
    const again = await open(b, orderId);
    expect(again.cart.items.find((i) => i.productId === item.id)?.quantity).toBe(3);
    expect(again.summary.totalCents).toBe(saved.summary.totalCents);
    // Taken out in the editor, they go back to the stock: the order holds them again.
    const removed = await save(b, again, [{ productId: item.id, quantity: 0 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await unitsLeft(item.id, weekStart)).toBe(before);
  });

  it('takes out what the week no longer has, prices the order again and says so', async () => {
    const { b, orderId, item, weekStart, saved, version } = await skippedAndReleased();
    // Other households took the week's units meanwhile: one is left.
    await stock().setStock([{ productId: item.id, weekStart, remaining: 1 }]);
    const res = await b.post('/api/v1/account/unskip_order', { orderId, version });
    expect(res.statusCode, res.body).toBe(200);
    const answer = unskipOrder.output.parse(res.json());
    expect(answer.dropped).toEqual([{ productId: item.id, name: item.name, quantity: 3 }]);
    expect(await unitsLeft(item.id, weekStart)).toBe(1);
    const again = await open(b, orderId);
    expect(again.cart.items.some((i) => i.productId === item.id)).toBe(false);
    expect(again.summary.subtotalCents).toBe(saved.summary.subtotalCents - 3 * item.unitPriceCents);
    const row = (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    expect(row.subtotalCents).toBe(again.summary.subtotalCents);
    expect(row.totalCents).toBe(again.summary.totalCents);
    expect(answer.order.totalCents).toBe(row.totalCents);
  });

  it('forgets what it gave back once the skipped week’s delivery day has passed', async () => {
    const { orderId } = await skippedAndReleased();
    const given = () => db().select().from(releasedHolds).where(eq(releasedHolds.orderId, orderId));
    expect(await given()).toHaveLength(1);
    // Before the delivery day an unskip may still want them (until the cutoff).
    await services().stock.releaseUndelivered();
    expect(await given()).toHaveLength(1);
    const row = (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
    app().clock.set(new Date(Date.parse(`${row.deliveryDate}T12:00:00Z`) + 86_400_000));
    await services().stock.releaseUndelivered();
    expect(await given()).toHaveLength(0);
  });
});

describe('the stock hold other flows use', () => {
  it('takes units in the caller’s transaction, names the short products and gives units back', async () => {
    const deliveryDate = '2026-12-02';
    const weekStart = weekStartOf(deliveryDate);
    const [a, b] = [1, 2];
    await stock().setStock([
      { productId: a, weekStart, remaining: 1 },
      { productId: b, weekStart, remaining: 4 },
    ]);
    const short = await db().transaction((tx) =>
      stock().reserve(tx, deliveryDate, [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
      ]),
    );
    expect(short).toEqual([a]);
    expect(await db().transaction((tx) => stock().reserve(tx, deliveryDate, [{ productId: a, quantity: 1 }]))).toEqual(
      [],
    );
    await db().transaction((tx) => stock().release(tx, deliveryDate, [{ productId: a, quantity: 1 }]));
    expect((await stock().lowStock(weekStart)).get(a)).toBe(1);
  });
});

describe('customisations, pairings and the other calls', () => {
  it('prices a customisation per serving, adds pairings as add-ons, and answers points, banner and ghost add-ons', async () => {
    const { b, orderId } = await household();
    let data = await open(b, orderId);
    const recipe = data.cart.items.find((i) => i.itemKind === 'meal')!;
    const side = data.categories.find((c) => c.itemKind === 'addon')!.products.find((p) => !p.soldOut)!;
    await services().catalog.addRecipeExtras(
      [
        {
          productId: recipe.productId,
          key: 'double_protein_test',
          nameEn: 'Double protein',
          nameFr: 'Double protéine',
          extraPerServingCents: 300,
          position: 99,
        },
      ],
      [{ recipeId: recipe.productId, productId: side.id, position: 99 }],
    );
    data = await open(b, orderId);
    const offered = meals(data).find((p) => p.id === recipe.productId)!;
    expect(offered.customizations.map((c) => c.key)).toContain('double_protein_test');
    expect(offered.pairingIds).toContain(side.id);

    const custom = await b.post('/api/v1/orders/update_customization', {
      orderId,
      version: data.order.version,
      editSession: data.editSession,
      productId: recipe.productId,
      customizationKey: 'double_protein_test',
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const afterCustom = updateQuantity.output.parse(custom.json());
    expect(afterCustom.cart.items.find((i) => i.productId === recipe.productId)).toMatchObject({
      customizationKey: 'double_protein_test',
      unitPriceCents: recipe.unitPriceCents + 300,
    });
    expect(afterCustom.summary.subtotalCents).toBe(data.summary.subtotalCents + 300 * recipe.quantity);

    const unknown = await b.post('/api/v1/orders/update_customization', {
      orderId,
      version: afterCustom.order.version,
      editSession: data.editSession,
      productId: recipe.productId,
      customizationKey: 'no_such_thing',
    });
    expect(unknown.statusCode).toBe(400);

    const paired = await b.post('/api/v1/orders/update_pairings', {
      orderId,
      version: afterCustom.order.version,
      editSession: data.editSession,
      recipeId: recipe.productId,
      pairings: [{ productId: side.id, quantity: 1 }],
    });
    expect(paired.statusCode, paired.body).toBe(200);
    const afterPair = updateQuantity.output.parse(paired.json());
    expect(afterPair.cart.items.find((i) => i.productId === side.id)).toMatchObject({ itemKind: 'addon', quantity: 1 });
    expect(afterPair.cart.pairings).toEqual([{ recipeId: recipe.productId, productIds: [side.id] }]);

    // One "Save" is one request and one version step: a quantity, a customisation and a pairing together.
    const whole = await b.post('/api/v1/orders/update_quantity', {
      orderId,
      version: afterPair.order.version,
      editSession: data.editSession,
      items: [{ productId: side.id, quantity: 0 }],
      customizations: [{ productId: recipe.productId, customizationKey: null }],
      pairings: [{ recipeId: recipe.productId, pairings: [{ productId: side.id, quantity: 2 }] }],
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const afterWhole = updateQuantity.output.parse(whole.json());
    expect(afterWhole.order.version).toBe(afterPair.order.version + 1);
    expect(afterWhole.cart.items.find((i) => i.productId === recipe.productId)).toMatchObject({
      customizationKey: null,
      unitPriceCents: recipe.unitPriceCents,
    });
    expect(afterWhole.cart.items.find((i) => i.productId === side.id)).toMatchObject({ quantity: 2 });
    expect(afterWhole.cart.pairings).toEqual([{ recipeId: recipe.productId, productIds: [side.id] }]);
    // A save that names nothing is refused in the household's words, and changes nothing.
    const empty = await b.post('/api/v1/orders/update_quantity', {
      orderId,
      version: afterWhole.order.version,
      editSession: data.editSession,
      items: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.items).toBe('Nothing changed in your order: make a change, then save.');
    // A bad customisation anywhere in the draft writes nothing of it.
    const bad = await b.post('/api/v1/orders/update_quantity', {
      orderId,
      version: afterWhole.order.version,
      editSession: data.editSession,
      items: [{ productId: side.id, quantity: 1 }],
      customizations: [{ productId: recipe.productId, customizationKey: 'no_such_thing' }],
    });
    expect(bad.statusCode).toBe(400);
    const reread = await open(b, orderId);
    expect(reread.order.version).toBe(afterWhole.order.version);
    expect(reread.cart.items.find((i) => i.productId === side.id)).toMatchObject({ quantity: 2 });

    const points = getAnticipatedPoints.output.parse(
      (await b.get(`/api/v1/orders/anticipated_comarch_points?orderId=${orderId}`)).json(),
    );
    expect(points.points).toBe(afterWhole.summary.anticipatedPoints);
    expect(points.points).toBe(Math.floor(afterWhole.summary.totalAfterCreditCents / 100));
    const banner = getCartLoyaltyBanner.output.parse(
      (await b.get(`/api/v1/banners/get_cart_loyalty_banner?orderId=${orderId}`)).json(),
    );
    expect(banner.title).toBe(`Earn ${points.points} points with this order`);
    const ghosts = getGhostAddons.output.parse((await b.get(`/api/v1/account/ghost_addons?orderId=${orderId}`)).json());
    expect(ghosts.products.every((p) => p.itemKind === 'addon' && p.id !== side.id)).toBe(true);
    // Each suggestion's sticker: what one unit adds to the points of the priced cart.
    const stickers = getLoyaltyStickerForGhostAddons.output.parse(
      (await b.get(`/api/v1/account/loyalty_sticker_for_ghost_addons?orderId=${orderId}`)).json(),
    );
    expect(stickers.stickers.map((s) => s.productId)).toEqual(ghosts.products.map((p) => p.id));
    const lines = afterWhole.cart.items;
    for (const ghost of ghosts.products) {
      const withOne = cartQuote(data.pricing, [
        ...lines,
        {
          productId: ghost.id,
          itemKind: 'addon',
          quantity: 1,
          unitPriceCents: ghost.unitPriceCents,
          taxClass: ghost.taxClass,
          customizationKey: null,
        },
      ]);
      expect(stickers.stickers.find((s) => s.productId === ghost.id)!.points).toBe(
        withOne.anticipatedPoints - points.points,
      );
    }
  });

  it('writes the editor in French for a French household', async () => {
    const { b, orderId } = await household(MEAT_2x4, 'fr');
    const data = await open(b, orderId);
    expect(data.order.dateLabel).toMatch(/^(dimanche|lundi|mardi|mercredi) \d+ [a-zé]+$/);
    const out = data.cart.items.find((i) => i.itemKind === 'meal')!;
    const res = await save(b, data, [{ productId: out.productId, quantity: 0 }]);
    expect(res.json().error.message).toBe(
      'Votre forfait comprend 4 repas par semaine et votre panier en contient 3. Ajoutez ou retirez des repas pour arriver au bon nombre.',
    );
  });
});
