import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPage, FaqCategory, PAGE_SLUGS, RegionCounts, getFaqCategories } from '@fp/contracts';
import type { z } from 'zod';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { cities } from '../locations/tables.ts';
import { bannersSeeder } from './seed/seeder.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function browser(locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  return b;
}

describe('GET /api/v1/pages/show', () => {
  it.each(PAGE_SLUGS)('serves the %s page in English and in French', async (slug) => {
    const en = await browser('en').get(`/api/v1/pages/show?slug=${slug}`);
    const fr = await browser('fr').get(`/api/v1/pages/show?slug=${slug}`);
    expect(en.statusCode).toBe(200);
    expect(fr.statusCode).toBe(200);
    const enPage = ContentPage.parse(en.json());
    const frPage = ContentPage.parse(fr.json());
    expect(enPage.slug).toBe(slug);
    expect(enPage.blocks.length).toBeGreaterThan(0);
    expect(frPage.blocks.length).toBeGreaterThan(0);
    expect(frPage.title).not.toBe(enPage.title);
    expect(enPage.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds the legal facts: liability cap in the terms, governing law, rinse time in the how-to', async () => {
    const text = (page: z.infer<typeof ContentPage>) => JSON.stringify(page.blocks);
    const terms = ContentPage.parse((await browser('en').get('/api/v1/pages/show?slug=terms')).json());
    expect(text(terms)).toContain('1.00 CAD');
    expect(text(terms)).toContain('British Columbia');
    const termsFr = ContentPage.parse((await browser('fr').get('/api/v1/pages/show?slug=terms')).json());
    expect(text(termsFr)).toContain('1,00 $');
    const howTo = ContentPage.parse((await browser('en').get('/api/v1/pages/show?slug=zero-waste-how-to')).json());
    expect(text(howTo)).toMatch(/20 to 30 seconds/);
  });

  it('refuses an unknown page slug with a field message in the request language', async () => {
    const en = await browser('en').get('/api/v1/pages/show?slug=careers');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some information is missing or not valid. Check the highlighted fields.',
        fields: { slug: 'Choose one of the options.' },
      },
    });
    const fr = await browser('fr').get('/api/v1/pages/show?slug=careers');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error.fields.slug).toBe('Choisissez une des options.');
    expect(fr.json().error.message).not.toBe(en.json().error.message);
  });

  it('refuses a request without a slug', async () => {
    const res = await browser('en').get('/api/v1/pages/show');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation', fields: { slug: 'Choose one of the options.' } });
  });
});

describe('GET /api/v1/pages/impact and region_counts', () => {
  it('has no figures until they are published, then lists them in order', async () => {
    const empty = await browser().get('/api/v1/pages/impact');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ figures: [] });

    await bannersSeeder.run({ db: t.database.db, clock: t.clock, demo: true, log: () => {} });
    const res = await browser().get('/api/v1/pages/impact');
    const { figures } = res.json() as { figures: { key: string; value: number; asOf: string }[] };
    expect(figures.map((f) => f.key)).toEqual([
      'meals_delivered',
      'bags_reused',
      'containers_reused',
      'kg_packaging_avoided',
      'local_producers',
      'bag_return_rate',
    ]);
    expect(figures[0]).toMatchObject({ value: 4_812_340, asOf: '2026-11-22' });
  });

  it('counts the served cities per region', async () => {
    const before = RegionCounts.parse((await browser().get('/api/v1/pages/region_counts')).json());
    // The reference seed: 130+ cities in the four provinces (docs/brand-facts.md).
    expect(before.total).toBeGreaterThanOrEqual(130);
    expect(before.total).toBe(before.bc + before.ab + before.on + before.qc);
    for (const region of ['bc', 'ab', 'on', 'qc'] as const) expect(before[region]).toBeGreaterThan(0);

    await t.database.db
      .insert(cities)
      .values({ key: 'test-canmore', region: 'ab', nameEn: 'Canmore', nameFr: 'Canmore', lat: 51.089, lon: -115.359 });
    const after = RegionCounts.parse((await browser().get('/api/v1/pages/region_counts')).json());
    expect(after).toEqual({ ...before, ab: before.ab + 1, total: before.total + 1 });
  });
});

describe('GET /api/v1/pages/referral_nav_icon', () => {
  it('is disabled without a setting, and gives the dates of the published one', async () => {
    // The banners seeder ran above; remove its setting to see the default first.
    const fresh = await createTestApp();
    try {
      const res = await new Browser(fresh.app).get('/api/v1/pages/referral_nav_icon');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ enabled: false, startDate: null, endDate: null });
    } finally {
      await fresh.close();
    }
    const res = await browser().get('/api/v1/pages/referral_nav_icon');
    expect(res.json()).toEqual({ enabled: true, startDate: '2026-11-20', endDate: '2026-12-24' });
  });
});

describe('FAQ', () => {
  it('lists the categories in order, named in the request language, with their question counts', async () => {
    const en = getFaqCategories.output.parse((await browser('en').get('/api/v1/faqs/categories')).json());
    const fr = getFaqCategories.output.parse((await browser('fr').get('/api/v1/faqs/categories')).json());
    expect(en.categories.length).toBeGreaterThanOrEqual(8);
    expect(en.categories[0]).toMatchObject({ friendlyId: 'getting-started', name: 'Getting started' });
    expect(fr.categories[0]).toMatchObject({ friendlyId: 'getting-started', name: 'Pour commencer' });
    for (const c of en.categories) {
      const data = FaqCategory.parse(
        (await browser('en').get(`/api/v1/faqs/category_data?friendlyId=${c.friendlyId}`)).json(),
      );
      expect(c.count, c.friendlyId).toBe(data.faqs.length);
      expect(c.count).toBeGreaterThan(1);
    }
    expect(en.categories.find((c) => c.friendlyId === 'delivery')?.listFaqsOnPages).toContain('no-delivery');
  });

  it('gives one category with every question and answer in both languages', async () => {
    const res = await browser('fr').get('/api/v1/faqs/category_data?friendlyId=delivery');
    expect(res.statusCode).toBe(200);
    const category = FaqCategory.parse(res.json());
    expect(category.name).toBe('Livraison');
    expect(category.faqs.length).toBeGreaterThan(0);
    for (const f of category.faqs) {
      expect(f.question).not.toBe('');
      expect(f.frenchQuestion).not.toBe('');
      expect(f.frenchQuestion).not.toBe(f.question);
      expect(f.answer).not.toBe('');
      expect(f.frenchAnswer).not.toBe('');
    }
  });

  it('answers 404 with a clear message for an unknown category', async () => {
    const en = await browser('en').get('/api/v1/faqs/category_data?friendlyId=no-such-category');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'not_found', message: 'This FAQ category does not exist.' } });
    const fr = await browser('fr').get('/api/v1/faqs/category_data?friendlyId=no-such-category');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ error: { code: 'not_found', message: "Cette catégorie de la FAQ n'existe pas." } });
  });

  it('refuses a malformed category id before looking it up', async () => {
    const en = await browser('en').get('/api/v1/faqs/category_data?friendlyId=Bad_ID%21');
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'validation',
      fields: { friendlyId: 'This FAQ category address is not valid.' },
    });
    const fr = await browser('fr').get('/api/v1/faqs/category_data?friendlyId=Bad_ID%21');
    expect(fr.json().error.fields.friendlyId).toBe("L'adresse de cette catégorie de la FAQ n'est pas valide.");
    const long = await browser('en').get(`/api/v1/faqs/category_data?friendlyId=${'a'.repeat(81)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.friendlyId).toBe('Enter at most 80 characters.');
    const missing = await browser('en').get('/api/v1/faqs/category_data');
    expect(missing.json().error.fields.friendlyId).toBe('This field is required.');
  });

  it('finds the FAQ block of a page, and none for a page no category lists', async () => {
    const home = await browser().get('/api/v1/faqs/for_page?page=home');
    expect(home.statusCode).toBe(200);
    expect(home.json().category).toMatchObject({ friendlyId: 'getting-started' });
    const menu = await browser().get('/api/v1/faqs/for_page?page=menu');
    expect(menu.json().category).toMatchObject({ friendlyId: 'menu-and-meals' });
    const gift = await browser().get('/api/v1/faqs/for_page?page=gift');
    expect(gift.json().category).toMatchObject({ friendlyId: 'rewards-gift-cards-referrals' });
    const privacy = await browser().get('/api/v1/faqs/for_page?page=privacy');
    expect(privacy.json()).toEqual({ category: null });
    const bad = await browser().get('/api/v1/faqs/for_page?page=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation');
  });
});
