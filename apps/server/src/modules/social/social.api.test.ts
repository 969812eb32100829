import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import {
  socialRoundTrip,
  socialTestConfig,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../../test/oidc-provider.ts';
import { clients } from '../auth/tables.ts';
import { sessions } from '../session/tables.ts';
import { clientIdentities } from './tables.ts';

let t: TestApp;
let idp: LocalOidcProvider;

beforeAll(async () => {
  idp = await startLocalOidcProvider();
  t = await createTestApp({ config: socialTestConfig(idp.issuer) });
});
afterAll(async () => {
  await t.close();
  await idp.stop();
});

let n = 0;
/** A person at the provider, different for every test. */
function person(overrides: { email?: string; email_verified?: boolean | string; name?: string } = {}) {
  n += 1;
  return {
    sub: `google-subject-${n}-${Date.now()}`,
    email: `social.person${n}.${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Avery',
    family_name: 'Gagnon',
    ...overrides,
  };
}

async function sessionData(browser: Browser) {
  const res = await browser.get('/api/v1/sessions/session_data');
  return res.json() as { loggedIn: boolean; client: { id: number; firstname: string; email: string } | null };
}

async function identitiesOf(clientId: number) {
  return t.database.db.select().from(clientIdentities).where(eq(clientIdentities.clientId, clientId));
}

async function clientByEmail(email: string) {
  const [row] = await t.database.db.select().from(clients).where(eq(clients.email, email));
  return row;
}

describe('GET /clients/auth/{provider}', () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get('/clients/auth/google_oauth2?intent=signin&locale=fr');
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location));
    expect(to.origin + to.pathname).toBe(`${idp.issuer}/authorize`);
    expect(to.searchParams.get('client_id')).toBe('fp-test-google');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/clients/auth/google_oauth2/callback');
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // The verifier stays on the server: the session cookie is all the browser holds.
    expect(res.body).not.toContain('code_verifier');
  });

  it('answers 404 for an unknown or unconfigured provider', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get('/clients/auth/myspace')).statusCode).toBe(404);
    expect((await browser.get('/clients/auth/facebook')).statusCode).toBe(404);
  });

  it('refuses a return address on another site', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get('/clients/auth/google_oauth2?returnTo=//evil.example')).statusCode).toBe(400);
    expect((await browser.get('/clients/auth/google_oauth2?returnTo=https://evil.example')).statusCode).toBe(400);
  });

  it('sends a visitor who wants to link a provider to sign in first', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get('/clients/auth/google_oauth2?intent=link&locale=fr');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/clients/connexion');
  });
});

describe('social sign-in through the local OpenID Connect provider', () => {
  it('creates a verified client on the first visit and signs it in (client_created)', async () => {
    const who = person();
    idp.signInAs(who);
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2', {
      query: 'intent=signin&locale=fr&returnTo=/fr/menu/semaine',
    });
    expect(trip.status).toBe('client_created');
    expect(trip.result.pathname).toBe('/fr/clients/connexion-sociale');
    expect(trip.result.searchParams.get('provider')).toBe('google_oauth2');
    expect(trip.result.searchParams.get('returnTo')).toBe('/fr/menu/semaine');

    const client = await clientByEmail(who.email);
    expect(client).toMatchObject({ firstName: 'Avery', lastName: 'Gagnon', locale: 'fr', passwordHash: null });
    expect(client!.emailVerifiedAt).not.toBeNull();
    expect(await identitiesOf(client!.id)).toMatchObject([{ provider: 'google_oauth2', subject: who.sub }]);
    const session = await sessionData(browser);
    expect(session.loggedIn).toBe(true);
    expect(session.client).toMatchObject({ id: client!.id, firstname: 'Avery' });
  });

  it('signs the same person in again by provider subject, even after an e-mail change (logged_in_by_provider)', async () => {
    const who = person();
    idp.signInAs(who);
    await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    const client = await clientByEmail(who.email);

    idp.signInAs({ ...who, email: `changed.${who.email}` });
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2');
    expect(trip.status).toBe('logged_in_by_provider');
    expect((await sessionData(browser)).client?.id).toBe(client!.id);
    expect(await clientByEmail(`changed.${who.email}`)).toBeUndefined();
  });

  it('links a verified e-mail to the existing account with that address', async () => {
    const existing = await insertClient(t.database.db, {
      email: `Existing.${Date.now()}@Example.com`,
      passwordHash: 'x',
    });
    const who = person({ email: existing.email.toLowerCase() });
    idp.signInAs(who);
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2');
    expect(trip.status).toBe('logged_in_by_provider');
    expect((await sessionData(browser)).client?.id).toBe(existing.id);
    expect(await identitiesOf(existing.id)).toMatchObject([{ provider: 'google_oauth2', subject: who.sub }]);
  });

  it('never links an unverified e-mail to an existing account: nothing is created and no one is signed in', async () => {
    const existing = await insertClient(t.database.db, {
      email: `victim.${Date.now()}@example.com`,
      passwordHash: 'x',
    });
    idp.signInAs(person({ email: existing.email, email_verified: false }));
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2');
    expect(trip.status).toBe('authentication_error');
    expect(trip.reason).toBe('email_unverified');
    expect(await identitiesOf(existing.id)).toEqual([]);
    expect((await sessionData(browser)).loggedIn).toBe(false);
  });

  it('creates an unverified account when an unverified e-mail is not in use yet', async () => {
    const who = person({ email_verified: false });
    idp.signInAs(who);
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    expect(trip.status).toBe('client_created');
    expect((await clientByEmail(who.email))!.emailVerifiedAt).toBeNull();
  });

  it('tells a closed account so instead of signing it in', async () => {
    const closed = await insertClient(t.database.db, { status: 'closed' });
    idp.signInAs(person({ email: closed.email }));
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2');
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'account_closed' });
    expect((await sessionData(browser)).loggedIn).toBe(false);
  });

  it('uses the page saved before signing in when the button gave no return address', async () => {
    idp.signInAs(person());
    const browser = new Browser(t.app);
    await browser.post('/api/v1/sessions/stored_location_before_login', { location: '/settings/delivery' });
    const trip = await socialRoundTrip(browser, 'google_oauth2');
    expect(trip.status).toBe('client_created');
    expect(trip.result.searchParams.get('returnTo')).toBe('/settings/delivery');
  });
});

describe('the provider answer is checked', () => {
  it('rejects a callback whose state is not the one this session started', async () => {
    idp.signInAs(person());
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2', {
      changeCallback: (url) => url.searchParams.set('state', 'forged-state-value-0123456789'),
    });
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'failed' });
    expect((await sessionData(browser)).loggedIn).toBe(false);
  });

  it("rejects a round trip finished in another browser (the state is bound to the starter's session)", async () => {
    idp.signInAs(person());
    const starter = new Browser(t.app);
    const start = await starter.get('/clients/auth/google_oauth2');
    const back = (await fetch(String(start.headers.location), { redirect: 'manual' })).headers.get('location')!;
    const other = new Browser(t.app);
    const url = new URL(back);
    const res = await other.get(url.pathname + url.search);
    expect(new URL(String(res.headers.location), 'http://x').searchParams.get('status')).toBe('authentication_error');
    expect((await sessionData(other)).loggedIn).toBe(false);
  });

  it('uses a round trip once only', async () => {
    idp.signInAs(person());
    const browser = new Browser(t.app);
    let callback = '';
    const first = await socialRoundTrip(browser, 'google_oauth2', {
      changeCallback: (url) => {
        callback = url.pathname + url.search;
      },
    });
    expect(first.status).toBe('client_created');
    const again = await browser.get(callback);
    expect(new URL(String(again.headers.location), 'http://x').searchParams.get('status')).toBe('authentication_error');
  });

  it('rejects an ID token issued to another client (audience)', async () => {
    const who = person();
    idp.signInAs(who);
    idp.tamperNextIdToken((payload) => {
      payload.aud = 'someone-elses-client';
    });
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'failed' });
    expect(await clientByEmail(who.email)).toBeUndefined();
  });

  it('rejects an ID token with another nonce (replay)', async () => {
    const who = person();
    idp.signInAs(who);
    idp.tamperNextIdToken((payload) => {
      payload.nonce = 'a-nonce-from-another-sign-in';
    });
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'failed' });
    expect(await clientByEmail(who.email)).toBeUndefined();
  });

  it('rejects an ID token from another issuer', async () => {
    const who = person();
    idp.signInAs(who);
    idp.tamperNextIdToken((payload) => {
      payload.iss = 'https://accounts.example.net';
    });
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    expect(trip.status).toBe('authentication_error');
    expect(await clientByEmail(who.email)).toBeUndefined();
  });

  it('rejects an expired ID token', async () => {
    const who = person();
    idp.signInAs(who);
    idp.tamperNextIdToken((payload) => {
      payload.iat = Math.floor(Date.now() / 1000) - 7200;
      payload.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    expect(trip.status).toBe('authentication_error');
    expect(await clientByEmail(who.email)).toBeUndefined();
  });

  it('counts a refusal at the provider as an authentication error', async () => {
    const browser = new Browser(t.app);
    const trip = await socialRoundTrip(browser, 'google_oauth2', {
      changeCallback: (url) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      },
    });
    expect(trip.status).toBe('authentication_error');
  });

  it('refuses a round trip left open for more than ten minutes', async () => {
    const who = person();
    idp.signInAs(who);
    const trip = await socialRoundTrip(new Browser(t.app), 'google_oauth2', {
      changeCallback: () => t.clock.advance(11 * 60 * 1000),
    });
    expect(trip.status).toBe('authentication_error');
    expect(await clientByEmail(who.email)).toBeUndefined();
  });
});

describe('Apple', () => {
  it('signs a client in with a signed client secret, keeping the state in apple_auth_state', async () => {
    const who = person({ name: undefined });
    idp.signInAs({ sub: who.sub, email: who.email, email_verified: 'true' });
    const browser = new Browser(t.app);
    let cookieState: string | undefined;
    const trip = await socialRoundTrip(browser, 'apple', {
      changeCallback: (url) => {
        cookieState = browser.cookies.get('apple_auth_state');
        expect(cookieState).toBe(url.searchParams.get('state'));
        url.searchParams.set('user', JSON.stringify({ name: { firstName: 'Élodie', lastName: 'Roy' } }));
      },
    });
    expect(trip.startLocation).toContain('response_mode=form_post');
    expect(trip.status).toBe('client_created');
    expect(await clientByEmail(who.email)).toMatchObject({ firstName: 'Élodie', lastName: 'Roy' });
  });

  it("turns Apple's form post into a same-site GET of the callback when the state matches", async () => {
    const browser = new Browser(t.app);
    const start = await browser.get('/clients/auth/apple');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const post = await browser.request({
      method: 'POST',
      url: '/clients/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      payload: new URLSearchParams({ code: 'c0de', state }).toString(),
      csrf: false,
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`/clients/auth/apple/callback?code=c0de&state=${state}`);
  });

  it('refuses a form post whose state is not the one in apple_auth_state', async () => {
    const browser = new Browser(t.app);
    await browser.get('/clients/auth/apple');
    const post = await browser.request({
      method: 'POST',
      url: '/clients/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      payload: 'code=c0de&state=forged',
      csrf: false,
    });
    expect(post.statusCode).toBe(303);
    const to = new URL(String(post.headers.location), 'http://x');
    expect(to.pathname).toBe('/clients/social_auth');
    expect(to.searchParams.get('status')).toBe('authentication_error');
  });
});

describe('linking, re-authenticating and unlinking', () => {
  it('links a provider to the signed-in client', async () => {
    const client = await insertClient(t.database.db, { passwordHash: 'x' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    // The provider's address may differ from the account's: linking is by the signed-in session.
    idp.signInAs(person());
    const trip = await socialRoundTrip(browser, 'google_oauth2', {
      query: 'intent=link&returnTo=/settings/account&from=/settings/account',
    });
    expect(trip.status).toBe('logged_in_by_provider');
    expect(trip.result.searchParams.get('intent')).toBe('link');
    expect(await t.app.services.social.listProviders(client.id)).toEqual(['google_oauth2']);
    const providers = await browser.get('/api/v1/social/providers');
    expect(providers.json()).toEqual({
      enabled: ['google_oauth2', 'apple'],
      linked: ['google_oauth2'],
      oneTapClientId: null,
    });
  });

  it('refuses to link a provider account that belongs to another client', async () => {
    const who = person();
    idp.signInAs(who);
    await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    const other = await insertClient(t.database.db, { passwordHash: 'x' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: other.id });
    idp.signInAs(who);
    const trip = await socialRoundTrip(browser, 'google_oauth2', { query: 'intent=link' });
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'identity_in_use' });
    expect(await identitiesOf(other.id)).toEqual([]);
    expect((await sessionData(browser)).client?.id).toBe(other.id);
  });

  it('re-authenticates a client through its linked provider', async () => {
    const who = person();
    idp.signInAs(who);
    const browser = new Browser(t.app);
    await socialRoundTrip(browser, 'google_oauth2');
    const clientId = (await sessionData(browser)).client!.id;
    const trip = await socialRoundTrip(browser, 'google_oauth2', { query: 'intent=reauth&returnTo=/settings/account' });
    expect(trip.status).toBe('logged_in_by_provider');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.clientId, clientId));
    expect(rows.some((r) => r.reauthenticatedAt !== null)).toBe(true);
  });

  it('does not re-authenticate with a provider account that is not linked to the client', async () => {
    const client = await insertClient(t.database.db, { passwordHash: 'x' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    idp.signInAs(person());
    const trip = await socialRoundTrip(browser, 'google_oauth2', { query: 'intent=reauth' });
    expect(trip).toMatchObject({ status: 'authentication_error', reason: 'not_linked' });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.clientId, client.id));
    expect(rows.every((r) => r.reauthenticatedAt === null)).toBe(true);
  });

  it('unlinks a provider from a client that has a password', async () => {
    const client = await insertClient(t.database.db, { passwordHash: 'x' });
    const browser = new Browser(t.app);
    await signInAs(browser, t.database.db, { clientId: client.id });
    idp.signInAs(person());
    await socialRoundTrip(browser, 'google_oauth2', { query: 'intent=link' });
    await t.app.services.social.unlink(client.id, 'google_oauth2');
    expect(await t.app.services.social.listProviders(client.id)).toEqual([]);
  });

  it('refuses to unlink the only way into an account without a password', async () => {
    const who = person();
    idp.signInAs(who);
    await socialRoundTrip(new Browser(t.app), 'google_oauth2');
    const client = await clientByEmail(who.email);
    await expect(t.app.services.social.unlink(client!.id, 'google_oauth2')).rejects.toMatchObject({
      code: 'social_unlink_refused',
      status: 422,
    });
    expect(await t.app.services.social.listProviders(client!.id)).toEqual(['google_oauth2']);
  });

  it('unlinks one of two providers of an account without a password', async () => {
    const who = person();
    idp.signInAs(who);
    const browser = new Browser(t.app);
    await socialRoundTrip(browser, 'google_oauth2');
    idp.signInAs(person());
    await socialRoundTrip(browser, 'apple', { query: 'intent=link' });
    const clientId = (await sessionData(browser)).client!.id;
    expect(await t.app.services.social.listProviders(clientId)).toEqual(['google_oauth2', 'apple']);
    await t.app.services.social.unlink(clientId, 'apple');
    expect(await t.app.services.social.listProviders(clientId)).toEqual(['google_oauth2']);
  });
});

describe('POST /api/v1/google_authentication/authenticate_id_token (one-tap)', () => {
  it('signs in with a valid Google ID token', async () => {
    const who = person();
    const credential = await idp.idToken({ ...who, aud: 'fp-test-google' });
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/google_authentication/authenticate_id_token', { credential });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'client_created' });
    expect((await sessionData(browser)).client?.email).toBe(who.email);

    const again = await new Browser(t.app).post('/api/v1/google_authentication/authenticate_id_token', { credential });
    expect(again.json()).toEqual({ status: 'logged_in_by_provider' });
  });

  it('answers authentication_error for a token meant for another client, a forged one or garbage', async () => {
    const who = person();
    const browser = new Browser(t.app);
    const otherAudience = await idp.idToken({ ...who, aud: 'someone-else' });
    const valid = await idp.idToken({ ...who, aud: 'fp-test-google' });
    const [header, payload] = valid.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    for (const credential of [otherAudience, forged, 'not-a-jwt']) {
      const res = await browser.post('/api/v1/google_authentication/authenticate_id_token', { credential });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'authentication_error', reason: 'failed' });
    }
    expect(await clientByEmail(who.email)).toBeUndefined();
    expect((await sessionData(browser)).loggedIn).toBe(false);
  });

  it('needs the CSRF header like every other unsafe call', async () => {
    const res = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/v1/google_authentication/authenticate_id_token',
      payload: { credential: 'x' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v1/social/providers', () => {
  it('lists the configured providers for a visitor, with nothing linked', async () => {
    const res = await new Browser(t.app).get('/api/v1/social/providers');
    expect(res.json()).toEqual({ enabled: ['google_oauth2', 'apple'], linked: [], oneTapClientId: null });
  });
});

describe('Content-Security-Policy and one-tap', () => {
  it("keeps Google's origins out of the policy unless one-tap is configured", async () => {
    const page = await new Browser(t.app).get('/');
    expect(String(page.headers['content-security-policy'])).not.toContain('accounts.google.com');

    const withOneTap = await createTestApp({ config: { ...socialTestConfig(idp.issuer), GOOGLE_ONE_TAP: 'true' } });
    try {
      const browser = new Browser(withOneTap.app);
      const csp = String((await browser.get('/')).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[^' ]+' https:\/\/accounts\.google\.com\/gsi\/client/);
      expect(csp).toContain('frame-src');
      const providers = await browser.get('/api/v1/social/providers');
      expect(providers.json()).toMatchObject({ oneTapClientId: 'fp-test-google' });
    } finally {
      await withOneTap.close();
    }
  });
});
