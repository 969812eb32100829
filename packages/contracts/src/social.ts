import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { isSafeReturnPath } from './identity.ts';

/** Social sign-in providers, named as in their callback paths (SPEC.md §2, §7). */
export const SOCIAL_PROVIDERS = ['google_oauth2', 'facebook', 'apple'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** SPEC.md §3 "Social auth result". */
export const SOCIAL_AUTH_STATUSES = ['client_created', 'logged_in_by_provider', 'authentication_error'] as const;
export const SocialAuthStatus = z.enum(SOCIAL_AUTH_STATUSES);
export type SocialAuthStatus = z.infer<typeof SocialAuthStatus>;

/** Why a provider round trip was started: sign in (or sign up), link to the signed-in client, or confirm identity. */
export const SOCIAL_INTENTS = ['signin', 'link', 'reauth'] as const;
export const SocialIntent = z.enum(SOCIAL_INTENTS);
export type SocialIntent = z.infer<typeof SocialIntent>;

/**
 * A reason given with authentication_error when the person can act on it; anything else is
 * `failed` (the provider refused, the state or token did not check out...).
 */
export const SOCIAL_ERROR_REASONS = [
  'failed',
  'account_closed',
  'email_unverified',
  'email_missing',
  'identity_in_use',
  'not_linked',
] as const;
export const SocialErrorReason = z.enum(SOCIAL_ERROR_REASONS);
export type SocialErrorReason = z.infer<typeof SocialErrorReason>;

/** SPEC.md §9: social sign-in continues after this wait. */
export const SOCIAL_CONTINUE_DELAY_MS = 1000;

/** Local storage key of the lead event recorded on client_created (SPEC.md §4), by provider. */
export const SOCIAL_LEAD_STORAGE_KEY = 'social_lead_events';

/** Where the browser starts a provider round trip (a navigation, not a JSON call): `${prefix}/${provider}?…`. */
export const SOCIAL_AUTH_PREFIX = '/clients/auth';

const samePath = z.string().max(2000).refine(isSafeReturnPath);

/** Query of the start address. `returnTo` and `from` are same-site paths only. */
export const SocialStartQuery = z.object({
  intent: SocialIntent.default('signin'),
  /** Where to go after success; the result page falls back to the saved pre-login page, then the account. */
  returnTo: samePath.optional(),
  /** The page the button was on, where "go back" returns after a failure. */
  from: samePath.optional(),
  /** The page's language: the browser's Accept-Language on a navigation is not the site's. */
  locale: z.enum(['en', 'fr']).optional(),
});
export type SocialStartQuery = z.infer<typeof SocialStartQuery>;

/** What the provider sends back (query for most, a form post for Apple). */
export const SocialCallbackParams = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
  /** Apple posts the person's name once, as JSON, on the first authorisation. */
  user: z.string().max(4096).optional(),
  id_token: z.string().max(8192).optional(),
});
export type SocialCallbackParams = z.infer<typeof SocialCallbackParams>;

/** Query of the result page the callback redirects to. */
export const SocialResultQuery = z.object({
  status: SocialAuthStatus,
  provider: SocialProvider,
  intent: SocialIntent.default('signin'),
  reason: SocialErrorReason.optional(),
  returnTo: samePath.optional(),
  from: samePath.optional(),
});
export type SocialResultQuery = z.infer<typeof SocialResultQuery>;

export const SocialProviders = z.object({
  /** Providers configured on this server; the others' buttons are hidden. */
  enabled: z.array(SocialProvider),
  /** Providers linked to the signed-in client (empty for a visitor). */
  linked: z.array(SocialProvider),
  /** Google client id for the one-tap prompt, when one-tap is configured (null otherwise). */
  oneTapClientId: z.string().nullable(),
});
export type SocialProviders = z.infer<typeof SocialProviders>;

export const getSocialProviders = endpoint({
  method: 'GET',
  path: '/api/v1/social/providers',
  summary: 'Which social sign-in providers are enabled, and which the signed-in client has linked',
  input: z.object({}),
  output: SocialProviders,
});

export const authenticateGoogleIdToken = endpoint({
  method: 'POST',
  path: '/api/v1/google_authentication/authenticate_id_token',
  summary: 'Google one-tap: sign in (or sign up) with a Google ID token',
  input: z.object({ credential: z.string().min(1).max(8192) }),
  output: z.object({ status: SocialAuthStatus, reason: SocialErrorReason.optional() }),
});
