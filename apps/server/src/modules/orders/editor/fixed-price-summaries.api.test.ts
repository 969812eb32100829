import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { billPatch, createPatch, getProductsAvailabilityInfo, SoldOutDetails, updateQuantity } from '@fp/contracts';
import { weekStartOf } from '@fp/domain';
import { editorTestApp } from '../../../../test/editor-test-app.ts';
import { openEditor, type EditorView } from '../../../../test/editor-view.ts';
import type { Browser } from '../../../../test/harness.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import { products } from '../../catalog/tables.ts';
import { orderItems, orderLines, orders } from '../tables.ts';
import { payments } from '../../money/tables.ts';

// Decision 037: the editor's summary is what the cutoff charges, and after it what was charged.
const START = '2026-11-22T18:00:00Z';
const { app, register, deliverTo, cardToken, complete, browser, clientIdOf, db, services } = editorTestApp(START);
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

const MEAT_2x4 = { type: 'rtc', people: 2, recipesPerWeek: 4, preference: 'meat_and_fish' };

let street = 8100;
/** A household signed up (with a code when given), its weeks generated; its orders by date. */
async function household(code?: string) {
  street += 10;
  const b = browser();
  if (code) expect((await b.post('/api/v1/signup/save_discount_code', { code })).statusCode).toBe(200);
  await register(b, MEAT_2x4);
  await deliverTo(b, `${street} Main Street`, '604-253-4567');
  const clientId = await clientIdOf(b);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `fixed-price-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  const mine = await db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));
  return { b, clientId, first: mine[0]!, second: mine[1]! };
}

/** The household's answer with the menu it names, stock laid over (decision 039). */
const open = openEditor;

async function save(b: Browser, data: EditorView, items: { productId: number; quantity: number }[]) {
  const res = await b.post('/api/v1/orders/update_quantity', {
    orderId: data.order.id,
    version: data.order.version,
    editSession: data.editSession,
    items,
  });
  expect(res.statusCode, res.body).toBe(200);
  return updateQuantity.output.parse(res.json());
}

const inCart = (d: EditorView, id: number) => d.cart.items.some((i) => i.productId === id);
const meals = (d: EditorView) => d.categories.find((c) => c.key === 'meals')!.products;
const market = (d: EditorView) =>
  d.categories
    .filter((c) => c.itemKind === 'market')
    .flatMap((c) => c.products)
    .find((p) => !p.soldOut && (p.remaining ?? 99) > 5 && !inCart(d, p.id))!;
/** A meal swapped for another and a market item added: a different cart, same meal count. */
function edit(d: EditorView) {
  const out = d.cart.items.find((i) => i.itemKind === 'meal')!;
  const other = meals(d).find((p) => !p.hiddenByDiet && !p.soldOut && !inCart(d, p.id))!;
  return [
    { productId: out.productId, quantity: 0 },
    { productId: other.id, quantity: out.quantity },
    { productId: market(d).id, quantity: 2 },
  ];
}

/** Runs the order's cutoff as the weekly cycle does, just after its cutoff instant. */
async function cutoff(orderId: number) {
  const row = await orderRow(orderId);
  app().clock.set(new Date(row.cutoffAt.getTime() + 1000));
  await services().orders.cutoff(orderId);
  return orderRow(orderId);
}

describe('the summary before the cutoff is what the cutoff charges', () => {
  it('for a normal week, edited', async () => {
    const { b, second } = await household();
    const opened = await open(b, second.id);
    const saved = await save(b, opened, edit(opened));
    const read = await open(b, second.id);
    expect(read.summary).toEqual(saved.summary);
    expect(read.summary.fixedPrice).toBeUndefined();
    const locked = await cutoff(second.id);
    expect(locked.status).toBe('locked');
    expect(locked.totalCents).toBe(read.summary.totalAfterCreditCents);
    expect(locked.subtotalCents).toBe(read.summary.subtotalCents);
    expect(locked.taxCents).toBe(read.summary.taxTotalCents);
  });

  it('for a first order paid at signup with the default promotion: the signup price, kept through an edit', async () => {
    const { b, clientId, first } = await household();
    const [paid] = await db().select().from(payments).where(eq(payments.id, first.paymentId!));
    const data = await open(b, first.id);
    // The signup's one-time promotion is the order's: shown, and in the browser's pricing inputs.
    expect(data.summary.totalCents).toBe(paid!.amountCents);
    expect(data.summary.totalCents).toBe(first.totalCents);
    expect(data.summary.discountTotalCents).toBeGreaterThan(0);
    expect(data.summary.fixedPrice).toBe(true);
    expect(data.pricing.discounts.map((d) => d.code)).toContain('FPFREEMEALS');

    const saved = await save(b, data, edit(data));
    expect(saved.summary.discountTotalCents).toBeGreaterThan(0);
    expect(saved.summary.discounts.map((d) => d.label)).toEqual(data.summary.discounts.map((d) => d.label));
    const read = await open(b, first.id);
    expect(read.summary.totalCents).toBe(saved.summary.totalCents);
    const locked = await cutoff(first.id);
    expect(locked.totalCents).toBe(read.summary.totalAfterCreditCents);
    expect(locked.discountCents).toBe(read.summary.discountTotalCents);
    // The new amount is charged: the signup's hold for the old one goes back, the card is charged once.
    expect(await services().orders.bill(first.id)).toBe('billed');
    const charged = await db().select().from(payments).where(eq(payments.clientId, clientId));
    expect(charged.filter((p) => p.status === 'succeeded').map((p) => p.amountCents)).toEqual([locked.totalCents]);
  });

  it('for a first order paid at signup with a promotion code of a fixed amount', async () => {
    const { b, first } = await household('FRESH20');
    const data = await open(b, first.id);
    expect(data.summary.totalCents).toBe(first.totalCents);
    expect(data.pricing.discounts.map((d) => d.code)).toEqual(['FRESH20']);
    const saved = await save(b, data, edit(data));
    expect(saved.summary.discounts).toEqual([{ label: '$20 off', amountCents: 2000 }]);
    const locked = await cutoff(first.id);
    expect(locked.totalCents).toBe(saved.summary.totalAfterCreditCents);
  });
});

describe('the summary after the cutoff is what was charged', () => {
  it('shows the written amounts and lines of a billed order, late additions included and named', async () => {
    const { b, second } = await household();
    const opened = await open(b, second.id);
    const saved = await save(b, opened, edit(opened));
    const locked = await cutoff(second.id);
    expect(await services().orders.bill(second.id)).toBe('billed');
    const billed = await open(b, second.id);
    expect(billed.summary).toMatchObject({
      subtotalCents: locked.subtotalCents,
      taxTotalCents: locked.taxCents,
      totalAfterCreditCents: locked.totalCents,
      fixedPrice: true,
    });
    expect(billed.summary.totalAfterCreditCents).toBe(saved.summary.totalAfterCreditCents);
    const taxLines = await db()
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, second.id), eq(orderLines.kind, 'tax')));
    expect(billed.summary.taxes.map((x) => [x.tax, x.amountCents])).toEqual(
      taxLines.map((l) => [l.label, l.amountCents]),
    );
    expect(billed.summary.lateAdditionsCents).toBeUndefined();

    // A late addition paid: the order's amounts move, the summary follows and says how much.
    const item = market(billed);
    const created = createPatch.output.parse(
      (await b.post(createPatch.path, { orderId: second.id, items: [{ productId: item.id, quantity: 1 }] })).json(),
    );
    if (created.status !== 'pending') throw new Error('expected a pending patch');
    const paid = await b.post(billPatch.path, {
      patchId: created.patch.id,
      idempotencyKey: `fixed-price-patch-${created.patch.id}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await open(b, second.id);
    const row = await orderRow(second.id);
    expect(after.summary.totalAfterCreditCents).toBe(row.totalCents);
    expect(after.summary.totalAfterCreditCents).toBe(billed.summary.totalAfterCreditCents + created.patch.totalCents);
    expect(after.summary.lateAdditionsCents).toBe(created.patch.totalCents);
  });

  it('does not re-price a locked order when the household gets credit after the cutoff', async () => {
    const { b, clientId, second } = await household();
    const locked = await cutoff(second.id);
    await services().money.credit.add(
      { clientId, amountCents: 1500, reason: 'referral_welcome', reference: `late-credit:${clientId}` },
      db(),
    );
    const data = await open(b, second.id);
    expect(data.summary.creditCents).toBe(locked.creditCents);
    expect(data.order.mode).toBe('locked');
    expect(data.summary.totalAfterCreditCents).toBe(locked.totalCents);
    expect(data.summary.subtotalCents).toBe(locked.subtotalCents);
  });

  it("lists a billed cart at the prices written at the cutoff, not at the shelves' prices since", async () => {
    const { b, second } = await household();
    const opened = await open(b, second.id);
    await save(b, opened, edit(opened));
    await cutoff(second.id);
    expect(await services().orders.bill(second.id)).toBe('billed');
    // The shelves moved after the cutoff: the order's rows keep what it was priced at.
    const rows = await db().select().from(orderItems).where(eq(orderItems.orderId, second.id));
    const changed = rows.find((r) => r.kind === 'market')!;
    await db()
      .update(orderItems)
      .set({ unitPriceCents: changed.unitPriceCents + 50 })
      .where(eq(orderItems.id, changed.id));
    const data = await open(b, second.id);
    expect(data.order.mode).toBe('additions_only');
    const line = data.cart.items.find((i) => i.productId === changed.productId)!;
    expect(line.unitPriceCents).toBe(changed.unitPriceCents + 50);
    expect(data.summary.fixedPrice).toBe(true);
  });
});

describe('substitutes for a sold-out item', () => {
  it('bring no allergen the sold-out item did not have', async () => {
    const { b, second } = await household();
    const data = await open(b, second.id);
    const shelf = data.categories.filter((c) => c.itemKind === 'market').flatMap((c) => c.products);
    const within = (a: readonly string[], of: readonly string[]) => a.every((x) => of.includes(x));
    // An item with allergens, among others that share them and others that bring new ones.
    const gone = shelf.find(
      (p) =>
        p.allergens.length > 0 &&
        !p.soldOut &&
        shelf.some((o) => o.id !== p.id && !o.soldOut && within(o.allergens, p.allergens)) &&
        shelf.some((o) => o.id !== p.id && !o.soldOut && !within(o.allergens, p.allergens)),
    )!;
    expect(gone).toBeDefined();
    await services().stock.setStock([
      { productId: gone.id, weekStart: weekStartOf(data.order.deliveryDate), remaining: 0 },
    ]);
    const res = await b.post('/api/v1/orders/update_quantity', {
      orderId: data.order.id,
      version: data.order.version,
      editSession: data.editSession,
      items: [{ productId: gone.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    const [soldOut] = SoldOutDetails.parse(res.json().error.details).soldOut;
    expect(soldOut!.productId).toBe(gone.id);
    expect(soldOut!.substitutes.length).toBeGreaterThan(0);
    const allergensOf = new Map(shelf.map((p) => [p.id, p.allergens]));
    for (const s of soldOut!.substitutes)
      expect(allergensOf.get(s.productId)!.filter((a) => !gone.allergens.includes(a))).toEqual([]);
  });

  it('names a cart item sold out before the visit, with substitutes, when the editor asks for the stock', async () => {
    const { b, second } = await household();
    const orderId = second.id;
    const data = await open(b, orderId);
    const gone = data.cart.items.find((i) => i.itemKind === 'meal')!.productId;
    // The kitchen marks the recipe sold out (a staff change moves the catalogue's version).
    await db().transaction(async (tx) => {
      await tx.update(products).set({ soldOut: true }).where(eq(products.id, gone));
      await createCatalogRepository(tx).bumpVersion();
    });
    try {
      const availability = async () =>
        getProductsAvailabilityInfo.output.parse(
          (await b.get(`/api/v1/account/products_availability_info?orderId=${orderId}`)).json(),
        );
      // The catalogue reads its version at most once a second (decision 022).
      const info = await vi.waitFor(
        async () => {
          const answer = await availability();
          expect(answer.soldOutInCart).toHaveLength(1);
          return answer;
        },
        { timeout: 5000, interval: 200 },
      );
      const [item] = info.soldOutInCart;
      expect(item).toMatchObject({ productId: gone, remaining: 0 });
      expect(item!.substitutes.length).toBeGreaterThan(0);
      expect(item!.substitutes.length).toBeLessThanOrEqual(3);
      const offered = new Set(
        meals(data)
          .filter((p) => !p.hiddenByDiet)
          .map((p) => p.id),
      );
      for (const s of item!.substitutes) {
        expect(s.productId).not.toBe(gone);
        expect(offered.has(s.productId)).toBe(true);
      }
      expect(info.products.find((p) => p.productId === gone)).toMatchObject({ soldOut: true });
    } finally {
      await db().transaction(async (tx) => {
        await tx.update(products).set({ soldOut: false }).where(eq(products.id, gone));
        await createCatalogRepository(tx).bumpVersion();
      });
    }
  });
});
