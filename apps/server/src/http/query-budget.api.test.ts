import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { SessionData } from '@fp/contracts';
import { products } from '../modules/catalog/tables.ts';
import { createFlagService } from '../modules/flags/service.ts';
import { sessions } from '../modules/session/tables.ts';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';
import { addPoints, insertClient, insertStaff, seedCatalog, seedDemoDiscounts, signInAs } from '../../test/fixtures.ts';

// Decision 022: the hot path of a visitor costs no query, a signed-in client's session data one.
// The versions are re-read once a minute here, so a count never includes a re-check by chance.
let t: TestApp;
let product: { id: number; slugEn: string; slugFr: string; nameEn: string; nameFr: string };
beforeAll(async () => {
  t = await createTestApp({ config: { DATA_VERSION_CHECK_MS: '60000' } });
  await seedCatalog(t.database.db, t.clock);
  await seedDemoDiscounts(t.database.db, t.clock);
  const [first] = await t.database.db
    .select({
      id: products.id,
      slugEn: products.slugEn,
      slugFr: products.slugFr,
      nameEn: products.nameEn,
      nameFr: products.nameFr,
    })
    .from(products)
    .limit(1);
  product = first!;
  // Seeding the catalogue takes a while on a busy machine.
}, 180_000);
afterAll(() => t.close());

async function sessionRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions);
  return row!.n;
}

describe('what a request costs the database', () => {
  it('answers a visitor’s session data and pages from memory, and keeps no session for them', async () => {
    const visitor = new Browser(t.app);
    const before = await sessionRows();
    // The first requests fill the in-memory copies (flag gates, product names).
    await visitor.get('/api/v1/sessions/session_data');
    await visitor.get(`/product/${product.slugEn}`);

    const pages = ['/', '/menu/this-week', `/product/${product.slugEn}`, `/fr/produit/${product.slugFr}`, '/fr/'];
    const statements = await t.queries.during(async () => {
      const session = await visitor.get('/api/v1/sessions/session_data');
      expect(SessionData.parse(session.json())).toMatchObject({ loggedIn: false, client: null });
      for (const path of pages) {
        const res = await visitor.get(path);
        expect(res.statusCode, path).toBe(200);
      }
    });
    expect(statements).toEqual([]);
    // The title still names the product, in each language.
    const title = async (path: string) =>
      /<title>(.*?)<\/title>/
        .exec((await new Browser(t.app).get(path)).body)?.[1]
        ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(await title(`/product/${product.slugEn}`)).toContain(product.nameEn);
    expect(await title(`/fr/produit/${product.slugFr}`)).toContain(product.nameFr);
    expect(await title(`/product/${product.id}`)).toContain(product.nameEn);
    expect((await new Browser(t.app).get('/product/no-such-meal')).statusCode).toBe(404);

    // Nothing to keep: no row, no cookie.
    expect(await sessionRows()).toBe(before);
    expect(visitor.cookies.has('fp_session')).toBe(false);
  });

  it('reads a signed-in client’s session data, points included, in one query', async () => {
    const client = await insertClient(t.database.db, { firstName: 'Maëlle', locale: 'fr' });
    await addPoints(t.database.db, client.id, 120, 'available');
    await addPoints(t.database.db, client.id, 30, 'pending');
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    let body: unknown;
    const statements = await t.queries.during(async () => {
      body = (await browser.get('/api/v1/sessions/session_data')).json();
    });
    expect(statements).toHaveLength(1);
    expect(SessionData.parse(body)).toMatchObject({
      loggedIn: true,
      locale: 'fr',
      client: { id: client.id, firstname: 'Maëlle', rewardPoints: 120 },
    });
  });

  it('reads a signed-in staff member’s session data in one query too', async () => {
    const staff = await insertStaff(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { staffId: staff.id });
    let body: unknown;
    const statements = await t.queries.during(async () => {
      body = (await browser.get('/api/v1/sessions/session_data')).json();
    });
    expect(statements).toHaveLength(1);
    expect(body).toMatchObject({ adminLoggedIn: true, loggedIn: false });
  });

  it('serves a menu asked before from memory, with no session read even for a signed-in client', async () => {
    const client = await insertClient(t.database.db);
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    const url = '/api/v1/menu/data?week=this-week&diet=vegetarian';
    const first = await browser.get(url);
    expect(first.statusCode).toBe(200);
    let again: Awaited<ReturnType<Browser['get']>> | undefined;
    const statements = await t.queries.during(async () => {
      again = await browser.get(url);
    });
    expect(statements).toEqual([]);
    expect(again!.json()).toEqual(first.json());
    expect(again!.headers.etag).toBe(first.headers.etag);
    // A bad request is still refused with the error shape, however often it is sent.
    for (let i = 0; i < 2; i++) {
      const bad = await browser.get('/api/v1/menu/data?week=someday');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: 'validation' } });
    }
  });

  it('writes a session row only once there is something to keep (a held discount code)', async () => {
    const visitor = new Browser(t.app);
    const before = await sessionRows();
    await visitor.get('/');
    await visitor.get('/api/v1/sessions/session_data');
    expect(await sessionRows()).toBe(before);
    await visitor.post('/api/v1/clients/set_language', { language: 'fr' });
    expect(await sessionRows()).toBe(before);
    expect((await visitor.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' })).statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect(visitor.cookies.has('fp_session')).toBe(true);
  });
});

describe('in-memory copies follow changes', () => {
  it('shows a flag changed on this instance at once', async () => {
    const visitor = new Browser(t.app);
    const flag = async () =>
      (SessionData.parse((await visitor.get('/api/v1/sessions/session_data')).json()).flags as Record<string, boolean>)
        .brand_refresh_header;
    expect(await flag()).toBe(false);
    await t.app.services.flags.setEnabled('brand_refresh_header', true);
    try {
      expect(await flag()).toBe(true);
    } finally {
      await t.app.services.flags.setEnabled('brand_refresh_header', false);
    }
    expect(await flag()).toBe(false);
  });

  it('shows a flag changed by another process once the version is re-read', async () => {
    const other = await createTestApp({ config: { DATA_VERSION_CHECK_MS: '0' } });
    try {
      const visitor = new Browser(other.app);
      const selector = async () =>
        SessionData.parse((await visitor.get('/api/v1/sessions/session_data')).json()).flags.language_selector;
      expect(await selector()).toBe(true);
      // Another process (the `npm run flags` command) on the same database.
      await createFlagService({ db: other.database.db }).setEnabled('language_selector', false);
      expect(await selector()).toBe(false);
      expect((await visitor.get('/fr/histoire')).statusCode).toBe(302);
    } finally {
      await other.close();
    }
  });
});
