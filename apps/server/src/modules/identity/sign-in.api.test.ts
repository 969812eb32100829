import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { clientWithPassword, sessionOf, signInFrom } from './identity-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts well past the previous one's windows, so failures never carry over.
beforeEach(() => t.clock.advance(2 * 60 * 60_000));

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/v1/sessions/sign_in', () => {
  it('signs a client in with the right password, whatever the case of the e-mail, and goes to the account home', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    const res = await browser.post('/api/v1/sessions/sign_in', { email: `  ${client.email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedIn: true, location: '/account' });
    expect(res.headers['set-cookie']).toMatch(/fp_session=.*HttpOnly.*SameSite=Lax/);
    expect(await sessionOf(browser)).toMatchObject({ loggedIn: true, client: { id: client.id } });
  });

  it('gives the French account home to a French page', async () => {
    const { client, password } = await clientWithPassword(t.app, { locale: 'fr' });
    const browser = new Browser(t.app);
    browser.locale = 'fr';
    const res = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(res.json()).toEqual({ signedIn: true, location: '/fr/compte' });
  });

  it('rotates the session: the cookie held before signing in stops working', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    await browser.post('/api/v1/sessions/stored_location_before_login', { location: '/rewards_v2' });
    const before = browser.cookies.get('fp_session');
    expect(before).toBeDefined();
    await browser.post('/api/v1/sessions/sign_in', { email: client.email, password });
    const after = browser.cookies.get('fp_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const attacker = new Browser(t.app);
    attacker.cookies.set('fp_session', before!);
    expect(await sessionOf(attacker)).toMatchObject({ loggedIn: false });
    expect(await sessionOf(browser)).toMatchObject({ loggedIn: true });
  });

  it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
    const { client } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    const wrong = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password: 'not-the-password' });
    const unknown = await browser.post('/api/v1/sessions/sign_in', {
      email: 'nobody.here@example.com',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Wrong email or password. Check them and try again.' },
    });
    expect(unknown.body).toBe(wrong.body);
    expect(await sessionOf(browser)).toMatchObject({ loggedIn: false });

    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password: 'not-the-password' });
    expect(fr.json().error.message).toBe('Courriel ou mot de passe incorrect. Vérifiez-les et réessayez.');
  });

  it('refuses a social-only account (no password) like any wrong password', async () => {
    const client = await t.app.services.identity.registerClient({
      email: `social.${Date.now()}@example.com`,
      password: null,
      firstName: 'Sam',
      lastName: 'Lee',
      locale: 'en',
      emailVerified: true,
    });
    const res = await new Browser(t.app).post('/api/v1/sessions/sign_in', {
      email: client.email,
      password: 'anything-at-all',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_credentials');
  });

  it('tells a closed account to contact us, but only once the password is right', async () => {
    const { client, password } = await clientWithPassword(t.app);
    await t.database.db.execute(sql`update clients set status = 'closed' where id = ${client.id}`);
    const browser = new Browser(t.app);
    const wrong = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password: 'not-the-password' });
    expect(wrong.json().error.code).toBe('invalid_credentials');

    const res = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'account_closed',
        message: 'Your account is closed. To reactivate it, contact us at support@fieldandplate.ca or 1-877-555-0142.',
      },
    });
    expect(await sessionOf(browser)).toMatchObject({ loggedIn: false });

    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(fr.json().error.message).toBe(
      'Votre compte est fermé. Pour le réactiver, écrivez-nous à support@fieldandplate.ca ou appelez-nous au 1-877-555-0142.',
    );
  });

  it('validates the fields, in the language of the request', async () => {
    const browser = new Browser(t.app);
    const en = await browser.post('/api/v1/sessions/sign_in', { email: 'not-an-email', password: '' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Enter your password.',
    });
    const missing = await browser.post('/api/v1/sessions/sign_in', {});
    expect(missing.json().error.fields).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });

    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/sessions/sign_in', { email: 'not-an-email', password: '' });
    expect(fr.json().error.fields).toEqual({
      email: 'Veuillez entrer une adresse courriel valide.',
      password: 'Entrez votre mot de passe.',
    });
    const frMissing = await browser.post('/api/v1/sessions/sign_in', {});
    expect(frMissing.json().error.fields).toEqual({
      email: 'Entrez votre adresse courriel.',
      password: 'Entrez votre mot de passe.',
    });
  });

  it('refuses a sign-in without the CSRF header', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const res = await new Browser(t.app).request({
      method: 'POST',
      url: '/api/v1/sessions/sign_in',
      payload: { email: client.email, password },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf');
  });
});

describe('lockout and back-off', () => {
  it('makes each attempt wait longer after 5 failures, for known and unknown e-mails alike', async () => {
    const { client, password } = await clientWithPassword(t.app);
    for (const email of [client.email, `ghost.${Date.now()}@example.com`]) {
      const browser = new Browser(t.app);
      const attempt = (pw: string) => signInFrom(browser, freshIp(), { email, password: pw });
      for (let i = 0; i < 5; i++) expect((await attempt('wrong-password!')).statusCode).toBe(401);

      // Even the right password waits: the wait does not say whether it was right.
      const blocked = await attempt(password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('2');
      expect(blocked.json().error).toEqual({
        code: 'too_many_attempts',
        message: 'Too many unsuccessful attempts. Wait 2 seconds and try again.',
      });

      t.clock.advance(2000);
      expect((await attempt('wrong-password!')).statusCode).toBe(401);
      // Six failures: the wait doubles.
      t.clock.advance(3000);
      expect((await attempt('wrong-password!')).statusCode).toBe(429);
      t.clock.advance(1000);
      const next = await attempt(password);
      expect(next.statusCode).toBe(email === client.email ? 200 : 401);
    }

    // A success clears the count: the next mistake is answered at once, without waiting.
    const browser = new Browser(t.app);
    expect(
      (await signInFrom(browser, freshIp(), { email: client.email, password: 'wrong-password!' })).statusCode,
    ).toBe(401);
    expect((await signInFrom(browser, freshIp(), { email: client.email, password })).statusCode).toBe(200);
  });

  it('allows at most 100 failures per hour on one account, from any number of addresses', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    for (let i = 0; i < 100; i++) {
      const res = await signInFrom(browser, freshIp(), { email: client.email, password: `wrong-${i}-password` });
      expect(res.statusCode).toBe(401);
      t.clock.advance(30_000); // the longest back-off
    }
    // 100 failures within the last 50 minutes: locked until the first leaves the hour.
    const locked = await signInFrom(browser, freshIp(), { email: client.email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many unsuccessful attempts. Wait 10 minutes and try again.');
    browser.locale = 'fr';
    const fr = await signInFrom(browser, freshIp(), { email: client.email, password });
    expect(fr.json().error.message).toBe('Trop de tentatives infructueuses. Attendez 10 minutes, puis réessayez.');

    t.clock.advance(10 * 60_000 - 1000);
    expect((await signInFrom(browser, freshIp(), { email: client.email, password })).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await signInFrom(browser, freshIp(), { email: client.email, password })).statusCode).toBe(200);
  });

  it('limits failures per network address across accounts', async () => {
    const ip = freshIp();
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    for (let i = 0; i < 30; i++) {
      const res = await signInFrom(browser, ip, {
        email: `spray${i}.${Date.now()}@example.com`,
        password: 'guess-1234',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signInFrom(browser, ip, { email: client.email, password });
    expect(blocked.statusCode).toBe(429);
    // Another address is not affected, and the block ends with its 15-minute window.
    expect((await signInFrom(browser, freshIp(), { email: client.email, password })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await signInFrom(new Browser(t.app), ip, { email: client.email, password })).statusCode).toBe(200);
  });
});

describe('attempts at the same time', () => {
  it('checks at most 5 of 12 concurrent wrong passwords on one account, across two instances', async () => {
    const { client } = await clientWithPassword(t.app);
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({ config: testConfig(), db: t.database.db, clock: t.clock });
    await other.ready();
    const instances = [t.app, other];
    const verify = instances.map((app) => app.services.passwords.verify);
    let checked = 0;
    for (const [i, app] of instances.entries()) {
      app.services.passwords.verify = async (...args) => {
        checked += 1;
        return verify[i]!(...args);
      };
    }
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signInFrom(new Browser(instances[i % 2]!), freshIp(), { email: client.email, password: `wrong-${i}-pass` }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      expect(checked).toBe(5);
    } finally {
      for (const [i, app] of instances.entries()) app.services.passwords.verify = verify[i]!;
      await other.close();
    }
  });
});

describe('return location after signing in', () => {
  it('goes to the page saved before login, once, and prefers the page the browser asks for', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({ location: null });
    await browser.post('/api/v1/sessions/stored_location_before_login', { location: '/settings/delivery?tab=1' });
    expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({
      location: '/settings/delivery?tab=1',
    });
    const res = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(res.json().location).toBe('/settings/delivery?tab=1');
    expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({ location: null });

    const other = new Browser(t.app);
    await other.post('/api/v1/sessions/stored_location_before_login', { location: '/history' });
    const asked = await other.post('/api/v1/sessions/sign_in', {
      email: client.email,
      password,
      returnTo: '/rewards_v2',
    });
    expect(asked.json().location).toBe('/rewards_v2');
  });

  it('accepts only same-site relative paths', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const browser = new Browser(t.app);
    for (const location of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'account',
      'javascript:alert(1)',
    ]) {
      const stored = await browser.post('/api/v1/sessions/stored_location_before_login', { location });
      expect(stored.statusCode).toBe(400);
      expect(stored.json().error.fields).toEqual({ location: 'This return address is not allowed.' });
      const res = await browser.post('/api/v1/sessions/sign_in', { email: client.email, password, returnTo: location });
      expect(res.statusCode).toBe(400);
    }
    expect((await browser.get('/api/v1/sessions/stored_location_before_login')).json()).toEqual({ location: null });
  });
});

describe('registerClient', () => {
  it('refuses an e-mail already in use, whatever its case, with the message in both languages', async () => {
    const { client } = await clientWithPassword(t.app);
    const attempt = t.app.services.identity.registerClient({
      email: client.email.toUpperCase(),
      password: 'another-long-password',
      firstName: 'Other',
      lastName: 'Person',
      locale: 'en',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    const err = (await attempt.catch((e: unknown) => e)) as AppError;
    expect(err).toMatchObject({ code: 'email_in_use', status: 409, fields: { email: 'identity:errors.emailInUse' } });
    expect(t.app.services.i18n.translator('en').dynamic(err.messageKey)).toBe(
      'E-mail already in use, log in to continue.',
    );
    expect(t.app.services.i18n.translator('fr').dynamic(err.messageKey)).toBe(
      'Ce courriel est déjà utilisé. Connectez-vous pour continuer.',
    );
    expect(await t.app.services.identity.findClientByEmail(client.email.toLowerCase())).toMatchObject({
      id: client.id,
    });
  });

  it('stores a password hash, never the password', async () => {
    const { client, password } = await clientWithPassword(t.app);
    expect(client.passwordHash).toMatch(/^scrypt\$/);
    expect(client.passwordHash).not.toContain(password);
  });
});
