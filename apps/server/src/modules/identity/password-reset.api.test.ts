import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { clientWithPassword, sessionOf } from './identity-test-helpers.ts';
import { passwordResetRequests, passwordResetTokens } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(3 * 24 * 60 * 60_000));

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
  locale: string;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await new Browser(t.app).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.json<{ messages: OutboxMessage[] }>().messages;
}

/** The reset worker's turn (a job in the running server): links and e-mails for queued requests. */
const runResetWorker = () => t.app.services.identity.processResetRequests();

/** Asks for a reset link and reads its token from the e-mail, as the person would. */
async function requestLink(email: string, browser = new Browser(t.app)) {
  const res = await browser.post('/api/v1/passwords/request_reset', { email });
  expect(res.statusCode).toBe(200);
  await runResetWorker();
  const [latest] = await outbox(email);
  const match = latest?.text.match(/https?:\/\/\S+[?&]reset_password_token=([\w-]+)/);
  if (!match) throw new Error('no reset link in the e-mail');
  return { token: match[1]!, url: match[0], message: latest! };
}

const reset = (browser: Browser, token: string, password = 'a-brand-new-password', confirmation = password) =>
  browser.post('/api/v1/passwords/reset', { token, password, passwordConfirmation: confirmation });

describe('requesting a reset link', () => {
  it('e-mails a single-use link in the client’s language and answers the same for unknown addresses', async () => {
    const { client } = await clientWithPassword(t.app, { locale: 'fr', firstName: 'Élodie' });
    const browser = new Browser(t.app);
    const known = await browser.post('/api/v1/passwords/request_reset', { email: client.email.toUpperCase() });
    const unknown = await browser.post('/api/v1/passwords/request_reset', {
      email: `nobody.${Date.now()}@example.com`,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ requested: true });

    await runResetWorker();
    const [message] = await outbox(client.email);
    expect(message).toMatchObject({
      template: 'password_reset',
      locale: 'fr',
      subject: 'Réinitialisez votre mot de passe Field & Plate',
    });
    expect(message!.text).toContain('Bonjour Élodie,');
    expect(message!.text).toMatch(
      /http:\/\/localhost:3000\/fr\/clients\/mot-de-passe\/nouveau\?reset_password_token=[\w-]{43}/,
    );
  });

  it('sends English e-mails to English clients and stores only a hash of the token, valid for one hour', async () => {
    const { client } = await clientWithPassword(t.app);
    const { token, url, message } = await requestLink(client.email);
    expect(message.subject).toBe('Reset your Field & Plate password');
    expect(url).toContain('/clients/password/edit?reset_password_token=');
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.clientId, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('sends nothing to a closed account', async () => {
    const { client } = await clientWithPassword(t.app);
    await t.database.db.execute(sql`update clients set status = 'closed' where id = ${client.id}`);
    const res = await new Browser(t.app).post('/api/v1/passwords/request_reset', { email: client.email });
    expect(res.json()).toEqual({ requested: true });
    await runResetWorker();
    expect(await outbox(client.email)).toHaveLength(0);
  });

  it('does the same writes for known and unknown addresses: the link is made later, by the worker', async () => {
    const { client } = await clientWithPassword(t.app);
    const unknown = `nobody.${Date.now()}@example.com`;
    const tokens = () =>
      t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.clientId, client.id));
    const queued = (email: string) =>
      t.database.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, email));
    for (const email of [client.email, unknown]) {
      const res = await new Browser(t.app).post('/api/v1/passwords/request_reset', { email });
      expect(res.json()).toEqual({ requested: true });
      expect(await queued(email)).toMatchObject([{ email, processedAt: null }]);
    }
    // Nothing about the account was touched inside either request.
    expect(await tokens()).toHaveLength(0);
    expect(await outbox(client.email)).toHaveLength(0);
    expect(await runResetWorker()).toBe(2);
    expect(await tokens()).toHaveLength(1);
    expect(await outbox(client.email)).toHaveLength(1);
    expect(await outbox(unknown)).toHaveLength(0);
  });

  it('validates the e-mail in both languages', async () => {
    const browser = new Browser(t.app);
    const en = await browser.post('/api/v1/passwords/request_reset', { email: 'nope' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/passwords/request_reset', { email: 'nope' });
    expect(fr.json().error.fields).toEqual({ email: 'Veuillez entrer une adresse courriel valide.' });
  });
});

describe('choosing a new password', () => {
  it('saves the password, signs in on a new session and ends every other session of the client', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const laptop = new Browser(t.app);
    await laptop.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(await sessionOf(laptop)).toMatchObject({ loggedIn: true });

    const phone = new Browser(t.app);
    const { token } = await requestLink(client.email, phone);
    expect((await phone.post('/api/v1/passwords/check_reset_token', { token })).json()).toEqual({ valid: true });
    const before = phone.cookies.get('fp_session');
    const res = await reset(phone, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedIn: true, location: '/account' });
    expect(phone.cookies.get('fp_session')).not.toBe(before);
    expect(await sessionOf(phone)).toMatchObject({ loggedIn: true, client: { id: client.id } });
    expect(await sessionOf(laptop)).toMatchObject({ loggedIn: false });

    const other = new Browser(t.app);
    const old = await other.post('/api/v1/sessions/sign_in', { email: client.email, password });
    expect(old.statusCode).toBe(401);
    const fresh = await other.post('/api/v1/sessions/sign_in', {
      email: client.email,
      password: 'a-brand-new-password',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a link used once already', async () => {
    const { client } = await clientWithPassword(t.app);
    const { token } = await requestLink(client.email);
    expect((await reset(new Browser(t.app), token)).statusCode).toBe(200);
    const again = await reset(new Browser(t.app), token, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({
      code: 'reset_link_invalid',
      message: 'This reset link is no longer valid. Please request another one.',
    });
    const check = new Browser(t.app);
    check.locale = 'fr';
    const fr = await check.post('/api/v1/passwords/check_reset_token', { token });
    expect(fr.json().error.message).toBe(
      "Ce lien de réinitialisation n'est plus valide. Veuillez en demander un autre.",
    );
  });

  it('keeps a link sent working when a newer one is asked for, until one of them is used', async () => {
    const { client } = await clientWithPassword(t.app);
    const first = await requestLink(client.email);
    t.clock.advance(60_000);
    const second = await requestLink(client.email);
    // Someone else asking again never takes the owner's link away (issue 25).
    expect(
      (await new Browser(t.app).post('/api/v1/passwords/check_reset_token', { token: first.token })).json(),
    ).toEqual({ valid: true });
    expect((await reset(new Browser(t.app), second.token)).statusCode).toBe(200);
    // Using one link spends every other.
    expect((await reset(new Browser(t.app), first.token)).json().error.code).toBe('reset_link_invalid');
  });

  it('refuses a link after one hour', async () => {
    const { client, password } = await clientWithPassword(t.app);
    const second = await requestLink(client.email);

    t.clock.advance(61 * 60_000);
    const expired = await reset(new Browser(t.app), second.token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.code).toBe('reset_link_invalid');
    // The password did not change.
    expect(
      (await new Browser(t.app).post('/api/v1/sessions/sign_in', { email: client.email, password })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const res = await new Browser(t.app).post('/api/v1/passwords/check_reset_token', { token: 'A'.repeat(43) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('reset_link_invalid');
  });

  it('checks the new password with its messages in both languages', async () => {
    const { client } = await clientWithPassword(t.app);
    const { token } = await requestLink(client.email);
    const browser = new Browser(t.app);
    const short = await reset(browser, token, 'short', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'Your password must have at least 10 characters.' });
    const mismatch = await reset(browser, token, 'long-enough-password', 'long-enough-passw0rd');
    expect(mismatch.json().error.fields).toEqual({
      passwordConfirmation: 'Passwords do not match. Please re-enter your new password.',
    });
    const empty = await browser.post('/api/v1/passwords/reset', { token });
    expect(empty.json().error.fields).toMatchObject({ password: 'Enter your password.' });

    browser.locale = 'fr';
    const frShort = await reset(browser, token, 'short', 'short');
    expect(frShort.json().error.fields).toEqual({
      password: 'Votre mot de passe doit compter au moins 10 caractères.',
    });
    const frMismatch = await reset(browser, token, 'long-enough-password', 'long-enough-passw0rd');
    expect(frMismatch.json().error.fields).toEqual({
      passwordConfirmation:
        'Les mots de passe ne correspondent pas. Veuillez entrer de nouveau votre nouveau mot de passe.',
    });
    // Refused submissions did not spend the link.
    expect((await reset(browser, token)).statusCode).toBe(200);
  });
});

describe('too many reset attempts', () => {
  it('never makes the owner wait for others: five addresses asking for the e-mail leave the sixth an e-mail', async () => {
    const { client } = await clientWithPassword(t.app);
    for (let i = 1; i <= 5; i++) {
      const res = await new Browser(t.app, { remoteAddress: `10.9.0.${i}` }).post('/api/v1/passwords/request_reset', {
        email: client.email,
      });
      expect(res.statusCode).toBe(200);
    }
    const own = await new Browser(t.app, { remoteAddress: '10.9.1.1' }).post('/api/v1/passwords/request_reset', {
      email: client.email,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ requested: true });
    await runResetWorker();
    const messages = await outbox(client.email);
    expect(messages).toHaveLength(6);
    // The latest e-mail's link (and every earlier one) sets the new password.
    const token = messages[0]!.text.match(/reset_password_token=([\w-]+)/)![1]!;
    expect((await reset(new Browser(t.app), token)).statusCode).toBe(200);
  });

  it('caps the e-mails one address receives without refusing anyone, and its owner signed in still gets one', async () => {
    const { client, password } = await clientWithPassword(t.app);
    for (const email of [client.email, `ghost.${Date.now()}@example.com`]) {
      for (let i = 1; i <= 15; i++) {
        const res = await new Browser(t.app, { remoteAddress: `10.9.4.${i}` }).post('/api/v1/passwords/request_reset', {
          email,
        });
        expect(res.statusCode, `request ${i}`).toBe(200);
      }
    }
    await runResetWorker();
    const sent = await outbox(client.email);
    expect(sent).toHaveLength(10);
    // The links already sent still work.
    const latest = sent[0]!.text.match(/reset_password_token=([\w-]+)/)![1]!;
    expect((await new Browser(t.app).post('/api/v1/passwords/check_reset_token', { token: latest })).json()).toEqual({
      valid: true,
    });
    // The owner, signed in, is not counted against strangers' cap.
    const owner = new Browser(t.app, { remoteAddress: '10.9.4.99' });
    expect((await owner.post('/api/v1/sessions/sign_in', { email: client.email, password })).statusCode).toBe(200);
    const mine = await owner.post('/api/v1/passwords/request_reset', { email: client.email });
    expect(mine.statusCode).toBe(200);
    await runResetWorker();
    expect(await outbox(client.email)).toHaveLength(11);
  });

  it('makes one network address that keeps asking for the same e-mail wait', async () => {
    const { client } = await clientWithPassword(t.app);
    const browser = new Browser(t.app, { remoteAddress: '10.9.5.1' });
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/api/v1/passwords/request_reset', { email: client.email })).statusCode).toBe(200);
    }
    const limited = await browser.post('/api/v1/passwords/request_reset', { email: client.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many unsuccessful attempts. Wait 60 minutes and try again.',
    });
    expect(limited.headers['retry-after']).toBe('3600');
    // Nobody else waits.
    const other = await new Browser(t.app, { remoteAddress: '10.9.5.2' }).post('/api/v1/passwords/request_reset', {
      email: client.email,
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits requests per network address across e-mails', async () => {
    const browser = new Browser(t.app, { remoteAddress: '10.9.2.1' });
    for (let i = 0; i < 30; i++) {
      const res = await browser.post('/api/v1/passwords/request_reset', {
        email: `spray${i}.${Date.now()}@example.com`,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await browser.post('/api/v1/passwords/request_reset', { email: 'one.more@example.com' })).statusCode).toBe(
      429,
    );
  });

  it('blocks resets for 24 hours after 5 dead-link submissions, with the contact-support message', async () => {
    const { client } = await clientWithPassword(t.app);
    const { token } = await requestLink(client.email);
    t.clock.advance(61 * 60_000);
    const browser = new Browser(t.app);
    for (let i = 0; i < 5; i++) expect((await reset(browser, token)).json().error.code).toBe('reset_link_invalid');
    const blocked = await reset(browser, token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'reset_blocked',
      message:
        'Too many password reset attempts: resets are blocked for 24 hours. For help now, contact us at support@fieldandplate.ca or 1-877-555-0142.',
    });
    browser.locale = 'fr';
    expect((await reset(browser, token)).json().error.message).toBe(
      "Trop de tentatives de réinitialisation : les réinitialisations sont bloquées pendant 24 heures. Pour obtenir de l'aide dès maintenant, écrivez-nous à support@fieldandplate.ca ou appelez-nous au 1-877-555-0142.",
    );

    // While blocked, a request is answered as usual but makes no link.
    expect((await new Browser(t.app).post('/api/v1/passwords/request_reset', { email: client.email })).statusCode).toBe(
      200,
    );
    await runResetWorker();
    expect(await outbox(client.email)).toHaveLength(1);
    t.clock.advance(24 * 60 * 60_000);
    const again = await requestLink(client.email);
    expect((await reset(new Browser(t.app), again.token)).statusCode).toBe(200);
  });

  it('blocks a network address for 24 hours after 20 unknown links', async () => {
    const browser = new Browser(t.app, { remoteAddress: '10.9.3.1' });
    for (let i = 0; i < 20; i++) {
      const res = await browser.post('/api/v1/passwords/check_reset_token', { token: `${'B'.repeat(40)}${i}` });
      expect(res.json().error.code).toBe('reset_link_invalid');
    }
    const blocked = await browser.post('/api/v1/passwords/check_reset_token', { token: 'C'.repeat(43) });
    expect(blocked.json().error.code).toBe('reset_blocked');
  });
});
