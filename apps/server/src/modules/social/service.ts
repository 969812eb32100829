import {
  SOCIAL_PROVIDERS,
  type SocialAuthStatus,
  type SocialCallbackParams,
  type SocialErrorReason,
  type SocialIntent,
  type SocialProvider,
} from '@fp/contracts';
import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { ruleError } from '../../http/errors.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { IdentityService } from '../identity/service.ts';
import type { SocialConfig } from '../../social-config.ts';
import { createOidcClients, type OidcClient } from './oidc.ts';
import { fallbackFirstName, profileFromClaims, type ProviderProfile } from './profile.ts';
import { createSocialRepository } from './repository.ts';

/** A provider round trip in progress, kept on the session until its callback (single use). */
export interface PendingFlow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: SocialIntent;
  returnTo?: string;
  from?: string;
  locale: Locale;
  /** The signed-in client when linking or re-authenticating: the callback must come back to the same one. */
  clientId: number | null;
  startedAt: string;
}

/** A round trip abandoned for longer than this is refused. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** Round trips open at once on one session (several tabs); the oldest are forgotten. */
export const MAX_PENDING_FLOWS = 5;

export type SocialOutcome =
  | {
      status: Exclude<SocialAuthStatus, 'authentication_error'>;
      clientId: number;
      /** What the session should do: sign the client in, note a fresh re-authentication, or nothing (a link). */
      effect: 'login' | 'reauthenticated' | 'linked';
    }
  /** `cause`: what went wrong, for the log only (never shown). */
  | { status: 'authentication_error'; reason: SocialErrorReason; cause?: unknown };

const failure = (reason: SocialErrorReason = 'failed', cause?: unknown): SocialOutcome => ({
  status: 'authentication_error',
  reason,
  ...(cause === undefined ? {} : { cause }),
});

export interface SocialServiceDeps {
  db: Db;
  clock: Clock;
  config: { publicUrl: string; social: SocialConfig };
  identity: Pick<IdentityService, 'registerClient' | 'findClientByEmail'>;
  clients: Pick<ClientsService, 'find' | 'lock'>;
}

/**
 * Social sign-in (SPEC.md §4): Google, Facebook and Apple over OpenID Connect. Accounts are
 * matched by (provider, subject); failing that, a VERIFIED e-mail links to the existing account;
 * an unverified one never does (authentication_error, nothing created) unless no account uses
 * the address, in which case a new, unverified account is created.
 */
export function createSocialService(deps: SocialServiceDeps) {
  const { clock, config } = deps;
  const repo = createSocialRepository(deps.db);
  const oidc = createOidcClients(config.social);

  const redirectUri = (provider: SocialProvider) => `${config.publicUrl}/clients/auth/${provider}/callback`;

  function clientFor(provider: SocialProvider): OidcClient | undefined {
    return oidc[provider];
  }

  async function activeClient(clientId: number) {
    const row = await deps.clients.find(clientId);
    return row && row.status === 'active' ? row : undefined;
  }

  async function signIn(profile: ProviderProfile, locale: Locale): Promise<SocialOutcome> {
    const known = await repo.bySubject(profile.provider, profile.subject);
    if (known) {
      const row = await deps.clients.find(known.clientId);
      if (!row) return failure();
      if (row.status !== 'active') return failure('account_closed');
      return { status: 'logged_in_by_provider', clientId: row.id, effect: 'login' };
    }
    if (!profile.email) return failure('email_missing');
    const existing = await deps.identity.findClientByEmail(profile.email);
    if (existing) {
      // Linking on an address the provider has not verified would hand the account to whoever typed it.
      if (!profile.emailVerified) return failure('email_unverified');
      if (existing.status !== 'active') return failure('account_closed');
      const linked = await repo.link({
        clientId: existing.id,
        provider: profile.provider,
        subject: profile.subject,
        email: profile.email,
        createdAt: clock.now(),
      });
      if (!linked) return failure('identity_in_use');
      return { status: 'logged_in_by_provider', clientId: existing.id, effect: 'login' };
    }
    let created;
    try {
      created = await deps.identity.registerClient({
        email: profile.email,
        password: null,
        firstName: profile.firstName ?? fallbackFirstName(profile.email),
        lastName: profile.lastName ?? '',
        locale,
        emailVerified: profile.emailVerified,
      });
    } catch (err) {
      return failure('failed', err);
    }
    await repo.link({
      clientId: created.id,
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
      createdAt: clock.now(),
    });
    return { status: 'client_created', clientId: created.id, effect: 'login' };
  }

  async function link(profile: ProviderProfile, clientId: number): Promise<SocialOutcome> {
    if (!(await activeClient(clientId))) return failure();
    const known = await repo.bySubject(profile.provider, profile.subject);
    if (known) {
      return known.clientId === clientId
        ? { status: 'logged_in_by_provider', clientId, effect: 'linked' }
        : failure('identity_in_use');
    }
    const linked = await repo.link({
      clientId,
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
      createdAt: clock.now(),
    });
    return linked ? { status: 'logged_in_by_provider', clientId, effect: 'linked' } : failure('identity_in_use');
  }

  async function reauthenticate(profile: ProviderProfile, clientId: number): Promise<SocialOutcome> {
    const known = await repo.bySubject(profile.provider, profile.subject);
    if (!known || known.clientId !== clientId || !(await activeClient(clientId))) return failure('not_linked');
    return { status: 'logged_in_by_provider', clientId, effect: 'reauthenticated' };
  }

  function resolve(profile: ProviderProfile, intent: SocialIntent, clientId: number | null, locale: Locale) {
    if (intent === 'signin') return signIn(profile, locale);
    if (clientId == null) return Promise.resolve(failure());
    return intent === 'link' ? link(profile, clientId) : reauthenticate(profile, clientId);
  }

  return {
    enabledProviders(): SocialProvider[] {
      return SOCIAL_PROVIDERS.filter((p) => oidc[p] !== undefined);
    },

    isEnabled(provider: SocialProvider): boolean {
      return oidc[provider] !== undefined;
    },

    /** Google's client id for the one-tap prompt, when configured. */
    oneTapClientId(): string | null {
      return config.social.oneTap ? (oidc.google_oauth2?.clientId ?? null) : null;
    },

    /** The providers linked to a client (settings page, re-authentication dialog). */
    async listProviders(clientId: number): Promise<SocialProvider[]> {
      const rows = await repo.forClient(clientId);
      return SOCIAL_PROVIDERS.filter((p) => rows.some((r) => r.provider === p));
    },

    /**
     * Unlinks a provider. Refused when the client would be left with no way in (no password and
     * no other provider); unlinking one that is not linked does nothing.
     */
    async unlink(clientId: number, provider: SocialProvider): Promise<void> {
      const result = await deps.db.transaction(async (tx) => {
        // The row lock keeps a password change from racing the check.
        await deps.clients.lock(clientId, tx);
        const hasPassword = Boolean((await deps.clients.find(clientId, tx))?.passwordHash);
        return createSocialRepository(tx).unlinkKeepingAccess(clientId, provider, hasPassword);
      });
      if (result === 'refused') throw ruleError('social_unlink_refused', 'social:errors.unlinkNeedsPassword');
    },

    /** Starts a round trip: the provider's authorisation address and what the session must keep. */
    async begin(
      provider: SocialProvider,
      request: { intent: SocialIntent; returnTo?: string; from?: string; locale: Locale; clientId: number | null },
    ): Promise<{ url: string; flow: PendingFlow }> {
      const oidcClient = clientFor(provider);
      if (!oidcClient) throw new Error(`${provider} is not configured`);
      const checks = await oidcClient.newChecks();
      const url = await oidcClient.authorizationUrl(redirectUri(provider), checks);
      const flow: PendingFlow = {
        provider,
        state: checks.state,
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        intent: request.intent,
        ...(request.returnTo ? { returnTo: request.returnTo } : {}),
        ...(request.from ? { from: request.from } : {}),
        locale: request.locale,
        clientId: request.intent === 'signin' ? null : request.clientId,
        startedAt: clock.now().toISOString(),
      };
      return { url: url.href, flow };
    },

    /** Whether a pending round trip may still be finished. */
    isFresh(flow: PendingFlow): boolean {
      const age = clock.now().getTime() - Date.parse(flow.startedAt);
      return age >= 0 && age <= FLOW_TTL_MS;
    },

    /**
     * Finishes a round trip: the provider's answer is checked (state, PKCE, ID token signature,
     * issuer, audience, expiry, nonce), then the account is found, linked or created.
     */
    async complete(
      flow: PendingFlow,
      params: SocialCallbackParams,
      callbackUrl: URL,
      currentClientId: number | null,
    ): Promise<SocialOutcome> {
      const oidcClient = clientFor(flow.provider);
      if (!oidcClient || params.error || !params.code) return failure();
      if (flow.intent !== 'signin' && (flow.clientId == null || flow.clientId !== currentClientId)) return failure();
      let profile: ProviderProfile;
      try {
        const claims = await oidcClient.exchange(callbackUrl, redirectUri(flow.provider), flow);
        profile = profileFromClaims(flow.provider, claims, params.user);
      } catch (err) {
        return failure('failed', err);
      }
      return resolve(profile, flow.intent, flow.clientId, flow.locale);
    },

    /** Google one-tap: an ID token straight from the browser, checked against Google's keys. */
    async oneTap(credential: string, locale: Locale): Promise<SocialOutcome> {
      const google = clientFor('google_oauth2');
      if (!google) return failure();
      let profile: ProviderProfile;
      try {
        profile = profileFromClaims('google_oauth2', await google.verifyIdToken(credential));
      } catch (err) {
        return failure('failed', err);
      }
      return signIn(profile, locale);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
