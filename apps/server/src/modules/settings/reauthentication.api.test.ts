import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { clientIdentities } from '../social/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

// Re-authentication answers at most 20 tries a minute per address: each browser has its own.
let address = 0;
class Caller extends Browser {
  readonly ip = `10.1.0.${++address}`;
  override request(options: Parameters<Browser['request']>[0]) {
    return super.request({ remoteAddress: this.ip, ...options });
  }
}

async function signedIn(options: { password?: string | null; locale?: 'en' | 'fr' } = {}) {
  const hash = options.password === null ? null : await t.app.services.passwords.hash(options.password ?? PASSWORD);
  const client = await insertClient(t.database.db, { passwordHash: hash });
  const browser = new Caller(t.app);
  browser.locale = options.locale ?? 'en';
  await signInAs(browser, t.database.db, { clientId: client.id });
  return { client, browser };
}

const check = async (b: Browser) =>
  (await b.get('/api/v1/sessions/check_settings_authenticated')).json() as { settingsAuthenticated: boolean };

describe('sessions/check_settings_authenticated', () => {
  it('asks a visitor to log in', async () => {
    const res = await new Browser(t.app).get('/api/v1/sessions/check_settings_authenticated');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('require_login');
  });

  it('is false until the password is confirmed, then lasts 15 minutes by the clock', async () => {
    const { client, browser } = await signedIn();
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });

    const res = await browser.post('/api/v1/reauthentications/create', {
      email: client.email.toUpperCase(),
      password: PASSWORD,
      url: '/settings/delivery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/settings/delivery' });
    expect(await check(browser)).toEqual({ settingsAuthenticated: true });

    t.clock.advance(14 * MINUTE + 59_000);
    expect(await check(browser)).toEqual({ settingsAuthenticated: true });
    t.clock.advance(2_000);
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });
    expect((await browser.get('/api/v1/settings_account/show')).statusCode).toBe(403);
  });

  it('is true for everyone while the settings_password flag is off', async () => {
    const { browser } = await signedIn();
    await t.app.services.flags.setEnabled('settings_password', false);
    try {
      expect(await check(browser)).toEqual({ settingsAuthenticated: true });
      expect((await browser.get('/api/v1/settings_account/show')).statusCode).toBe(200);
    } finally {
      await t.app.services.flags.setEnabled('settings_password', true);
    }
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });
  });
});

describe('reauthentications/new', () => {
  it("gives the client's e-mail, whether a password is set and the linked providers", async () => {
    const { client, browser } = await signedIn();
    await t.database.db
      .insert(clientIdentities)
      .values({ clientId: client.id, provider: 'apple', subject: `apple-${client.id}`, createdAt: t.clock.now() });
    const res = await browser.get('/api/v1/reauthentications/new');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: client.email, password: true, providers: ['apple'] });
  });

  it('says when the account has no password', async () => {
    const { client, browser } = await signedIn({ password: null });
    expect((await browser.get('/api/v1/reauthentications/new')).json()).toEqual({
      email: client.email,
      password: false,
      providers: [],
    });
  });

  it('asks a visitor to log in', async () => {
    expect((await new Browser(t.app).get('/api/v1/reauthentications/new')).statusCode).toBe(401);
  });
});

describe('reauthentications/create', () => {
  it('refuses a wrong password with the message in English and French, leaving settings closed', async () => {
    const { client, browser } = await signedIn();
    const en = await browser.post('/api/v1/reauthentications/create', {
      email: client.email,
      password: 'nope',
      url: '/',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      error: { code: 'reauthentication_failed', message: 'Incorrect password, please try again.' },
    });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/reauthentications/create', {
      email: client.email,
      password: 'nope',
      url: '/',
    });
    expect(fr.json().error.message).toBe('Mot de passe incorrect, veuillez réessayer.');
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });
  });

  it("refuses another person's e-mail even with the right password", async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const res = await browser.post('/api/v1/reauthentications/create', {
      email: other.client.email,
      password: PASSWORD,
      url: '/settings/account',
    });
    expect(res.statusCode).toBe(422);
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });
  });

  it('asks for the password with a field message in both languages', async () => {
    const { client, browser } = await signedIn();
    const res = await browser.post('/api/v1/reauthentications/create', { email: client.email, password: '', url: '/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'Please enter your password.' });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/reauthentications/create', { email: client.email, password: '' });
    expect(fr.json().error.fields).toEqual({ password: 'Veuillez entrer votre mot de passe.' });
  });

  it('only returns paths on this site, else the account settings in the request language', async () => {
    const { client, browser } = await signedIn({ locale: 'fr' });
    for (const url of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
      const res = await browser.post('/api/v1/reauthentications/create', {
        email: client.email,
        password: PASSWORD,
        url,
      });
      expect(res.json()).toEqual({ url: '/fr/parametres/compte' });
    }
  });

  it('rotates the session token when it succeeds', async () => {
    const { client, browser } = await signedIn();
    const before = [...browser.cookies.values()].join();
    await browser.post('/api/v1/reauthentications/create', { email: client.email, password: PASSWORD, url: '/' });
    expect([...browser.cookies.values()].join()).not.toBe(before);
    expect(await check(browser)).toEqual({ settingsAuthenticated: true });
  });

  it('explains that an account without a password confirms with its linked account', async () => {
    const { client, browser } = await signedIn({ password: null, locale: 'fr' });
    const res = await browser.post('/api/v1/reauthentications/create', { email: client.email, password: 'whatever1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      "Ce compte n'a pas encore de mot de passe. Continuez plutôt avec votre compte lié.",
    );
  });

  it('locks re-authentication for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const { client, browser } = await signedIn();
    const attempt = (password: string) =>
      browser.post('/api/v1/reauthentications/create', { email: client.email, password, url: '/' });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(422);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many incorrect passwords. Wait 15 minutes or reset your password.');
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });

    t.clock.advance(15 * MINUTE + 1000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a call without the CSRF header', async () => {
    const { client, browser } = await signedIn();
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/reauthentications/create',
      payload: { email: client.email, password: PASSWORD },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await check(browser)).toEqual({ settingsAuthenticated: false });
  });
});
