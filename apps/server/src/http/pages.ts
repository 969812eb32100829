import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALE_TAGS,
  matchPath,
  pageLinks,
  pathFor,
  queryString,
  titleKey,
  type Locale,
  type RouteMatch,
  type RouteName,
} from '@fp/i18n';
import type { FlagActor } from '@fp/domain';
import { flagActor } from './flag-actor.ts';
import { composeDocument, type DocumentRenderer } from './document.ts';
import type { ServerI18n, Translator } from './i18n.ts';
import { rememberLocale } from './locale.ts';
import { shareAnswer } from './shared-answers.ts';

/** Where the HTML shell comes from: the built files, or Vite in development. */
export interface WebAssets {
  template(url: string): Promise<string>;
}

/** Extra head data for pages whose title depends on data (a product's name...). */
export type PageHeadResolver = (ctx: {
  params: Record<string, string>;
  locale: Locale;
  t: Translator;
}) => Promise<{ title?: string; description?: string; notFound?: boolean } | undefined>;

export interface PagesOptions {
  web: WebAssets;
  i18n: ServerI18n;
  /** Whether a feature flag is on for the request's actor (the flags module's service). */
  flags: { isEnabled(name: 'language_selector', actor: FlagActor): Promise<boolean> };
  publicUrl: string;
  secureCookies: boolean;
  headResolvers?: Partial<Record<RouteName, PageHeadResolver>>;
  /** Server rendering and inline first data, when the web app's server bundle is built. */
  renderer?: DocumentRenderer;
  /** Prefixes that are never pages (API, auth callbacks, images). */
  reservedPrefixes?: string[];
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Head {
  locale: Locale;
  title: string;
  description: string;
  canonical?: string;
  alternates?: Record<Locale, string>;
  robots?: string;
}

export function renderHead(template: string, head: Head, publicUrl: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${head.robots}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(publicUrl + head.canonical)}">` : '',
    ...(head.alternates
      ? [
          ...(['en', 'fr'] as const).map(
            (l) =>
              `<link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeHtml(publicUrl + head.alternates![l])}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + head.alternates.en)}">`,
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[head.locale]}"`)
    .replace(/<title>.*?<\/title>/s, '')
    .replace('<!--app-head-->', tags);
}

function redirect(reply: FastifyReply, to: string, permanent = false) {
  return reply
    .code(permanent ? 301 : 302)
    .header('location', to)
    .header('cache-control', 'no-store')
    .send();
}

/**
 * Serves the single-page app for every page path, after settling the language (SPEC.md §2):
 * `?locale=`, an /en or /fr path, else the remembered choice; French only when the language
 * selector flag is on. The HTML carries the page's title, canonical and alternate links, and a
 * 404 status for unknown paths, before any script runs.
 */
export function installPages(app: FastifyInstance, options: PagesOptions): void {
  const reserved = options.reservedPrefixes ?? ['/api/', '/clients/auth/', '/images/', '/dev/'];

  async function render(request: FastifyRequest, reply: FastifyReply, match: RouteMatch | undefined, locale: Locale) {
    const t = options.i18n.translator(locale);
    const format = (page: string) => t('titles.format', { page });
    let status = 200;
    let head: Head;
    if (!match) {
      status = 404;
      head = { locale, title: format(t('titles.not-found')), description: t('notFound.paragraph'), robots: 'noindex' };
    } else {
      const resolved = await options.headResolvers?.[match.name]?.({ params: match.params, locale, t });
      if (resolved?.notFound) status = 404;
      const links = pageLinks(match);
      head = {
        locale,
        title: format(resolved?.title ?? t(titleKey(match.name))),
        description: resolved?.description ?? t('meta.description'),
        canonical: links.canonical,
        alternates: links.alternates,
        ...(match.definition.requiresLogin || match.definition.staffOnly || match.definition.layout === 'none'
          ? { robots: 'noindex' }
          : {}),
      };
      if (match.name === 'not-found') status = 404;
    }
    let html = renderHead(await options.web.template(request.url), head, options.publicUrl);
    if (options.renderer) {
      try {
        const page = await options.renderer.render(request, reply, { locale, route: match?.name ?? 'not-found' });
        html = composeDocument(html, page, { defer: !request.session?.record });
      } catch (err) {
        // The page still works without it: the browser renders and fetches as before.
        request.log.error({ err }, 'server render failed');
      }
    }
    // A visitor without a session sees what every such visitor sees (the render's calls carried
    // no session either); one that made a session sets a cookie and is never kept.
    if (!request.session?.record) shareAnswer(reply);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(html);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://placeholder');
      if (reserved.some((p) => url.pathname.startsWith(p)) || url.pathname === '/api') {
        return reply.callNotFound();
      }
      const match = matchPath(url.pathname);
      const languageSelector = await options.flags.isEnabled('language_selector', flagActor(request));
      const allowed = (l: Locale): Locale => (languageSelector ? l : 'en');

      if (!match) {
        const guess: Locale = url.pathname === '/fr' || url.pathname.startsWith('/fr/') ? 'fr' : 'en';
        return render(request, reply, undefined, allowed(guess));
      }

      const query = new URLSearchParams(url.search);
      const requested = query.get('locale');
      const enPrefixed = url.pathname === '/en' || url.pathname.startsWith('/en/');
      let target: Locale = match.locale;
      if (requested === 'en' || requested === 'fr') {
        target = allowed(requested);
        query.delete('locale');
        rememberLocale(reply, target, options.secureCookies);
      } else if (enPrefixed || match.locale === 'fr') {
        target = allowed(match.locale);
        if (request.savedLocale !== target) rememberLocale(reply, target, options.secureCookies);
      } else if (request.savedLocale === 'fr' && languageSelector) {
        target = 'fr';
      }

      const redirectDef = match.definition.redirect;
      const destination = redirectDef
        ? pathFor(redirectDef.to as RouteName, target, redirectDef.params ?? {}, query)
        : pathFor(match.name, target, match.params, query);
      const current = url.pathname + queryString(new URLSearchParams(url.search));
      if (destination !== current && !(target === match.locale && match.canonical && !redirectDef && !requested)) {
        return redirect(reply, destination, !requested && target === match.locale && !enPrefixed);
      }
      return render(request, reply, match, target);
    },
  });
}
