import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';
import { LOCALE_TAGS, type Locale, type RouteName } from '@fp/i18n';
import { deferScripts } from './deferred-boot.ts';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) exports. */
interface ServerBundle {
  configureServerRender(options: { fetch: typeof fetch }): void;
  renderPage(input: { url: string; origin: string; locale: Locale; route: RouteName | undefined }): Promise<{
    html: string | undefined;
    state: unknown;
    pageFile: string | undefined;
  }>;
  firstStateScript(state: unknown): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The parts of the document a page adds to the HTML shell. */
export interface RenderedDocument {
  /** Markup for #root (empty when the browser renders the page). */
  root: string;
  /** The inline JSON script of the first render's data and words (never executed: no CSP exception). */
  stateScript: string;
  /** Chunks the page needs beyond the entry's, preloaded with the document. */
  preload: string[];
}

export interface DocumentRenderer {
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { locale: Locale; route: RouteName | undefined },
  ): Promise<RenderedDocument>;
}

interface PageRequest {
  cookie: string | undefined;
  ip: string;
  locale: Locale;
  setCookies: string[];
}

/**
 * Server rendering (decision 019): loads the web app's server bundle and build manifest when
 * they were built, and renders pages with the visitor's session. The API calls a render makes
 * are answered in-process (`app.inject`) with the visitor's cookies, so session data, the page's
 * data and its words go out with the HTML in one round. Returns undefined when not built
 * (development with Vite renders in the browser only).
 */
export async function loadDocumentRenderer(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
): Promise<DocumentRenderer | undefined> {
  const bundleFile = join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return undefined;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const preloadsOf = chunkPreloads(manifest);
  const current = new AsyncLocalStorage<PageRequest>();

  bundle.configureServerRender({
    fetch: async (input, init) => {
      const page = current.getStore();
      if (!page) throw new Error('An API call outside a page render');
      const method = (init?.method ?? 'GET') as 'GET';
      const answer = await app.inject({
        method,
        url: String(input),
        remoteAddress: page.ip,
        headers: {
          accept: 'application/json',
          'accept-language': LOCALE_TAGS[page.locale],
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(page.cookie ? { cookie: page.cookie } : {}),
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      // A session the call started (or ended) must reach the browser with the page.
      const cookies = answer.headers['set-cookie'];
      if (cookies) page.setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });

  return {
    async render(request, reply, page) {
      const context: PageRequest = {
        cookie: request.headers.cookie,
        ip: request.ip,
        locale: page.locale,
        setCookies: [],
      };
      const result = await current.run(context, () =>
        bundle.renderPage({ url: request.url, origin: publicUrl, locale: page.locale, route: page.route }),
      );
      if (context.setCookies.length > 0) {
        const existing = reply.getHeader('set-cookie');
        const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        reply.header('set-cookie', [...before, ...context.setCookies]);
      }
      return {
        root: result.html ?? '',
        stateScript: bundle.firstStateScript(result.state),
        preload: result.pageFile ? preloadsOf(result.pageFile) : [],
      };
    },
  };
}

/** A page chunk's file and the files it imports, minus what the entry already preloads. */
function chunkPreloads(manifest: Record<string, ManifestChunk>): (source: string) => string[] {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  };
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryKeys);
  const cache = new Map<string, string[]>();
  return (source) => {
    let files = cache.get(source);
    if (!files) {
      const keys = new Set<string>();
      if (manifest[source]) closure(source, keys);
      files = [...keys].filter((k) => !entryKeys.has(k)).map((k) => `/${manifest[k]!.file}`);
      cache.set(source, files);
    }
    return files;
  };
}

/**
 * Puts the rendered page, its inline state and its preload links into the HTML shell. A page the
 * server rendered for a visitor paints from its HTML and stylesheet alone: its scripts are asked
 * for once its largest image is painted (decision 035). A page the server did not render needs its
 * scripts to show anything, and a household's own page is there to be used at once (its forms
 * must not be touched before the app takes them over): both ask for their scripts at once.
 */
export function composeDocument(template: string, page: RenderedDocument, options: { defer: boolean }): string {
  if (page.root && options.defer) {
    const { shell, boot } = deferScripts(template, page.preload);
    return shell.replace(
      '<div id="root"></div>',
      `<div id="root">${page.root}</div>\n    ${page.stateScript}\n    ${boot}`,
    );
  }
  const links = page.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
  return template
    .replace('</head>', `${links ? `    ${links}\n  ` : ''}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.root}</div>\n    ${page.stateScript}`);
}
