import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '@fp/domain';
import type { Config } from './config.ts';
import { courierPhotoOrigins } from './courier-config.ts';
import type { Database } from './db/types.ts';
import { serializeError } from './db/error-redaction.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { installCsrfProtection } from './http/csrf.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installJsonDepthLimit } from './http/json-depth.ts';
import { AppError } from './http/errors.ts';
import { installRequestLocale } from './http/locale.ts';
import { installOpenApi } from './http/openapi.ts';
import { loadDocumentRenderer, type DocumentRenderer } from './http/document.ts';
import { installPages, type PageHeadResolver, type WebAssets } from './http/pages.ts';
import { installRequestLogging } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installSessions, sessionCookieName } from './http/session.ts';
import { createSharedAnswers, type SessionStamp } from './http/shared-answers.ts';
import { onDataChange } from './db/data-version.ts';
import { COURIER_WEBHOOK_PATH, getSessionData, LOCALE_COOKIE } from '@fp/contracts';
import { installStaffAccess } from './http/staff-access.ts';
import { validatorCompiler } from './http/validation.ts';
import { builtWebAssets, viteWebAssets } from './http/web-assets.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { devMailRoutes } from './modules/mail/dev-routes.ts';
import { storeOnlyTransport, type MailTransport } from './modules/mail/transport.ts';
import { paymentRoutes } from './modules/money/routes.ts';
import { testGatewayRoutes } from './modules/money/test-gateway/routes.ts';
import { mergeCspSources, stripeCspSources } from './modules/money/stripe/csp.ts';
import { stripeWebhookRoutes } from './modules/money/stripe/routes.ts';
import { STRIPE_WEBHOOK_PATH } from './modules/money/stripe/webhooks.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { signupRoutes } from './modules/signup/routes.ts';
import { oneTapCspSources } from './modules/social/csp.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { discountRoutes } from './modules/discounts/routes.ts';
import { planRoutes } from './modules/subscription/plans-routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { paymentSettingsRoutes } from './modules/settings/payment-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { communicationsRoutes } from './modules/notifications/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { devBillingRoutes, devClockRoutes } from './modules/orders/dev-routes.ts';
import type { MovableClock } from './dev-clock.ts';
import { createServices, type Services } from './services.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { createSessionCache } from './modules/session/session-cache.ts';
import type { RouteName } from '@fp/i18n';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Development only: the movable clock behind `clock`, moved by POST /api/dev/clock/advance. */
  devClock?: MovableClock;
  /** 'built': serve apps/web/dist; 'vite': development server; an object: tests; none: API only. */
  web?: 'built' | 'vite' | WebAssets;
  /** Root of the web app sources, for 'vite'. */
  webRoot?: string;
  /** Where e-mails go; stored in the outbox only by default. */
  mailTransport?: MailTransport;
  /**
   * The database's notifications of session and account changes: with it, signed-in sessions are
   * kept in memory until one arrives (decision 030); without it, every read goes to the database.
   */
  sessionChanges?: ChangeFeed;
  /** Where the logs go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

function loggerOptions(config: Config, stream?: AppDeps['logStream']): FastifyServerOptions['logger'] {
  const pretty = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    // Cookies, tokens and query strings never reach the logs.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      // A failed query is logged by its code and redacted text, never its parameters.
      err: serializeError,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    ...(stream ? { stream } : {}),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const dev = deps.web === 'vite';

  // A hop count or the proxies' addresses, never "everyone" (decision 015; refused in config.ts).
  // A count trusts that many hops nearest to us (what Fastify does for a number, which its types omit).
  const hops = config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  // Answers the same for every visitor without a session, replayed in front of Fastify for at most
  // one data-version check interval (decision 030). Not in development: Vite serves the pages.
  const sessionCache = deps.sessionChanges ? createSessionCache(deps.sessionChanges) : undefined;
  // Set once the services exist: a signed-in session's own answers need its cache.
  const late: { sessions?: Services['sessions'] } = {};
  const shared = createSharedAnswers({
    ttlMs: dev ? 0 : config.dataVersionCheckMs,
    sessionCookie: sessionCookieName(config.isProduction),
    localeCookie: LOCALE_COOKIE,
    ...(sessionCache
      ? {
          sessions: {
            paths: new Set([getSessionData.path]),
            idOf: (token: string) => late.sessions?.idOf(token),
            current: async ({ id, generation }: SessionStamp) =>
              (await late.sessions?.stillCurrent(id, generation)) === true,
          },
        }
      : {}),
  });
  const app: FastifyInstance = Fastify({
    // Node's own server, with the shared answers looked up before Fastify sees the request.
    // Fastify's own defaults for its server (it sets them only on servers it creates).
    serverFactory: (handler, options) => {
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      const server = createServer((request, response) => {
        shared.handle(request, response, () => handler(request, response));
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    logger: loggerOptions(config, deps.logStream),
    // Per-request lines only outside production (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: config.isProduction }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: clientErrorHandler(() => app.services.i18n),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installJsonDepthLimit(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installRequestLogging(app, config.isProduction);

  await app.register(fastifyCookie);
  // Google's one-tap origins join the policy only when one-tap is configured (modules/social/csp.ts).
  // Stripe's origins join it only when Stripe takes the cards (modules/money/stripe/csp.ts); the
  // courier's photo host only when courier events are configured (decision 050).
  const extra = mergeCspSources(oneTapCspSources(config.social), stripeCspSources(config));
  installSecurityHeaders(app, {
    dev,
    production: config.isProduction,
    extra: { ...extra, img: courierPhotoOrigins(config.courier) },
  });
  // An answer under 2 KB goes as it is: compressed it would save less than one TCP packet, and
  // compressing it cost a quarter of an editor read's server time (decision 046).
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['br', 'gzip'] });
  // Only routes that ask for it are limited (a coarse guard against form spam); account
  // lockouts live in the database.
  await app.register(fastifyRateLimit, { global: false });

  if (sessionCache) app.addHook('onClose', async () => sessionCache.close());
  const services = createServices({
    config,
    db,
    clock,
    ...(sessionCache ? { sessionCache } : {}),
    mailTransport: deps.mailTransport ?? storeOnlyTransport,
    warn: (message, details) => app.log.warn(details, message),
  });
  app.decorate('services', services);
  late.sessions = services.sessions;
  // A change made through this instance shows at once, as the versioned caches behind promise.
  const stopClearing = onDataChange(() => shared.clear());
  app.addHook('onClose', async () => stopClearing());
  const { i18n, flags, clients, sessionData, sessions } = services;
  installRequestLocale(app);
  installErrorHandling(app, i18n);

  installSessions(app, sessions, { secure: config.isProduction, ttlDays: config.sessionTtlDays });
  installCsrfProtection(app, {
    allowedOrigins: [config.publicUrl],
    exempt: ['/clients/auth/apple/callback', COURIER_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH],
  });
  // Decision 014: development tools only where nobody else's data or money is at stake.
  if (config.devTools) await installOpenApi(app);
  installStaffAccess(app, services.staff);

  healthRoutes(app, db);
  flagRoutes(app, flags);
  sessionRoutes(app, { config, sessionData, clients });
  identityRoutes(app, { identity: services.identity });
  socialRoutes(app, {
    social: services.social,
    clock,
    publicUrl: config.publicUrl,
    secureCookies: config.isProduction,
  });
  staffRoutes(app, { staff: services.staff });
  catalogRoutes(app, { catalog: services.catalog, i18n, imageCacheDir: `${config.dataDir}/image-cache` });
  contentRoutes(app, { content: services.content, locations: services.locations, throttles: services.throttles });
  locationRoutes(app, { locations: services.locations });
  planRoutes(app, { plans: services.plans, discounts: services.discounts });
  discountRoutes(app, { discounts: services.discounts, flags });
  deliveryRoutes(app, { delivery: services.delivery });
  settingsRoutes(app, { settings: services.settings });
  paymentSettingsRoutes(app, { settings: services.settings, payment: services.paymentSettings });
  paymentRoutes(app, services.money, services.throttles);
  if (config.devTools) testGatewayRoutes(app, services.testGateway, services.throttles);
  if (services.stripeWebhooks) stripeWebhookRoutes(app, services.stripeWebhooks);
  signupRoutes(app, services.signup, services.throttles);
  orderRoutes(app, services.orders);
  accountRoutes(app, services.account);
  communicationsRoutes(app, services.smsConsents);
  if (config.devTools && deps.devClock) {
    const devClock = deps.devClock;
    // A moved clock changes the current week: answers kept for the old one must go at once.
    const clock = {
      ...devClock,
      advance: (ms: number) => {
        devClock.advance(ms);
        shared.clear();
      },
    };
    devClockRoutes(app, { clock, runDue: () => services.orders.runDue() });
  }
  if (config.devTools) {
    devBillingRoutes(app, {
      orders: services.orders,
      saveCard: (clientId, token) => services.money.savePaymentMethod(clientId, token),
    });
  }
  if (config.devTools) devMailRoutes(app, services.mail, { anyCaller: config.env === 'development' });

  app.setNotFoundHandler(async (request) => {
    throw new AppError(request.url.startsWith('/api') ? 'route_not_found' : 'not_found', 404);
  });

  const headResolvers: Partial<Record<RouteName, PageHeadResolver>> = {
    'faq-category': async ({ params, locale, t }) => {
      const name = await services.content.faqCategoryName(params.friendlyId ?? '', locale);
      return name ? { title: name } : { title: t('content:errors.categoryNotFound'), notFound: true };
    },
    product: async ({ params, locale, t }) => {
      const name = /^[a-z0-9-]{1,100}$/.test(params.id ?? '')
        ? await services.catalog.productName(params.id!, locale)
        : undefined;
      return name ? { title: name } : { title: t('catalog:errors.productUnavailable'), notFound: true };
    },
  };
  let web: WebAssets | undefined;
  let renderer: DocumentRenderer | undefined;
  if (deps.web === 'built') {
    web = await builtWebAssets(app, config.webDist);
    renderer = await loadDocumentRenderer(app, config.webDist, config.publicUrl);
  } else if (deps.web === 'vite') web = await viteWebAssets(app, deps.webRoot ?? 'apps/web');
  else web = deps.web;
  if (web) {
    installPages(app, {
      web,
      i18n,
      flags,
      publicUrl: config.publicUrl,
      secureCookies: config.isProduction,
      headResolvers,
      ...(renderer ? { renderer } : {}),
    });
  }

  return app;
}
