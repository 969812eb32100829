import { generateKeyPairSync } from 'node:crypto';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { Browser } from './harness.ts';

/** Claims the local provider puts in its next tokens (beside iss, aud, iat, exp, nonce). */
export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface LocalOidcProvider {
  server: OAuth2Server;
  issuer: string;
  /** Who signs in on the next authorisation. */
  signInAs(identity: MockIdentity): void;
  /** Alters the next ID token after the normal claims are set (wrong audience, nonce...). */
  tamperNextIdToken(change: (payload: Record<string, unknown>) => void): void;
  /** An ID token signed by the provider, as Google's one-tap hands to the browser. */
  idToken(claims: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

/**
 * oauth2-mock-server on a free port: a real OpenID Connect provider (discovery, JWKS, code flow
 * with PKCE, RS256-signed ID tokens) that approves every authorisation at once.
 */
export async function startLocalOidcProvider(): Promise<LocalOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: MockIdentity = { sub: 'mock-user', email: 'mock.user@example.com', email_verified: true };
  let tamper: ((payload: Record<string, unknown>) => void) | undefined;
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, identity);
    // Only the ID token carries a nonce (the access token is signed first, without one).
    if (tamper && 'nonce' in token.payload) {
      tamper(token.payload);
      tamper = undefined;
    }
  });
  return {
    server,
    issuer: server.issuer.url!,
    signInAs(next) {
      identity = next;
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    idToken(claims) {
      return server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      });
    },
    stop: () => server.stop(),
  };
}

/** Configuration of the app for the local provider: Google and Apple (with a freshly made signing key). */
export function socialTestConfig(issuer: string): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    GOOGLE_OIDC_ISSUER: issuer,
    GOOGLE_CLIENT_ID: 'fp-test-google',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    APPLE_OIDC_ISSUER: issuer,
    APPLE_CLIENT_ID: 'ca.fieldandplate.test',
    APPLE_TEAM_ID: 'TEAMID1234',
    APPLE_KEY_ID: 'KEYID12345',
    APPLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export interface SocialRoundTrip {
  /** The start answer (a 303 to the provider, or elsewhere). */
  startLocation: string;
  /** Where the app sent the browser at the end: the result page, with its query. */
  result: URL;
  status: string | null;
  reason: string | null;
}

// Each round trip comes from its own address: the start and callback are rate-limited per address.
let trips = 0;
const nextAddress = () => {
  trips += 1;
  return `10.77.${Math.floor(trips / 250) % 250}.${(trips % 250) + 1}`;
};

/**
 * Drives the whole redirect flow as a browser would: start → the provider's authorisation
 * endpoint (over HTTP, it approves at once) → our callback → the result page.
 */
export async function socialRoundTrip(
  browser: Browser,
  provider: 'google_oauth2' | 'facebook' | 'apple',
  options: { query?: string; changeCallback?: (callback: URL) => void } = {},
): Promise<SocialRoundTrip> {
  const remoteAddress = nextAddress();
  const start = await browser.request({
    method: 'GET',
    url: `/clients/auth/${provider}${options.query ? `?${options.query}` : ''}`,
    remoteAddress,
  });
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const startLocation = String(start.headers.location);
  const authorize = await fetch(startLocation, { redirect: 'manual' });
  const back = authorize.headers.get('location');
  if (!back) throw new Error(`the provider answered ${authorize.status}: ${await authorize.text()}`);
  const callback = new URL(back);
  options.changeCallback?.(callback);
  const done = await browser.request({ method: 'GET', url: callback.pathname + callback.search, remoteAddress });
  if (done.statusCode !== 303) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  const result = new URL(String(done.headers.location), 'http://app.test');
  return {
    startLocation,
    result,
    status: result.searchParams.get('status'),
    reason: result.searchParams.get('reason'),
  };
}
