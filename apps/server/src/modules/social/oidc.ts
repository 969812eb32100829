import * as client from 'openid-client';
import { SignJWT, createRemoteJWKSet, importPKCS8, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '@fp/contracts';
import type { OidcProviderConfig, SocialConfig } from '../../social-config.ts';

/** What the start of a round trip keeps on the session to check the return against. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Scopes asked of each provider (SPEC.md §7): Apple gives the name only through `name`, Facebook the e-mail through `email`. */
const SCOPES: Record<SocialProvider, string> = {
  google_oauth2: 'openid email profile',
  facebook: 'openid email public_profile',
  apple: 'openid name email',
};

/** Apple's client secret is a JWT we sign; Apple accepts one for up to six months, we use an hour. */
const APPLE_SECRET_TTL_S = 60 * 60;

/**
 * The OpenID Connect client of one provider: discovery (cached; retried after a failure),
 * authorisation URL with state, nonce and PKCE, code exchange with the ID token's signature,
 * issuer, audience, expiry and nonce checked by openid-client, and standalone ID-token checks
 * (Google one-tap) with jose against the provider's JWKS.
 */
export function createOidcClient(settings: OidcProviderConfig) {
  let metadata: Promise<client.Configuration> | undefined;
  let jwks: JWTVerifyGetKey | undefined;
  let appleSecret: { value: string; expires: number } | undefined;

  function prepare(config: client.Configuration): client.Configuration {
    if (settings.insecure) client.allowInsecureRequests(config);
    client.enableNonRepudiationChecks(config);
    return config;
  }

  function discovered(): Promise<client.Configuration> {
    metadata ??= client
      .discovery(new URL(settings.issuer), settings.clientId, undefined, client.None(), {
        ...(settings.insecure ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((err: unknown) => {
        metadata = undefined;
        throw err;
      });
    return metadata;
  }

  async function secret(): Promise<string> {
    if (settings.clientSecret) return settings.clientSecret;
    const key = settings.appleKey;
    if (!key) throw new Error(`${settings.provider}: no client secret configured`);
    const now = Math.floor(Date.now() / 1000);
    if (appleSecret && appleSecret.expires - 60 > now) return appleSecret.value;
    const privateKey = await importPKCS8(key.privateKeyPem, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
      .setIssuer(key.teamId)
      .setIssuedAt(now)
      .setExpirationTime(now + APPLE_SECRET_TTL_S)
      .setAudience('https://appleid.apple.com')
      .setSubject(settings.clientId)
      .sign(privateKey);
    appleSecret = { value, expires: now + APPLE_SECRET_TTL_S };
    return value;
  }

  /** A configuration that authenticates at the token endpoint (Apple's secret changes over time). */
  async function authenticated(): Promise<client.Configuration> {
    const base = await discovered();
    return prepare(
      new client.Configuration(
        base.serverMetadata(),
        settings.clientId,
        undefined,
        client.ClientSecretPost(await secret()),
      ),
    );
  }

  return {
    provider: settings.provider,
    clientId: settings.clientId,

    async newChecks(): Promise<FlowChecks & { codeChallenge: string }> {
      const codeVerifier = client.randomPKCECodeVerifier();
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      };
    },

    async authorizationUrl(redirectUri: string, checks: FlowChecks & { codeChallenge: string }): Promise<URL> {
      const config = await discovered();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES[settings.provider],
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: checks.codeChallenge,
        code_challenge_method: 'S256',
        // Apple returns the name and e-mail only to a form post.
        ...(settings.provider === 'apple' ? { response_mode: 'form_post' } : {}),
        ...(settings.provider === 'google_oauth2' ? { prompt: 'select_account' } : {}),
      });
    },

    /** Exchanges the code; throws unless state, PKCE, signature, issuer, audience, expiry and nonce all check out. */
    async exchange(callbackUrl: URL, redirectUri: string, checks: FlowChecks): Promise<Record<string, unknown>> {
      const config = await authenticated();
      const tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return claims as Record<string, unknown>;
    },

    /** Checks an ID token received directly from the browser (one-tap): signature, issuer, audience, expiry. */
    async verifyIdToken(token: string): Promise<Record<string, unknown>> {
      const config = await discovered();
      const meta = config.serverMetadata();
      if (!meta.jwks_uri) throw new Error('provider without jwks_uri');
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      // Google signs with either spelling of its issuer.
      const issuers = [meta.issuer, ...(meta.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [])];
      const { payload } = await jwtVerify(token, jwks, {
        issuer: issuers,
        audience: settings.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      });
      return payload as Record<string, unknown>;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClients(config: SocialConfig): Partial<Record<SocialProvider, OidcClient>> {
  return Object.fromEntries(
    Object.values(config.providers).map((settings) => [settings.provider, createOidcClient(settings)]),
  ) as Partial<Record<SocialProvider, OidcClient>>;
}
