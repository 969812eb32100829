import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SocialCallbackParams,
  SocialProvider,
  SocialStartQuery,
  authenticateGoogleIdToken,
  getSocialProviders,
  isSafeReturnPath,
  type SocialIntent,
  type SocialResultQuery,
} from '@fp/contracts';
import { href, type Locale } from '@fp/i18n';
import type { Clock } from '@fp/domain';
import { serve } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { MAX_PENDING_FLOWS, type PendingFlow, type SocialOutcome, type SocialService } from './service.ts';

declare module '../../http/session.ts' {
  interface SessionSlots {
    /** Social sign-in round trips in progress, by state. */
    socialAuth: Record<string, PendingFlow>;
  }
}

/** Session data key of the round trips in progress, by state. */
const FLOWS_KEY = 'socialAuth';
/** Session data key where the sign-in page saves the page asked for before signing in (identity module). */
const STORED_LOCATION_KEY = 'storedLocationBeforeLogin';
/**
 * Apple answers with a cross-site form post, which does not carry our SameSite=Lax session
 * cookie; this cookie (SameSite=None in production) holds Apple's state so the post can be
 * checked before it is turned into a same-site GET that does carry the session.
 */
export const APPLE_STATE_COOKIE = 'apple_auth_state';
const APPLE_CALLBACK = '/clients/auth/apple/callback';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

function pendingFlows(request: FastifyRequest): Record<string, PendingFlow> {
  const value = request.session.record?.data[FLOWS_KEY];
  return value && typeof value === 'object' ? { ...(value as Record<string, PendingFlow>) } : {};
}

function providerOf(request: FastifyRequest): SocialProvider | undefined {
  const parsed = SocialProvider.safeParse((request.params as { provider?: unknown }).provider);
  return parsed.success ? parsed.data : undefined;
}

export function socialRoutes(
  app: FastifyInstance,
  deps: { social: SocialService; clock: Clock; publicUrl: string; secureCookies: boolean },
): void {
  const { social } = deps;
  const appleCookie = {
    path: APPLE_CALLBACK,
    httpOnly: true,
    secure: deps.secureCookies,
    // SameSite=None needs Secure; without HTTPS (development) Apple's form post cannot work anyway.
    sameSite: deps.secureCookies ? ('none' as const) : ('lax' as const),
    maxAge: 10 * 60,
  };

  function toResult(
    reply: FastifyReply,
    locale: Locale,
    result: Omit<SocialResultQuery, 'intent'> & { intent: SocialIntent },
  ): FastifyReply {
    const query: Record<string, string> = { status: result.status, provider: result.provider, intent: result.intent };
    if (result.reason) query.reason = result.reason;
    if (result.returnTo) query.returnTo = result.returnTo;
    if (result.from) query.from = result.from;
    reply.header('cache-control', 'no-store');
    return reply.redirect(href('social-callback', locale, undefined, query), 303);
  }

  async function applyOutcome(request: FastifyRequest, outcome: SocialOutcome): Promise<void> {
    if (outcome.status === 'authentication_error') {
      if (outcome.cause !== undefined) request.log.warn({ err: outcome.cause }, 'social sign-in failed');
      return;
    }
    if (outcome.effect === 'login') await request.session.login({ clientId: outcome.clientId });
    else if (outcome.effect === 'reauthenticated')
      await request.session.update({ reauthenticatedAt: deps.clock.now() });
  }

  // The browser starts here (a navigation): state, nonce and PKCE verifier go on the session.
  app.get('/clients/auth/:provider', { config: limit(30) }, async (request, reply) => {
    const provider = providerOf(request);
    if (!provider || !social.isEnabled(provider)) throw new AppError('not_found', 404);
    const parsed = SocialStartQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('validation', 400);
    const { intent, returnTo, from } = parsed.data;
    const locale: Locale = parsed.data.locale ?? request.savedLocale ?? 'en';
    const clientId = request.session.clientId;
    if (intent !== 'signin' && clientId == null) return reply.redirect(href('sign-in', locale), 303);

    let begun;
    try {
      begun = await social.begin(provider, {
        intent,
        locale,
        clientId,
        ...(returnTo ? { returnTo } : {}),
        ...(from ? { from } : {}),
      });
    } catch (err) {
      // The provider's discovery document could not be read: say so the usual way.
      request.log.error({ err }, `${provider} is unreachable`);
      return toResult(reply, locale, { status: 'authentication_error', provider, intent, reason: 'failed', from });
    }
    const flows = Object.entries(pendingFlows(request))
      .filter(([, f]) => social.isFresh(f))
      .slice(-(MAX_PENDING_FLOWS - 1));
    await request.session.setData({ [FLOWS_KEY]: Object.fromEntries([...flows, [begun.flow.state, begun.flow]]) });
    if (provider === 'apple') reply.setCookie(APPLE_STATE_COOKIE, begun.flow.state, appleCookie);
    reply.header('cache-control', 'no-store');
    return reply.redirect(begun.url, 303);
  });

  // The provider sends the browser back here with a code (or an error).
  app.get('/clients/auth/:provider/callback', { config: limit(30) }, async (request, reply) => {
    const provider = providerOf(request);
    if (!provider) throw new AppError('not_found', 404);
    const parsed = SocialCallbackParams.safeParse(request.query);
    const params = parsed.success ? parsed.data : {};
    if (provider === 'apple') reply.clearCookie(APPLE_STATE_COOKIE, { path: APPLE_CALLBACK });

    // Single use: the round trip is forgotten whatever its outcome.
    const flows = pendingFlows(request);
    const flow = params.state ? flows[params.state] : undefined;
    if (flow && params.state) {
      delete flows[params.state];
      await request.session.setData({ [FLOWS_KEY]: flows });
    }
    if (!flow || flow.provider !== provider || !social.isFresh(flow)) {
      request.log.warn({ provider }, 'social callback without a matching round trip');
      const locale = flow?.locale ?? request.savedLocale ?? 'en';
      return toResult(reply, locale, {
        status: 'authentication_error',
        provider,
        intent: flow?.intent ?? 'signin',
        reason: 'failed',
        from: flow?.from,
      });
    }

    const outcome = await social.complete(flow, params, new URL(request.url, deps.publicUrl), request.session.clientId);
    const stored = request.session.record?.data[STORED_LOCATION_KEY];
    await applyOutcome(request, outcome);
    const returnTo = flow.returnTo ?? (flow.intent === 'signin' && isSafeReturnPath(stored) ? stored : undefined);
    return toResult(reply, flow.locale, {
      status: outcome.status,
      provider,
      intent: flow.intent,
      ...(outcome.status === 'authentication_error' ? { reason: outcome.reason } : {}),
      returnTo,
      from: flow.from,
    });
  });

  // Apple's form post (CSRF-exempt in app.ts): checked against the state cookie, then turned into
  // a same-site GET of the callback, which carries the session cookie and does the real work.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(APPLE_CALLBACK, { config: limit(30) }, async (request, reply) => {
      const parsed = SocialCallbackParams.safeParse(request.body ?? {});
      const params = parsed.success ? parsed.data : {};
      const expected = request.cookies[APPLE_STATE_COOKIE];
      reply.clearCookie(APPLE_STATE_COOKIE, { path: APPLE_CALLBACK });
      if (!expected || params.state !== expected) {
        request.log.warn('apple callback with a state that does not match apple_auth_state');
        return toResult(reply, request.savedLocale ?? 'en', {
          status: 'authentication_error',
          provider: 'apple',
          intent: 'signin',
          reason: 'failed',
        });
      }
      const query = new URLSearchParams();
      for (const key of ['code', 'state', 'error', 'user'] as const) {
        const value = params[key];
        if (value) query.set(key, value);
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${APPLE_CALLBACK}?${query.toString()}`, 303);
    });
  });

  serve(app, getSocialProviders, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const clientId = request.session.clientId;
    return {
      enabled: social.enabledProviders(),
      linked: clientId != null ? await social.listProviders(clientId) : [],
      oneTapClientId: social.oneTapClientId(),
    };
  });

  serve(
    app,
    authenticateGoogleIdToken,
    async ({ input, request }) => {
      const outcome = await social.oneTap(input.credential, request.locale);
      await applyOutcome(request, outcome);
      return outcome.status === 'authentication_error'
        ? { status: outcome.status, reason: outcome.reason }
        : { status: outcome.status };
    },
    { config: limit(20) },
  );
}
