import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentEntry } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { createContentRepository } from './repository.ts';
import { bannersSeeder } from './seed/seeder.ts';

let t: TestApp;
beforeAll(async () => {
  // 2026-11-22 18:00 UTC: inside the demo price-increase dates (2026-11-15 to 2027-01-04).
  t = await createTestApp({ now: '2026-11-22T18:00:00Z' });
});
afterAll(() => t.close());

function browser(locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  return b;
}

describe('before any banner is published', () => {
  it('answers "No content" for a banner type that has no entry, in both languages', async () => {
    const en = await browser('en').get('/api/v1/content/entry?type=public_notice_bar');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'no_content', message: 'No content' } });
    const fr = await browser('fr').get('/api/v1/content/entry?type=public_notice_bar');
    expect(fr.json()).toEqual({ error: { code: 'no_content', message: 'Aucun contenu' } });
    const price = await browser('en').get('/api/v1/content/price_increase');
    expect(price.statusCode).toBe(404);
    expect(price.json().error.code).toBe('no_content');
  });
});

describe('GET /api/v1/content/entry', () => {
  beforeAll(async () => {
    await bannersSeeder.run({ db: t.database.db, clock: t.clock, demo: true, log: () => {} });
  });

  it('gives the notice bar in the request language with its fields', async () => {
    const en = ContentEntry.parse((await browser('en').get('/api/v1/content/entry?type=public_notice_bar')).json());
    expect(en).toMatchObject({ type: 'public_notice_bar', region: null });
    expect(en.fields).toMatchObject({ title: 'Holiday deliveries', dismissableToggle: true });
    expect(typeof en.fields.textbox).toBe('string');
    expect(typeof en.fields.textboxMobile).toBe('string');
    const fr = ContentEntry.parse((await browser('fr').get('/api/v1/content/entry?type=public_notice_bar')).json());
    expect(fr.fields.title).toBe('Livraisons des Fêtes');
  });

  it("picks the visitor's regional entry, else the generic one", async () => {
    const qc = ContentEntry.parse(
      (await browser('fr').get('/api/v1/content/entry?type=home_banner_1&region=qc')).json(),
    );
    expect(qc.region).toBe('qc');
    const ab = ContentEntry.parse(
      (await browser('fr').get('/api/v1/content/entry?type=home_banner_1&region=ab')).json(),
    );
    expect(ab.region).toBeNull();
    const none = ContentEntry.parse((await browser('fr').get('/api/v1/content/entry?type=home_banner_1')).json());
    expect(none.region).toBeNull();
  });

  it('gives the gift card banner with its one image for every screen size', async () => {
    const entry = ContentEntry.parse((await browser().get('/api/v1/content/entry?type=gift_card_banner')).json());
    expect(entry.fields.title).toBe('Give the gift of good food');
    expect(entry.images.desktop).toEqual(expect.any(Number));
    expect(entry.images.mobile).toBe(entry.images.desktop);
    expect(entry.images.tablet).toBe(entry.images.desktop);
  });

  it('refuses an unknown type or region', async () => {
    const type = await browser('en').get('/api/v1/content/entry?type=popup');
    expect(type.statusCode).toBe(400);
    expect(type.json().error).toMatchObject({ code: 'validation', fields: { type: 'Choose one of the options.' } });
    const region = await browser('fr').get('/api/v1/content/entry?type=public_notice_bar&region=yt');
    expect(region.statusCode).toBe(400);
    expect(region.json().error).toMatchObject({
      code: 'validation',
      fields: { region: 'Choisissez une des options.' },
    });
  });
});

describe('GET /api/v1/content/price_increase', () => {
  it('shows the message while today is inside its dates', async () => {
    t.clock.set('2026-11-22T18:00:00Z');
    const en = await browser('en').get('/api/v1/content/price_increase');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ startDate: '2026-11-15', endDate: '2027-01-04' });
    expect(en.json().message).toMatch(/January 4, 2027/);
    const fr = await browser('fr').get('/api/v1/content/price_increase?region=qc');
    expect(fr.statusCode).toBe(200);
    expect(fr.json().message).toMatch(/4 janvier 2027/);
  });

  it('includes both end dates, counted in Eastern time', async () => {
    // 2026-11-15 00:30 in Toronto (05:30 UTC): the first day.
    t.clock.set('2026-11-15T05:30:00Z');
    expect((await browser().get('/api/v1/content/price_increase')).statusCode).toBe(200);
    // 2026-11-14 23:30 in Toronto, though already the 15th in UTC: not yet.
    t.clock.set('2026-11-15T04:30:00Z');
    expect((await browser().get('/api/v1/content/price_increase')).statusCode).toBe(404);
    // Last day, late evening in Toronto.
    t.clock.set('2027-01-05T04:30:00Z');
    expect((await browser().get('/api/v1/content/price_increase')).statusCode).toBe(200);
  });

  it('answers "No content" outside its dates, in both languages', async () => {
    t.clock.set('2027-01-05T18:00:00Z');
    const en = await browser('en').get('/api/v1/content/price_increase');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'no_content', message: 'No content' } });
    t.clock.set('2026-10-01T18:00:00Z');
    const fr = await browser('fr').get('/api/v1/content/price_increase');
    expect(fr.json()).toEqual({ error: { code: 'no_content', message: 'Aucun contenu' } });
  });

  it('answers "No dates" when the entry misses a date', async () => {
    t.clock.set('2026-11-22T18:00:00Z');
    const repo = createContentRepository(t.database.db);
    for (const locale of ['en-US', 'fr-CA'] as const) {
      await repo.upsertEntry({
        type: 'price_increase_banner',
        locale,
        region: 'ab',
        fields: { message: 'Prices change soon.', priceIncStartDate: '2026-11-01' },
      });
    }
    const en = await browser('en').get('/api/v1/content/price_increase?region=ab');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'no_dates', message: 'No dates' } });
    const fr = await browser('fr').get('/api/v1/content/price_increase?region=ab');
    expect(fr.json()).toEqual({ error: { code: 'no_dates', message: 'Aucune date' } });
    // Other regions still get the generic entry.
    expect((await browser('en').get('/api/v1/content/price_increase?region=on')).statusCode).toBe(200);
  });

  it('refuses an unknown region', async () => {
    const res = await browser('en').get('/api/v1/content/price_increase?region=nu');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.region).toBe('Choose one of the options.');
  });
});
