import { LOCALES, type Locale } from './locales.ts';
import { ROUTES, ROUTE_NAMES, type RouteDefinition, type RouteName, type RouteParams } from './routes.ts';

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledPattern {
  name: RouteName;
  locale: Locale;
  segments: Segment[];
  alias: boolean;
  literalCount: number;
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  /** Parameters in their internal (English) spelling, decoded. */
  params: Record<string, string>;
  /** False when the path is an alias, carries the /en prefix or spells a parameter in the other language. */
  canonical: boolean;
  definition: RouteDefinition;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function compile(pattern: string): Segment[] {
  return splitPath(pattern).map((s) =>
    s.startsWith(':')
      ? { kind: 'param', name: s.slice(1).replace(/\?$/, ''), optional: s.endsWith('?') }
      : { kind: 'literal', value: s },
  );
}

const compiled: CompiledPattern[] = ROUTE_NAMES.flatMap((name) => {
  const def: RouteDefinition = ROUTES[name];
  return LOCALES.flatMap((locale) =>
    [def[locale], ...(def.aliases?.[locale] ?? [])].map((pattern, i) => {
      const segments = compile(pattern);
      return {
        name,
        locale,
        segments,
        alias: i > 0,
        literalCount: segments.filter((s) => s.kind === 'literal').length,
      };
    }),
  );
}).sort((a, b) => b.literalCount - a.literalCount || a.segments.length - b.segments.length);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const required = segments.filter((s) => s.kind === 'literal' || !s.optional).length;
  if (parts.length < required || parts.length > segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const part = parts[i];
    if (part === undefined) {
      if (seg.kind === 'param' && seg.optional) continue;
      return undefined;
    }
    if (seg.kind === 'literal') {
      if (seg.value !== part) return undefined;
    } else {
      params[seg.name] = part;
    }
  }
  return params;
}

function internalValue(def: RouteDefinition, param: string, value: string, locale: Locale) {
  const pairs = def.paramValues?.[param];
  if (!pairs) return { value, wellSpelled: true };
  const own = locale === 'en' ? 0 : 1;
  const other = 1 - own;
  const mine = pairs.find((p) => p[own] === value);
  if (mine) return { value: mine[0], wellSpelled: true };
  const theirs = pairs.find((p) => p[other] === value);
  if (theirs) return { value: theirs[0], wellSpelled: false };
  return { value, wellSpelled: true };
}

/** Finds the page a path belongs to. Query and hash are ignored; a trailing slash is optional. */
export function matchPath(rawPath: string): RouteMatch | undefined {
  const path = rawPath.split(/[?#]/)[0] ?? '/';
  const decoded = splitPath(path).map(decode);
  if (decoded.some((p) => p === undefined)) return undefined;
  let parts = decoded as string[];
  let enPrefixed = false;
  if (parts[0] === 'en') {
    parts = parts.slice(1);
    enPrefixed = true;
  }
  for (const c of compiled) {
    if (enPrefixed && c.locale !== 'en') continue;
    const raw = matchSegments(c.segments, parts);
    if (!raw) continue;
    const definition: RouteDefinition = ROUTES[c.name];
    let wellSpelled = true;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) {
      const r = internalValue(definition, k, v, c.locale);
      params[k] = r.value;
      wellSpelled &&= r.wellSpelled;
    }
    return { name: c.name, locale: c.locale, params, canonical: !c.alias && !enPrefixed && wellSpelled, definition };
  }
  return undefined;
}

/**
 * Route parameters as the address spells them (`semaine`) → their internal (English) values
 * (`this-week`), the values pages, loaders and API calls use. The inverse of what `pathFor` does.
 */
export function internalParams(
  name: RouteName,
  locale: Locale,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const def: RouteDefinition = ROUTES[name];
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = internalValue(def, key, value, locale).value;
  }
  return out;
}

function displayValue(def: RouteDefinition, param: string, value: string, locale: Locale): string {
  const pair = def.paramValues?.[param]?.find((p) => p[0] === value);
  return pair ? pair[locale === 'en' ? 0 : 1] : value;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function queryString(query: Query | URLSearchParams | undefined): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query)
            .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null)
            .map(([k, v]): [string, string] => [k, String(v)]),
        );
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Builds the path of a page in a language, from internal parameter values. */
export function pathFor(
  name: RouteName,
  locale: Locale,
  params: Record<string, string | undefined> = {},
  query?: Query | URLSearchParams,
): string {
  const def: RouteDefinition = ROUTES[name];
  const pattern = def[locale];
  const built = compile(pattern)
    .map((seg) => {
      if (seg.kind === 'literal') return seg.value;
      const value = params[seg.name];
      if (value === undefined || value === '') {
        if (seg.optional) return undefined;
        throw new Error(`Route ${name} needs parameter ${seg.name}`);
      }
      return encodeURIComponent(displayValue(def, seg.name, value, locale));
    })
    .filter((s): s is string => s !== undefined);
  const trailing = pattern.endsWith('/') && built.length > 0 ? '/' : '';
  return `/${built.join('/')}${trailing}` + queryString(query);
}

/** Typed link builder: `href('menu-week', 'fr', { date: 'this-week' })` → '/fr/menu/semaine'. */
export function href<N extends RouteName>(name: N, locale: Locale, params?: RouteParams<N>, query?: Query): string {
  return pathFor(name, locale, params as Record<string, string | undefined>, query);
}

/**
 * The same page in another language, keeping parameters and query (minus `locale`), or
 * undefined when the path is not a known page.
 */
export function switchLocalePath(pathWithQuery: string, target: Locale): string | undefined {
  const [pathAndQuery = '/', hash] = pathWithQuery.split('#');
  const [path = '/', search = ''] = pathAndQuery.split('?');
  const match = matchPath(path);
  if (!match) return undefined;
  const query = new URLSearchParams(search);
  query.delete('locale');
  return pathFor(match.name, target, match.params, query) + (hash ? `#${hash}` : '');
}

/** The canonical path of a matched page, resolving forwarding routes such as /menu. */
export function canonicalPath(match: RouteMatch, query?: URLSearchParams): string {
  const redirect = match.definition.redirect;
  if (redirect) return pathFor(redirect.to as RouteName, match.locale, redirect.params ?? {}, query);
  return pathFor(match.name, match.locale, match.params, query);
}

/** Route names carry the language: 'en-home', 'fr-menu-week' (SPEC.md §2). */
export function localizedRouteName(name: RouteName, locale: Locale): `${Locale}-${RouteName}` {
  return `${locale}-${name}`;
}

/** 'fr-menu-week' → 'menu-week'; used where a language change must not count as a new page. */
export function baseRouteName(localized: string): string {
  return localized.replace(/^(en|fr)-/, '');
}
