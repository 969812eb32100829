import { z } from 'zod';
import type { SocialProvider } from '@fp/contracts';

const optional = z.string().trim().min(1).optional();
const issuer = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Environment variables of the social sign-in providers. A provider without its client id and
 * secret (Apple: team id, key id and private key) is disabled and its button hidden.
 */
export const SOCIAL_ENV = {
  GOOGLE_OIDC_ISSUER: issuer('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Google's one-tap prompt (also needs the one_tap flag); adds Google's script origin to the CSP. */
  GOOGLE_ONE_TAP: bool.default(false),
  FACEBOOK_OIDC_ISSUER: issuer('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  APPLE_OIDC_ISSUER: issuer('https://appleid.apple.com'),
  /** Apple's "Services ID". */
  APPLE_CLIENT_ID: optional,
  APPLE_TEAM_ID: optional,
  APPLE_KEY_ID: optional,
  /** The .p8 key (PKCS #8 PEM; `\n` escapes accepted) that signs the client-secret JWT. */
  APPLE_PRIVATE_KEY: optional,
};

type SocialEnv = z.output<z.ZodObject<typeof SOCIAL_ENV>>;

export interface OidcProviderConfig {
  provider: SocialProvider;
  issuer: string;
  clientId: string;
  /** A fixed secret (Google, Facebook). */
  clientSecret?: string;
  /** Apple signs a short-lived client secret with this key instead. */
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string };
  /** Plain-HTTP issuers (the local provider of development and tests); never in production. */
  insecure: boolean;
}

export interface SocialConfig {
  providers: Partial<Record<SocialProvider, OidcProviderConfig>>;
  oneTap: boolean;
}

function checkedIssuer(name: string, url: string, production: boolean): { issuer: string; insecure: boolean } {
  const insecure = url.startsWith('http:');
  if (insecure && production)
    throw new Error(`Invalid configuration:\n  ${name}: must be an https:// URL in production`);
  return { issuer: url.replace(/\/$/, ''), insecure };
}

export function socialConfig(env: SocialEnv, production: boolean): SocialConfig {
  const providers: SocialConfig['providers'] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google_oauth2 = {
      provider: 'google_oauth2',
      ...checkedIssuer('GOOGLE_OIDC_ISSUER', env.GOOGLE_OIDC_ISSUER, production),
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    };
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = {
      provider: 'facebook',
      ...checkedIssuer('FACEBOOK_OIDC_ISSUER', env.FACEBOOK_OIDC_ISSUER, production),
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
    };
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY) {
    providers.apple = {
      provider: 'apple',
      ...checkedIssuer('APPLE_OIDC_ISSUER', env.APPLE_OIDC_ISSUER, production),
      clientId: env.APPLE_CLIENT_ID,
      appleKey: {
        teamId: env.APPLE_TEAM_ID,
        keyId: env.APPLE_KEY_ID,
        privateKeyPem: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
      },
    };
  }
  return { providers, oneTap: env.GOOGLE_ONE_TAP && providers.google_oauth2 !== undefined };
}
