import { useMemo } from 'react';
import { useMatches, useParams } from 'react-router';
import { href, internalParams, type Locale, type RouteName, type RouteParams, type Query } from '@fp/i18n';

export interface RouteHandle {
  name: RouteName;
  locale: Locale;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'locale' in value;
}

/** The page being shown and its language, from the matched route. */
export function useCurrentRoute(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { name: 'not-found', locale: 'en' };
}

export function useLocale(): Locale {
  return useCurrentRoute().locale;
}

/** Link builder bound to the current language: `link('menu-week', { date: 'this-week' })`. */
export function useLink() {
  const locale = useLocale();
  return <N extends RouteName>(name: N, params?: RouteParams<N>, query?: Query) => href(name, locale, params, query);
}

/**
 * The page's parameters in their internal spelling: `/fr/menu/semaine` gives `{ date: 'this-week' }`.
 * Pages read parameters through this, never `useParams()`, so a translated word never reaches the API.
 */
export function useRouteParams(): Record<string, string> {
  const { name, locale } = useCurrentRoute();
  const raw = useParams();
  return useMemo(() => internalParams(name, locale, raw), [name, locale, raw]);
}
