import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuData, ProductDetail } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogSeeder } from './seed/seeder.ts';
import { createCatalogRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  // Sunday 22 November 2026, 13:00 in Toronto.
  t = await createTestApp({ now: '2026-11-22T18:00:00Z', config: { DATA_DIR: `/tmp/fp-api-images-${process.pid}` } });
  await catalogSeeder.run({ db: t.database.db, clock: t.clock, demo: true, log: () => {} });
}, 120_000);
afterAll(() => t.close());

const menu = async (query = '', locale: 'en' | 'fr' = 'en') => {
  const browser = new Browser(t.app);
  browser.locale = locale;
  return browser.get(`/api/v1/menu/data${query}`);
};

describe('menu/data', () => {
  it("answers this week's menu of about 35 meals with the week selector", async () => {
    const res = await menu();
    expect(res.statusCode).toBe(200);
    const body = MenuData.parse(res.json());
    expect(body.week).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(body.items.length).toBeGreaterThanOrEqual(35);
    expect(body.total).toBe(body.items.length);
    expect(body.weeks[0]).toEqual({ start: '2026-11-22', current: true });
    expect(body.weeks.length).toBeGreaterThanOrEqual(5);
    expect(new Set(body.items.map((i) => i.kind))).toEqual(new Set(['rtc', 'rte']));
    for (const item of body.items) {
      expect(item.priceCents).toBeGreaterThan(800);
      expect(item.imageId).not.toBeNull();
    }
  });

  it('changes part of the menu from one week to the next', async () => {
    const a = MenuData.parse((await menu('?week=this-week')).json());
    const b = MenuData.parse((await menu('?week=next-week')).json());
    expect(b.week.start).toBe('2026-11-29');
    const ids = new Set(a.items.map((i) => i.id));
    const changed = b.items.filter((i) => !ids.has(i.id));
    expect(changed.length).toBeGreaterThanOrEqual(10);
    expect(changed.every((i) => i.badge === 'new' || i.badge === 'chef_pick')).toBe(true);
  });

  it('accepts any day of a week and names the week by its Sunday', async () => {
    const body = MenuData.parse((await menu('?week=2026-12-02')).json());
    expect(body.week.start).toBe('2026-11-29');
  });

  it('filters by diet, allergens, time and type', async () => {
    const all = MenuData.parse((await menu()).json());
    const veg = MenuData.parse((await menu('?diet=vegetarian')).json());
    expect(veg.items.length).toBeGreaterThan(0);
    expect(veg.items.length).toBeLessThan(all.items.length);
    expect(veg.items.every((i) => i.tags.includes('vegetarian'))).toBe(true);
    expect(veg.total).toBe(all.total);

    const both = MenuData.parse((await menu('?diet=vegetarian&diet=vegan')).json());
    expect(both.items.every((i) => i.tags.includes('vegan') && i.tags.includes('vegetarian'))).toBe(true);

    const noMilk = MenuData.parse((await menu('?exclude=milk,wheat')).json());
    expect(noMilk.items.length).toBeGreaterThan(0);
    expect(noMilk.items.some((i) => i.allergens.includes('milk') || i.allergens.includes('wheat'))).toBe(false);

    const quick = MenuData.parse((await menu('?maxMinutes=20')).json());
    expect(quick.items.every((i) => (i.prepMinutes ?? 0) <= 20)).toBe(true);

    const rte = MenuData.parse((await menu('?type=rte')).json());
    expect(rte.items.length).toBe(rte.total);
    expect(rte.items.every((i) => i.kind === 'rte')).toBe(true);
  });

  it('searches names, descriptions and ingredients without minding accents, in the page language', async () => {
    const fr = MenuData.parse((await menu('?type=market&q=erable', 'fr')).json());
    expect(fr.items.length).toBeGreaterThan(0);
    expect(fr.items.some((i) => /érable/i.test(i.name))).toBe(true);
    const en = MenuData.parse((await menu('?type=market&q=maple')).json());
    expect(en.items.length).toBeGreaterThan(0);
    const none = MenuData.parse((await menu('?q=zzzzzz')).json());
    expect(none.items).toEqual([]);
  });

  it('lists the market of 150+ items by aisle', async () => {
    const market = MenuData.parse((await menu('?type=market')).json());
    expect(market.total).toBeGreaterThanOrEqual(150);
    const bakery = MenuData.parse((await menu('?type=market&category=bakery')).json());
    expect(bakery.items.length).toBeGreaterThan(5);
    expect(bakery.items.every((i) => i.category === 'bakery')).toBe(true);
  });

  it('keeps the Québec classics on the Québec menu', async () => {
    const qc = MenuData.parse((await menu('?region=qc', 'fr')).json());
    expect(qc.region).toBe('qc');
    expect(qc.items.some((i) => i.slug === 'pate-chinois')).toBe(true);
  });

  it('answers bad input with clear errors, never a 500', async () => {
    const bad = await menu('?week=banana');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'validation', fields: { week: expect.stringContaining('this week') } },
    });
    const fr = await menu('?week=2026-02-30', 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error.fields.week).toContain('cette semaine');
    const unknownWeek = await menu('?week=2020-01-05');
    expect(unknownWeek.statusCode).toBe(404);
    expect(unknownWeek.json()).toMatchObject({ error: { code: 'menu_not_found' } });
    expect((await menu('?diet=carnivore')).statusCode).toBe(400);
    expect((await menu('?exclude=chocolate')).statusCode).toBe(400);
    expect((await menu('?maxMinutes=0')).statusCode).toBe(400);
    expect((await menu('?type=dessert')).statusCode).toBe(400);
    expect((await menu(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await menu('?region=yt')).statusCode).toBe(400);
  });
});

describe('products', () => {
  it('gives everything about a product by id or by either language slug', async () => {
    const browser = new Browser(t.app);
    const byId = ProductDetail.parse((await browser.get('/api/v1/products/modal_data?id=1')).json());
    expect(byId.ingredients.length).toBeGreaterThan(3);
    expect(byId.steps.length).toBeGreaterThanOrEqual(2);
    expect(byId.nutrition.calories).toBeGreaterThan(0);
    browser.locale = 'fr';
    const fr = ProductDetail.parse((await browser.get(`/api/v1/products/modal_data?id=${byId.slugs.en}`)).json());
    expect(fr.id).toBe(byId.id);
    expect(fr.slug).toBe(byId.slugs.fr);
    expect(fr.name).not.toBe(byId.name);
  });

  it('derives allergens from the ingredients', async () => {
    const browser = new Browser(t.app);
    for (let id = 1; id <= 20; id++) {
      const p = ProductDetail.parse((await browser.get(`/api/v1/products/modal_data?id=${id}`)).json());
      const fromIngredients = new Set(p.ingredients.flatMap((i) => i.allergens));
      expect(new Set(p.allergens)).toEqual(fromIngredients);
    }
  });

  it('says "no longer available" for unknown, malformed and retired products', async () => {
    const browser = new Browser(t.app);
    const unknown = await browser.get('/api/v1/products/modal_data?id=no-such-dish');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'product_unavailable', message: 'This product is no longer available.' },
    });
    expect((await browser.get('/api/v1/products/modal_data?id=Bad%20Slug!')).statusCode).toBe(400);
    expect((await browser.get('/api/v1/products/modal_data')).statusCode).toBe(400);

    const repo = createCatalogRepository(t.database.db);
    const product = await repo.productByIdOrSlug('2');
    await t.database.db.execute(sql`update products set retired_at = now() where id = ${product!.id}`);
    expect((await browser.get('/api/v1/products/modal_data?id=2')).statusCode).toBe(404);
  });

  it('sends the Nutrition Facts table as escaped HTML in the page language', async () => {
    const browser = new Browser(t.app);
    browser.locale = 'fr';
    const res = await browser.get('/api/v1/products/recipal_html?id=1');
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('<table class="nutrition-facts">');
    expect(html).toContain('Valeur nutritive');
    expect(html).toContain('Lipides');
    expect(html).not.toMatch(/<script|on\w+=/i);
  });

  it('serves product pages with the product name as title, and a 404 for an unknown one', async () => {
    const browser = new Browser(t.app);
    const detail = ProductDetail.parse((await browser.get('/api/v1/products/modal_data?id=1')).json());
    const page = await browser.get(`/product/${detail.slugs.en}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${detail.name.replace(/&/g, '&#38;')} | Field &#38; Plate</title>`);
    const gone = await browser.get('/fr/produit/plat-disparu');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title>Ce produit n&#39;est plus offert. | Field &#38; Plate</title>');
  });
});

describe('/images/:id', () => {
  it('renders a picture at the requested size and format, cached for a year', async () => {
    const res = await t.app.inject({ url: '/images/1?w=320&h=240&fm=webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 320, height: 240, format: 'webp' });
  });

  it('negotiates AVIF, then WebP, then JPEG from the Accept header', async () => {
    const avif = await t.app.inject({ url: '/images/1?w=64', headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    const jpeg = await t.app.inject({ url: '/images/1?w=64', headers: { accept: '*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toContain('Accept');
  });

  it('clamps quality to 1–100 (SPEC.md §5) and rounds corners on a background colour', async () => {
    for (const q of ['0', '500', '-3']) {
      const res = await t.app.inject({ url: `/images/1?w=64&q=${q}&fm=jpeg` });
      expect(res.statusCode).toBe(200);
    }
    const round = await t.app.inject({ url: '/images/1?w=64&h=64&r=max&bg=f7f3ea&fm=png&f=top' });
    expect(round.statusCode).toBe(200);
  });

  it('refuses bad options with a clear error and unknown images with a 404', async () => {
    const bad = await t.app.inject({ url: '/images/1?w=abc&fit=squish&bg=red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'validation', fields: { w: expect.any(String), fit: expect.any(String), bg: expect.any(String) } },
    });
    expect((await t.app.inject({ url: '/images/1?w=99999' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/images/424242' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/not-a-number' })).statusCode).toBe(404);
  });
});
