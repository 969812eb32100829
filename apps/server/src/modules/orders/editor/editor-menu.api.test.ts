import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getEditorMenu, type EditorCategory } from '@fp/contracts';
import { weekStartOf } from '@fp/domain';
import { editorTestApp } from '../../../../test/editor-test-app.ts';
import { menuUrl, openEditor, type EditorView } from '../../../../test/editor-view.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import { products } from '../../catalog/tables.ts';
import { categoriesOf, editorProduct, shelfProducts } from './shelves.ts';
import { orders } from '../tables.ts';

// Decision 039: the editor's menu is its own public, immutable answer named by the household's
// `editor_data_v2`, which carries the week's low stock to lay over it.

const START = '2026-11-22T18:00:00Z';
const { register, deliverTo, cardToken, complete, browser, clientIdOf, db, services } = editorTestApp(START);

let street = 7000;
async function household(locale: 'en' | 'fr' = 'en') {
  street += 10;
  const b = browser(locale);
  await register(b, { type: 'rtc', people: 2, recipesPerWeek: 4, preference: 'meat_and_fish' });
  await deliverTo(b, `${street} Main Street`, '604-253-4567');
  const clientId = await clientIdOf(b);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `editor-menu-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  const mine = await db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));
  return { b, orderId: mine[1]!.id };
}

const all = (categories: EditorCategory[]) => categories.flatMap((c) => c.products);
const marketOf = (d: EditorView) =>
  all(d.categories.filter((c) => c.itemKind === 'market')).find((p) => !p.soldOut && p.remaining === null)!;

/** What `editor_data_v2` carried before decision 039: the shelves built with the week's stock. */
async function formerCategories(d: EditorView, locale: 'en' | 'fr'): Promise<EditorCategory[]> {
  const shelves = await services().catalog.weekShelves(d.order.deliveryDate, d.menu.region);
  const extras = await services().catalog.recipeExtras();
  const customizations = [...extras.customizationsOf.values()].flat();
  const pairings = [...extras.pairingsOf.values()].flat();
  const stock = new Map(d.stock.map((s) => [s.productId, s.remaining]));
  const shelf = shelfProducts({
    shelves,
    planKind: d.menu.planKind,
    preference: d.menu.diet,
    mealPriceCents: d.menu.mealPriceCents,
  });
  const cards = [...shelf.values()].map((p) => {
    const meal = p.itemKind === 'meal';
    return editorProduct(
      p,
      locale,
      { remaining: (id) => stock.get(id) ?? null },
      meal ? customizations.filter((c) => c.productId === p.row.id) : [],
      meal ? pairings.filter((x) => x.recipeId === p.row.id) : [],
    );
  });
  return categoriesOf(cards);
}

describe('the editor’s menu apart', () => {
  it('is what the editor carried: same products, same order, French names in French', async () => {
    const { b, orderId } = await household('fr');
    const data = await openEditor(b, orderId);
    expect(data.menu).toMatchObject({ week: weekStartOf(data.order.deliveryDate), locale: 'fr', planKind: 'rtc' });
    expect(data.categories).toEqual(await formerCategories(data, 'fr'));
    const first = all(data.categories)[0]!;
    const [row] = await db().select().from(products).where(eq(products.id, first.id));
    expect(first.name).toBe(row!.nameFr);
    // The household's answer no longer carries the menu.
    expect(JSON.stringify(data.menu).length + JSON.stringify(data.stock).length).toBeLessThan(2000);
  });

  it('is public, immutable, and answers 304 to its ETag', async () => {
    const { b, orderId } = await household();
    const data = await openEditor(b, orderId);
    const signedOut = await browser().get(menuUrl(data.menu));
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(signedOut.headers['vary']).toBe('Accept-Encoding');
    expect(signedOut.headers['set-cookie']).toBeUndefined();
    const etag = String(signedOut.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await b.get(menuUrl(data.menu), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // An older version gets the current menu, kept nowhere.
    const older = await b.get(menuUrl({ ...data.menu, version: 'older' }));
    expect(older.statusCode).toBe(200);
    expect(older.headers['cache-control']).toBe('no-cache');
    expect(older.headers['etag']).toBeUndefined();
    expect(getEditorMenu.output.parse(older.json())).toEqual(getEditorMenu.output.parse(signedOut.json()));
  });

  it('moves to a new address with the catalogue, showing the staff’s change', async () => {
    const { b, orderId } = await household();
    const before = await openEditor(b, orderId);
    const item = marketOf(before);
    const [row] = await db().select().from(products).where(eq(products.id, item.id));
    await db()
      .update(products)
      .set({ nameEn: `${row!.nameEn} (new)` })
      .where(eq(products.id, item.id));
    await createCatalogRepository(db()).bumpVersion();
    try {
      // The catalogue's version is read at most once a second (decision 006).
      await expect
        .poll(async () => (await openEditor(b, orderId)).menu.version, { timeout: 5000 })
        .not.toBe(before.menu.version);
      const after = await openEditor(b, orderId);
      expect(all(after.categories).find((p) => p.id === item.id)!.name).toBe(`${row!.nameEn} (new)`);
      const old = await b.get(menuUrl(before.menu));
      expect(old.headers['cache-control']).toBe('no-cache');
      expect(all(getEditorMenu.output.parse(old.json()).categories).find((p) => p.id === item.id)!.name).toBe(
        `${row!.nameEn} (new)`,
      );
    } finally {
      await db().update(products).set({ nameEn: row!.nameEn }).where(eq(products.id, item.id));
      await createCatalogRepository(db()).bumpVersion();
      // The next test starts once the catalogue is back as it was, in this instance too.
      await expect
        .poll(async () => (await openEditor(b, orderId)).menu.version, { timeout: 5000 })
        .toBe(before.menu.version);
    }
  });

  it('leaves live stock to the household’s answer: units left, then sold out after a take', async () => {
    const { b, orderId } = await household();
    const data = await openEditor(b, orderId);
    const item = marketOf(data);
    const weekStart = weekStartOf(data.order.deliveryDate);
    await services().stock.setStock([{ productId: item.id, weekStart, remaining: 2 }]);
    const low = await openEditor(b, orderId);
    expect(low.menu.version).toBe(data.menu.version);
    expect(low.stock).toContainEqual({ productId: item.id, remaining: 2, soldOut: false, lowStock: true });
    expect(all(low.categories).find((p) => p.id === item.id)).toMatchObject({ remaining: 2, lowStock: true });
    const take = await b.post('/api/v1/orders/update_quantity', {
      orderId,
      version: low.order.version,
      editSession: low.editSession,
      items: [{ productId: item.id, quantity: 2 }],
    });
    expect(take.statusCode, take.body).toBe(200);
    const gone = await openEditor(b, orderId);
    expect(gone.stock).toContainEqual({ productId: item.id, remaining: 0, soldOut: true, lowStock: false });
    expect(all(gone.categories).find((p) => p.id === item.id)).toMatchObject({ soldOut: true, remaining: 0 });
  });

  it('answers bad input with 400 in the reader’s language', async () => {
    const { b, orderId } = await household();
    const { menu } = await openEditor(b, orderId);
    const fr = browser('fr');
    const region = await fr.get(menuUrl({ ...menu, region: 'XX' as never }));
    expect(region.statusCode).toBe(400);
    expect(region.json().error).toMatchObject({
      code: 'validation',
      message: 'Certaines informations sont manquantes ou invalides. Vérifiez les champs indiqués.',
    });
    expect(region.json().error.fields).toHaveProperty('region');
    const price = await fr.get(menuUrl({ ...menu, mealPriceCents: -1 }));
    expect(price.statusCode).toBe(400);
    expect(price.json().error.fields).toHaveProperty('mealPriceCents');
    const monday = await fr.get(menuUrl({ ...menu, week: '2026-11-30' }));
    expect(monday.statusCode).toBe(400);
    expect(monday.json().error.fields.week).toBe(
      'Choisissez une semaine de menu par son premier jour, un dimanche (AAAA-MM-JJ).',
    );
    const en = await browser('en').get(menuUrl({ ...menu, week: '2026-02-30' }));
    expect(en.json().error.fields.week).toBe('Choose a menu week by its first day, a Sunday (YYYY-MM-DD).');
  });

  it('builds a menu only at a price a plan or a household’s plan is at, never at a made-up one', async () => {
    const { b, orderId } = await household();
    const { menu } = await openEditor(b, orderId);
    // Every other price was a menu built (and its views kept) for nobody (issue 24, defect 5).
    for (const mealPriceCents of [menu.mealPriceCents + 1, 1, 99_999]) {
      const madeUp = await browser('en').get(menuUrl({ ...menu, mealPriceCents }));
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().error.fields.mealPriceCents).toBe(
        'No plan is at this price per serving: open the menu from your order.',
      );
    }
    const fr = await browser('fr').get(menuUrl({ ...menu, mealPriceCents: menu.mealPriceCents + 1 }));
    expect(fr.json().error.fields.mealPriceCents).toBe(
      "Aucun forfait n'est à ce prix par portion : ouvrez le menu à partir de votre commande.",
    );
    expect((await browser('en').get(menuUrl(menu))).statusCode).toBe(200);
  });
});
