import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { canonicalPath, href, internalParams, matchPath, pathFor, switchLocalePath } from './paths.ts';
import { ROUTE_NAMES, ROUTES, type RouteDefinition, type RouteName } from './routes.ts';

function sampleParams(name: RouteName): Record<string, string> {
  const def: RouteDefinition = ROUTES[name];
  const params: Record<string, string> = {};
  for (const seg of def.en.split('/')) {
    if (!seg.startsWith(':')) continue;
    const key = seg.slice(1).replace(/\?$/, '');
    params[key] = def.paramValues?.[key]?.[0]?.[0] ?? `${key}-value 1`;
  }
  return params;
}

describe('route table', () => {
  it('gives every route a French path under /fr and an English path without it', () => {
    for (const name of ROUTE_NAMES) {
      const def: RouteDefinition = ROUTES[name];
      expect(def.fr.startsWith('/fr/'), name).toBe(true);
      expect(def.en.startsWith('/fr'), name).toBe(false);
      expect(def.en.startsWith('/en'), name).toBe(false);
    }
  });

  it('forwards only to routes that exist', () => {
    for (const name of ROUTE_NAMES) {
      const def: RouteDefinition = ROUTES[name];
      if (def.redirect) expect(ROUTE_NAMES).toContain(def.redirect.to);
    }
  });

  it('has no two routes with the same path', () => {
    const seen = new Map<string, string>();
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = ROUTES[name][locale].replace(/:\w+\??/g, ':p');
        expect(seen.get(path), `${name} ${locale} collides with ${seen.get(path)}`).toBeUndefined();
        seen.set(path, name);
      }
    }
  });

  it.each(ROUTE_NAMES)('round-trips %s between English and French with its parameters', (name) => {
    const params = sampleParams(name);
    const query = new URLSearchParams({ utm_source: 'mail', discount_code: 'SAVE 20' });
    const en = pathFor(name, 'en', params, query);
    const fr = pathFor(name, 'fr', params, query);
    expect(matchPath(en)).toMatchObject({ name, locale: 'en', params });
    expect(matchPath(fr)).toMatchObject({ name, locale: 'fr', params });
    expect(switchLocalePath(en, 'fr')).toBe(fr);
    expect(switchLocalePath(fr, 'en')).toBe(en);
    expect(switchLocalePath(switchLocalePath(en, 'fr')!, 'en')).toBe(en);
  });
});

describe('route parameters spelled per language', () => {
  it('gives every route with parameters an example for each required one', () => {
    for (const name of ROUTE_NAMES) {
      const def: RouteDefinition = ROUTES[name];
      const required = def.en
        .split('/')
        .filter((s) => s.startsWith(':') && !s.endsWith('?'))
        .map((s) => s.slice(1));
      for (const param of required) expect(def.example?.[param], `${name} example ${param}`).toBeTruthy();
    }
  });

  it('maps every translated value both ways: the address word back to the internal value', () => {
    for (const name of ROUTE_NAMES) {
      const def: RouteDefinition = ROUTES[name];
      for (const [param, pairs] of Object.entries(def.paramValues ?? {})) {
        for (const [en, fr] of pairs) {
          expect(internalParams(name, 'fr', { [param]: fr }), `${name} ${fr}`).toEqual({ [param]: en });
          expect(internalParams(name, 'en', { [param]: en })).toEqual({ [param]: en });
          expect(pathFor(name, 'fr', { ...def.example, [param]: en })).toContain(`/${fr}`);
        }
      }
    }
  });

  it('reads /fr/menu/semaine as this week and leaves dates and other parameters alone', () => {
    expect(internalParams('menu-week', 'fr', { date: 'semaine' })).toEqual({ date: 'this-week' });
    expect(internalParams('menu-week', 'fr', { date: 'semaine-prochaine' })).toEqual({ date: 'next-week' });
    expect(internalParams('menu-week', 'fr', { date: '2026-11-29' })).toEqual({ date: '2026-11-29' });
    expect(internalParams('product', 'fr', { id: 'pate-chinois', extra: undefined })).toEqual({ id: 'pate-chinois' });
  });
});

describe('matchPath', () => {
  it('reads the French spelling of "this week" as the same menu', () => {
    expect(matchPath('/fr/menu/semaine')).toMatchObject({
      name: 'menu-week',
      locale: 'fr',
      params: { date: 'this-week' },
      canonical: true,
    });
    expect(matchPath('/fr/menu/this-week')).toMatchObject({ params: { date: 'this-week' }, canonical: false });
    expect(matchPath('/menu/2026-11-29')).toMatchObject({ params: { date: '2026-11-29' }, canonical: true });
  });

  it('treats /en/ paths and product aliases as non-canonical variants', () => {
    expect(matchPath('/en/story')).toMatchObject({ name: 'story', locale: 'en', canonical: false });
    expect(matchPath('/en')).toMatchObject({ name: 'home', locale: 'en', canonical: false });
    expect(matchPath('/produit/tarte-au-sucre')).toMatchObject({
      name: 'product',
      locale: 'fr',
      params: { id: 'tarte-au-sucre' },
      canonical: false,
    });
    expect(matchPath('/fr/product/tarte-au-sucre')).toMatchObject({ name: 'product', locale: 'fr', canonical: false });
    expect(matchPath('/en/product/42')).toMatchObject({ name: 'product', locale: 'en', params: { id: '42' } });
  });

  it('accepts a trailing slash, an encoded ampersand and a query', () => {
    expect(matchPath('/story/')).toMatchObject({ name: 'story' });
    expect(matchPath('/account/bags%26kits')).toMatchObject({ name: 'account-bags' });
    expect(matchPath('/account/bags&kits?x=1')).toMatchObject({ name: 'account-bags' });
    expect(matchPath('/fr/')).toMatchObject({ name: 'home', locale: 'fr' });
    expect(matchPath('/fr')).toMatchObject({ name: 'home', locale: 'fr' });
  });

  it('matches the plan preselection with and without a submenu', () => {
    expect(matchPath('/signup/plans/rtc_2/')).toMatchObject({
      name: 'signup-plans-selection',
      params: { selection: 'rtc_2' },
    });
    expect(matchPath('/signup/plans/rtc_4/vegetarian')).toMatchObject({
      params: { selection: 'rtc_4', submenu: 'vegetarian' },
    });
    expect(matchPath('/signup/plans/')).toMatchObject({ name: 'signup-plans' });
  });

  it('knows nothing of unknown paths or malformed encodings', () => {
    expect(matchPath('/nothing-here')).toBeUndefined();
    expect(matchPath('/fr/nothing-here')).toBeUndefined();
    expect(matchPath('/menu/a/b')).toBeUndefined();
    expect(matchPath('/product/%E0%A4%A')).toBeUndefined();
  });
});

describe('link builders', () => {
  it('builds typed, encoded paths in each language', () => {
    expect(href('menu-week', 'fr', { date: 'this-week' })).toBe('/fr/menu/semaine');
    expect(href('faq-category', 'en', { friendlyId: 'delivery' })).toBe('/faqs_category/delivery');
    expect(href('product', 'fr', { id: 'pâté chinois' })).toBe('/fr/produit/p%C3%A2t%C3%A9%20chinois');
    expect(href('signup-plans', 'fr')).toBe('/fr/inscription/forfaits/');
    expect(href('home', 'fr')).toBe('/fr/');
    expect(href('contact', 'en', undefined, { topic: 'careers', empty: undefined })).toBe('/contact?topic=careers');
  });

  it('refuses to build a path without its required parameter', () => {
    expect(() => pathFor('menu-week', 'en', {})).toThrow(/date/);
  });

  it('resolves forwarding routes to their target', () => {
    expect(canonicalPath(matchPath('/menu')!)).toBe('/menu/this-week');
    expect(canonicalPath(matchPath('/fr/menu')!)).toBe('/fr/menu/semaine');
    expect(canonicalPath(matchPath('/account_v2')!)).toBe('/account');
  });

  it('keeps the query and hash when switching language, dropping ?locale', () => {
    expect(switchLocalePath('/menu/this-week?diet=vegan&locale=en#top', 'fr')).toBe('/fr/menu/semaine?diet=vegan#top');
    expect(switchLocalePath('/nowhere', 'fr')).toBeUndefined();
  });
});
