import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import {
  LOCALES,
  ROUTE_NAMES,
  ROUTES,
  canonicalPath,
  matchPath,
  pathFor,
  type RouteDefinition,
  type RouteName,
} from '@fp/i18n';
import type { RouteHandle } from '../lib/locale.ts';
import { PAGE_MODULES } from './page-modules.ts';
import { PageError } from './PageError.tsx';
import { RootLayout } from './RootLayout.tsx';

/** Aliases, /en-prefixed paths and wrongly spelled parameters go to the canonical address. */
function CanonicalOrNotFound() {
  const location = useLocation();
  const match = matchPath(location.pathname);
  if (match) {
    const to = canonicalPath(match, new URLSearchParams(location.search)) + location.hash;
    if (to !== location.pathname + location.search + location.hash) return <Navigate to={to} replace />;
  }
  return <NotFoundRoute />;
}

const LazyNotFound = lazy(PAGE_MODULES['not-found']);

function NotFoundRoute() {
  return <LazyNotFound />;
}

function routeObject(name: RouteName, locale: (typeof LOCALES)[number]): RouteObject {
  const def: RouteDefinition = ROUTES[name];
  const handle: RouteHandle = { name, locale };
  if (def.redirect) {
    const target = pathFor(def.redirect.to as RouteName, locale, def.redirect.params ?? {});
    return { id: `${locale}-${name}`, path: def[locale], handle, element: <Navigate to={target} replace /> };
  }
  const load = PAGE_MODULES[name as keyof typeof PAGE_MODULES];
  return {
    id: `${locale}-${name}`,
    path: def[locale],
    handle,
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

export function appRoutes(): RouteObject[] {
  const children = ROUTE_NAMES.flatMap((name) => LOCALES.map((locale) => routeObject(name, locale)));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: () => null,
      ErrorBoundary: PageError,
      children: [
        ...children,
        {
          id: 'fr-catch-all',
          path: '/fr/*',
          handle: { name: 'not-found', locale: 'fr' },
          element: <CanonicalOrNotFound />,
        },
        {
          id: 'en-catch-all',
          path: '*',
          handle: { name: 'not-found', locale: 'en' },
          element: <CanonicalOrNotFound />,
        },
      ],
    },
  ];
}
