// The server's side of the web app (decision 019): renders a page with the same routes and
// components as the browser, after fetching the data its first render asks for, and returns the
// HTML with the state the browser hydrates from. Built by `vite build --ssr` into dist-server/.
import {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  dehydrate,
  skipToken,
  type Query,
} from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { href, type Locale, type RouteName } from '@fp/i18n';
import { appRoutes } from './app/router.tsx';
import { pageSourceFile } from './app/page-modules.ts';
import { FIRST_STATE_ID, serializeFirstState, type FirstState } from './app/ssr/first-state.ts';
import { SERVER_RENDERED_PAGES } from './app/ssr/rendered-pages.ts';
import { ApiError, configureApi } from './lib/api.ts';
import { loadAllNamespaces, messagesFor, NamespaceRecorder } from './lib/i18n.tsx';

export interface ServerRenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  origin: string;
  locale: Locale;
  route: RouteName | undefined;
}

export interface ServerRenderResult {
  /** The page's markup for #root, or undefined when the browser renders it (private pages, failures). */
  html: string | undefined;
  state: FirstState;
  /** The page component's source file (build manifest key), for modulepreload links. */
  pageFile: string | undefined;
}

/** A render discovers queries, the server answers them, the next render shows them: at most this many rounds. */
const MAX_ROUNDS = 4;

const routes = appRoutes();
const handler = createStaticHandler(routes);
await loadAllNamespaces();

/**
 * API calls made while rendering go through `fetch`, which the server implements by answering
 * the request itself (with the visitor's cookies) instead of a network round trip.
 */
export function configureServerRender(options: { fetch: typeof fetch }): void {
  configureApi({
    locale: () => 'en',
    navigate: () => undefined,
    signInPath: () => href('sign-in', 'en'),
    message: (code) => code,
    fetch: options.fetch,
  });
}

/** The inline, never-executed JSON the browser reads the first state from. */
export function firstStateScript(state: FirstState): string {
  return `<script type="application/json" id="${FIRST_STATE_ID}">${serializeFirstState(state)}</script>`;
}

async function renderOnce(element: React.ReactNode): Promise<string> {
  // One piece of HTML: no boundary is sent ahead and completed by an inline script (the CSP forbids them).
  const stream = await renderToReadableStream(element, { onError: () => undefined, progressiveChunkSize: Infinity });
  await stream.allReady;
  return new Response(stream).text();
}

// A query the render created but nobody fetched yet (the browser would fetch it after mounting).
// A query whose function is `skipToken` waits for an input its page does not have yet.
const waiting = (q: Query) =>
  q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn !== skipToken;

/**
 * Whether a query's answer goes with the page. One marked `meta: { firstState: false }` is asked
 * while rendering (so the queries its page makes next are found and sent) but left out of the
 * page: the browser's HTTP cache keeps it between visits (the editor's immutable menu, decision
 * 039), and inlining it would send it again with every page.
 */
const inlined = (q: Query) => q.meta?.['firstState'] !== false;

/**
 * A call the server refused for good (a product that no longer exists: 400, 404, 410) renders as
 * its error on both sides. Anything else (sign-in needed, a failure) is left for the browser to ask
 * again, so it redirects or retries as it would have.
 */
function forgetUnlessRefused(queryClient: QueryClient, query: Query): void {
  const error = query.state.error;
  const refused = error instanceof ApiError && [400, 404, 410].includes(error.status);
  if (!refused) queryClient.getQueryCache().remove(query);
}

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  // A query the browser asks once per visit (`gcTime: 0`, the editor's order) has no observer
  // here and would be collected between two rounds, its answer lost to the page: each is watched
  // from the moment it is made until the state is taken.
  const unwatch: (() => void)[] = [];
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added')
      unwatch.push(
        new QueryObserver(queryClient, { queryKey: event.query.queryKey, enabled: false }).subscribe(() => {}),
      );
  });
  const namespaces = new Set<string>([`${input.locale}/common`]);
  const pageFile = input.route ? pageSourceFile(input.route) : undefined;
  const emit = input.route !== undefined && SERVER_RENDERED_PAGES.has(input.route);
  let html: string | undefined;
  try {
    const context = await handler.query(new Request(new URL(input.url, input.origin)));
    if (context instanceof Response) throw new Error('Routes have no loaders that could redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <NamespaceRecorder value={namespaces}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </NamespaceRecorder>
    );
    const tried = new Set<string>();
    for (let round = 0; ; round++) {
      html = await renderOnce(app);
      if (round === MAX_ROUNDS) break;
      const found = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => waiting(q) && !tried.has(q.queryHash));
      if (found.length === 0) break;
      for (const q of found) tried.add(q.queryHash);
      await Promise.all(found.map((q) => q.fetch().catch(() => forgetUnlessRefused(queryClient, q))));
    }
  } catch {
    // Whatever was fetched still goes with the page; the browser renders it.
    html = undefined;
  }
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' && inlined(q) });
  stopWatching();
  for (const stop of unwatch) stop();
  return {
    html: emit ? html : undefined,
    state: { rendered: emit && html !== undefined, queries, messages: messagesFor(namespaces) },
    pageFile,
  };
}
