import type { Locale } from './locales.ts';
import { canonicalPath, pathFor, type RouteMatch } from './paths.ts';
import { LOCALES } from './locales.ts';
import type { RouteName } from './routes.ts';

/** Catalogue key of a page's title in the `common` namespace. */
export function titleKey(name: RouteName): `titles.${RouteName}` {
  return `titles.${name}`;
}

export interface PageLinks {
  canonical: string;
  alternates: Record<Locale, string>;
}

/** Canonical and alternate-language paths of a matched page (query dropped: pages are indexable without it). */
export function pageLinks(match: RouteMatch): PageLinks {
  const target = match.definition.redirect
    ? { name: match.definition.redirect.to as RouteName, params: match.definition.redirect.params ?? {} }
    : { name: match.name, params: match.params };
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, pathFor(target.name, l, target.params)])) as Record<
    Locale,
    string
  >;
  return { canonical: canonicalPath(match), alternates };
}
