import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { href, matchPath, routeDefinition, type Locale } from '@fp/i18n';
import { appRoutes } from './app/router.tsx';
import { isSerializedError, readFirstState } from './app/ssr/first-state.ts';
import { ApiError, configureApi } from './lib/api.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-errors.ts';
import { loadNamespace, provideMessages, translator } from './lib/i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

function localeOfPath(pathname: string): Locale {
  const match = matchPath(pathname);
  if (match) return match.locale;
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

// A new deployment can remove the chunk a page needs: reload once to get the new files.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
});

/**
 * The matched route's page module, loaded before the router starts: a server-rendered page must
 * hydrate with its component at hand, or React would replace its HTML with a blank fallback.
 * Found by the route table's own matcher and the route's id: React Router's `matchRoutes` would
 * flatten and rank every route once more before `createBrowserRouter` does it again.
 */
async function loadMatchedRoute(routes: RouteObject[]) {
  const match = matchPath(window.location.pathname);
  if (!match) return;
  const id = `${match.locale}-${match.name}`;
  const route = routes.flatMap((r) => r.children ?? []).find((r) => r.id === id);
  if (typeof route?.lazy !== 'function') return;
  Object.assign(route, await route.lazy(), { lazy: undefined });
}

/**
 * After the first hydration, what the reader chose in the server's HTML before the app took it
 * over is handed to the page (`early-choices.ts`: loaded apart, beside the hydration, so it is
 * not on the first load and is at hand when the shell is hydrated). `data-hydrated` on the root
 * then says every field of the page is the app's, choices included. It wraps the app rather than
 * sit beside it: a sibling would change every `useId` of the page, and the server's ids would no
 * longer match (decision 043).
 */
function EarlyChoices({
  root,
  handOver,
  children,
}: {
  root: HTMLElement;
  handOver: Promise<(root: ParentNode) => Promise<void>>;
  children: ReactNode;
}) {
  useEffect(() => {
    void handOver
      .then((handOverEarlyChoices) => handOverEarlyChoices(root))
      .then(() => {
        root.dataset.hydrated = 'true';
      });
  }, [root, handOver]);
  return children;
}

async function start() {
  // The server sends the first render's data and words with the page (decision 019).
  const first = readFirstState(document);
  if (first) provideMessages(first.messages);
  const routes = appRoutes();
  await Promise.all([loadNamespace(localeOfPath(window.location.pathname), 'common'), loadMatchedRoute(routes)]);
  const router = createBrowserRouter(routes);
  const currentLocale = () => localeOfPath(router.state.location.pathname);
  configureApi({
    locale: currentLocale,
    navigate: (to) => void router.navigate(to),
    // A staff session that expires on an admin page goes back to the staff sign-in.
    signInPath: () => {
      const match = matchPath(router.state.location.pathname);
      const staffPage = match !== undefined && routeDefinition(match.name).staffOnly === true;
      return href(staffPage ? 'admin-sign-in' : 'sign-in', currentLocale());
    },
    message: (code) => translator(currentLocale()).dynamic(`errors.${code}`),
  });
  const queryClient = createQueryClient();
  if (first) {
    // Errors come as JSON: they become the ApiError pages check for, as if the browser had asked.
    for (const query of first.queries.queries) {
      const error: unknown = query.state.error;
      if (isSerializedError(error)) {
        query.state.error =
          error.name === 'ApiError'
            ? new ApiError(error.status ?? 0, error.code ?? 'internal', error.message, error.fields ?? {})
            : new Error(error.message);
      }
    }
    hydrate(queryClient, first.queries);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A transition hydrates in slices of a few milliseconds, yielding to the browser between them,
  // instead of one long task that blocks a phone's main thread for the whole page.
  if (first?.rendered) {
    const handOver = import('./components/ui/early-choices.ts').then((m) => m.handOverEarlyChoices);
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <EarlyChoices root={root} handOver={handOver}>
            {app}
          </EarlyChoices>,
        ),
    );
  } else createRoot(root).render(app);
}

void start();
