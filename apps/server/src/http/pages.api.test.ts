import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const head = (html: string) => ({
  title: /<title>(.*?)<\/title>/.exec(html)?.[1],
  lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  en: /hreflang="en-CA" href="([^"]+)"/.exec(html)?.[1],
  fr: /hreflang="fr-CA" href="([^"]+)"/.exec(html)?.[1],
  robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
});

describe('pages served with their head', () => {
  it('writes title, language, canonical and alternates for an English page', async () => {
    const res = await new Browser(t.app).get('/how-it-works');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(head(res.body)).toEqual({
      title: 'How it works | Field &#38; Plate',
      lang: 'en-CA',
      canonical: 'http://localhost:3000/how-it-works',
      en: 'http://localhost:3000/how-it-works',
      fr: 'http://localhost:3000/fr/comment-ca-fonctionne',
      robots: undefined,
    });
  });

  it('writes the French head for a French page and remembers French', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get('/fr/menu/semaine');
    expect(head(res.body)).toMatchObject({
      title: 'Menu de la semaine | Field &#38; Plate',
      lang: 'fr-CA',
      canonical: 'http://localhost:3000/fr/menu/semaine',
      en: 'http://localhost:3000/menu/this-week',
    });
    expect(browser.cookies.get('fp_locale')).toBe('fr');
    // Back on an unprefixed path, the remembered language wins.
    const again = await browser.get('/story');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/fr/histoire');
  });

  it('keeps private pages out of search engines', async () => {
    expect(head((await new Browser(t.app).get('/account')).body).robots).toBe('noindex');
  });

  it('answers unknown paths with the 404 page and status', async () => {
    const en = await new Browser(t.app).get('/definitely/not/here');
    expect(en.statusCode).toBe(404);
    expect(head(en.body)).toMatchObject({
      title: 'Page not found | Field &#38; Plate',
      lang: 'en-CA',
      robots: 'noindex',
    });
    const fr = await new Browser(t.app).get('/fr/pas-ici');
    expect(fr.statusCode).toBe(404);
    expect(head(fr.body)).toMatchObject({ title: 'Page introuvable | Field &#38; Plate', lang: 'fr-CA' });
  });

  it('does not serve pages under the API prefix', async () => {
    const res = await new Browser(t.app).get('/api/v2/anything');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'route_not_found' } });
  });
});

describe('language and canonical redirects', () => {
  it.each([
    ['/menu', 301, '/menu/this-week'],
    ['/fr/menu', 301, '/fr/menu/semaine'],
    ['/fr/menu/this-week', 301, '/fr/menu/semaine'],
    ['/account_v2', 301, '/account'],
    ['/produit/pate-chinois', 301, '/fr/produit/pate-chinois'],
    ['/en/story', 302, '/story'],
    ['/story?locale=fr&ref=mail', 302, '/fr/histoire?ref=mail'],
    ['/fr/histoire?locale=en', 302, '/story'],
  ])('%s → %s %s', async (from, status, to) => {
    const res = await new Browser(t.app).get(from);
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(to);
  });

  it('sets the language cookie for ?locale and /en', async () => {
    const browser = new Browser(t.app);
    await browser.get('/story?locale=fr');
    expect(browser.cookies.get('fp_locale')).toBe('fr');
    await browser.get('/en/story');
    expect(browser.cookies.get('fp_locale')).toBe('en');
  });

  it('forces English while the language selector flag is off', async () => {
    const flags = t.app.services.flags;
    await flags.setEnabled('language_selector', false);
    try {
      const res = await new Browser(t.app).get('/fr/histoire?x=1');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/story?x=1');
      const session = await new Browser(t.app).get('/api/v1/sessions/session_data', { cookie: 'fp_locale=fr' });
      expect(session.json()).toMatchObject({ locale: 'en' });
    } finally {
      await flags.setEnabled('language_selector', true);
    }
  });
});
