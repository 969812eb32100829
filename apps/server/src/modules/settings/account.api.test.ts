import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { AppError } from '../../http/errors.ts';
import { clients } from '../auth/tables.ts';
import { clientIdentities } from '../social/tables.ts';
import { createSettingsService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

let address = 0;
class Caller extends Browser {
  readonly ip = `10.2.0.${++address}`;
  override request(options: Parameters<Browser['request']>[0]) {
    return super.request({ remoteAddress: this.ip, ...options });
  }
}

/** A client signed in and past the password dialog, as the settings page sees them. */
async function inSettings(options: { password?: string | null; locale?: 'en' | 'fr' } = {}) {
  const hasPassword = options.password !== null;
  const hash = hasPassword ? await t.app.services.passwords.hash(options.password ?? PASSWORD) : null;
  const client = await insertClient(t.database.db, { passwordHash: hash });
  const browser = new Caller(t.app);
  browser.locale = options.locale ?? 'en';
  await signInAs(browser, t.database.db, { clientId: client.id });
  if (hasPassword) {
    const res = await browser.post('/api/v1/reauthentications/create', {
      email: client.email,
      password: options.password ?? PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  } else {
    // A social-only client confirms through the provider; the social callback stamps the session the same way.
    const { sessions } = t.app.services;
    const token = [...browser.cookies.values()][0]!;
    const record = await sessions.load(token);
    await sessions.saveColumns({ ...record!, reauthenticatedAt: t.clock.now() });
  }
  return { client, browser };
}

async function link(clientId: number, provider: 'google_oauth2' | 'facebook' | 'apple') {
  await t.database.db
    .insert(clientIdentities)
    .values({ clientId, provider, subject: `${provider}-${clientId}`, createdAt: t.clock.now() });
}

async function row(id: number) {
  const [r] = await t.database.db.select().from(clients).where(eq(clients.id, id));
  return r!;
}

describe('settings_account/show', () => {
  it("shows the signed-in client's own account", async () => {
    const { client, browser } = await inSettings();
    await link(client.id, 'google_oauth2');
    const res = await browser.get('/api/v1/settings_account/show');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      firstName: 'Camille',
      lastName: 'Tremblay',
      email: client.email,
      emailVerified: false,
      hasPassword: true,
      providers: ['google_oauth2'],
    });
  });

  it('asks a visitor to log in, and a client to confirm the password first', async () => {
    expect((await new Browser(t.app).get('/api/v1/settings_account/show')).statusCode).toBe(401);
    const client = await insertClient(t.database.db, { passwordHash: await t.app.services.passwords.hash(PASSWORD) });
    const browser = new Caller(t.app);
    browser.locale = 'fr';
    await signInAs(browser, t.database.db, { clientId: client.id });
    const res = await browser.get('/api/v1/settings_account/show');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'reauthentication_required',
      message: 'Veuillez confirmer votre mot de passe pour ouvrir vos paramètres.',
    });
    const update = await browser.post('/api/v1/settings_account/update', { firstName: 'Mallory', lastName: 'Evil' });
    expect(update.statusCode).toBe(403);
    expect((await row(client.id)).firstName).toBe('Camille');
  });
});

describe('settings_account/update', () => {
  it('saves a new first and last name (trimmed, any alphabet)', async () => {
    const { client, browser } = await inSettings();
    const res = await browser.post('/api/v1/settings_account/update', { firstName: '  Zoé ', lastName: "O'Brien-Lê" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Zoé', lastName: "O'Brien-Lê" });
    expect(await row(client.id)).toMatchObject({ firstName: 'Zoé', lastName: "O'Brien-Lê" });
  });

  it('needs at least 2 letters in each name, with messages in English and French', async () => {
    const { client, browser } = await inSettings();
    const en = await browser.post('/api/v1/settings_account/update', { firstName: 'J', lastName: '12 !' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({
      firstName: 'Please enter your first name (at least 2 letters).',
      lastName: 'Please enter your last name (at least 2 letters).',
    });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/settings_account/update', { firstName: '', lastName: 'x' });
    expect(fr.json().error.fields).toEqual({
      firstName: 'Veuillez entrer votre prénom (au moins 2 lettres).',
      lastName: 'Veuillez entrer votre nom de famille (au moins 2 lettres).',
    });
    expect((await row(client.id)).firstName).toBe('Camille');
  });
});

describe('settings_account/update_password', () => {
  const change = (b: Browser, body: Record<string, string>) => b.post('/api/v1/settings_account/update_password', body);

  it('changes the password, ends the other sessions, keeps this one and sends a notice', async () => {
    const { client, browser } = await inSettings();
    const phone = new Caller(t.app);
    await signInAs(phone, t.database.db, { clientId: client.id });
    expect((await phone.get('/api/v1/sessions/check_settings_authenticated')).statusCode).toBe(200);

    const res = await change(browser, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: true });

    const stored = (await row(client.id)).passwordHash;
    expect(await t.app.services.passwords.verify(NEW_PASSWORD, stored)).toBe(true);
    expect(await t.app.services.passwords.verify(PASSWORD, stored)).toBe(false);
    expect((await phone.get('/api/v1/sessions/check_settings_authenticated')).statusCode).toBe(401);
    expect((await browser.get('/api/v1/settings_account/show')).statusCode).toBe(200);
    const mails = await t.app.services.mail.latest(10, client.email);
    expect(mails.map((m) => m.template)).toContain('password_changed');
  });

  it('refuses a wrong current password in both languages and keeps the old one', async () => {
    const { client, browser } = await inSettings();
    const body = { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    const en = await change(browser, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().error).toEqual({
      code: 'incorrect_password',
      message: 'Incorrect current password, please try again.',
      fields: { currentPassword: 'Incorrect current password, please try again.' },
    });
    browser.locale = 'fr';
    expect((await change(browser, body)).json().error.message).toBe(
      'Mot de passe actuel incorrect, veuillez réessayer.',
    );
    expect(await t.app.services.passwords.verify(PASSWORD, (await row(client.id)).passwordHash)).toBe(true);
  });

  it.each([
    [
      'en',
      {
        current: 'Please enter your current password.',
        short: 'Your password must be at least 10 characters long.',
        same: 'Your new password must be different from your current password.',
        mismatch: 'Passwords do not match. Please re-enter your new password.',
        required: 'Please enter a new password.',
      },
    ],
    [
      'fr',
      {
        current: 'Veuillez entrer votre mot de passe actuel.',
        short: 'Votre mot de passe doit contenir au moins 10 caractères.',
        same: 'Votre nouveau mot de passe doit être différent de votre mot de passe actuel.',
        mismatch: 'Les mots de passe ne correspondent pas. Veuillez entrer de nouveau votre nouveau mot de passe.',
        required: 'Veuillez entrer un nouveau mot de passe.',
      },
    ],
  ] as const)('checks each rule of the new password (%s)', async (locale, messages) => {
    const { browser } = await inSettings({ locale });
    const fields = async (body: Record<string, string>) => (await change(browser, body)).json().error.fields;
    expect(await fields({ currentPassword: '', newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual({
      currentPassword: messages.current,
    });
    expect(await fields({ currentPassword: PASSWORD, newPassword: 'short', confirmation: 'short' })).toEqual({
      newPassword: messages.short,
    });
    expect(await fields({ currentPassword: PASSWORD, newPassword: PASSWORD, confirmation: PASSWORD })).toEqual({
      newPassword: messages.same,
    });
    expect(
      await fields({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmation: `${NEW_PASSWORD}!` }),
    ).toEqual({ confirmation: messages.mismatch });
    expect(await fields({ currentPassword: PASSWORD, newPassword: '', confirmation: '' })).toEqual({
      newPassword: messages.required,
    });
  });

  it('lets an account without a password set its first one', async () => {
    const { client, browser } = await inSettings({ password: null });
    const res = await change(browser, { newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await t.app.services.passwords.verify(NEW_PASSWORD, (await row(client.id)).passwordHash)).toBe(true);
  });

  it('answers the password-saving error in both languages when the password cannot be stored', async () => {
    const client = await insertClient(t.database.db, { passwordHash: await t.app.services.passwords.hash(PASSWORD) });
    const { services } = t.app;
    const broken = createSettingsService({
      db: t.database.db,
      clock: t.clock,
      publicUrl: 'http://localhost',
      i18n: services.i18n,
      mail: services.mail,
      flags: services.flags,
      sessions: services.sessions,
      clients: services.clients,
      passwords: {
        verify: services.passwords.verify,
        hash: () => Promise.reject(new Error('disk full')),
      },
    });
    const error = await broken
      .changePassword(client.id, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(500);
    expect(services.i18n.translator('en').dynamic(appError.messageKey)).toBe(
      'Something went wrong, try resetting your password later.',
    );
    expect(services.i18n.translator('fr').dynamic(appError.messageKey)).toBe(
      "Une erreur s'est produite. Essayez de réinitialiser votre mot de passe plus tard.",
    );
    expect(await services.passwords.verify(PASSWORD, (await row(client.id)).passwordHash)).toBe(true);
  });
});

describe('settings_account/remove_provider', () => {
  it('refuses to unlink while the account has no password, in both languages', async () => {
    const { client, browser } = await inSettings({ password: null });
    await link(client.id, 'google_oauth2');
    await link(client.id, 'facebook');
    const en = await browser.post('/api/v1/settings_account/remove_provider', { provider: 'google_oauth2' });
    expect(en.statusCode).toBe(422);
    expect(en.json().error).toEqual({
      code: 'social_removal_refused',
      message: 'Social removal refused without a password. Set a password first.',
    });
    browser.locale = 'fr';
    const fr = await browser.post('/api/v1/settings_account/remove_provider', { provider: 'google_oauth2' });
    expect(fr.json().error.message).toBe(
      "Impossible de dissocier un compte social sans mot de passe. Créez d'abord un mot de passe.",
    );
    expect(await t.app.services.social.listProviders(client.id)).toEqual(['google_oauth2', 'facebook']);
  });

  it('unlinks a provider once a password is set', async () => {
    const { client, browser } = await inSettings();
    await link(client.id, 'google_oauth2');
    await link(client.id, 'apple');
    const res = await browser.post('/api/v1/settings_account/remove_provider', { provider: 'google_oauth2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().providers).toEqual(['apple']);
    expect(await t.app.services.social.listProviders(client.id)).toEqual(['apple']);
  });

  it('answers 404 for a provider that is not linked and 400 for an unknown one', async () => {
    const { browser } = await inSettings();
    expect((await browser.post('/api/v1/settings_account/remove_provider', { provider: 'apple' })).statusCode).toBe(
      404,
    );
    expect((await browser.post('/api/v1/settings_account/remove_provider', { provider: 'myspace' })).statusCode).toBe(
      400,
    );
  });
});

describe('scoped to the signed-in client', () => {
  it("never shows or changes another client's account", async () => {
    const a = await inSettings();
    await link(a.client.id, 'google_oauth2');
    const b = await inSettings();

    const shown = (await b.browser.get('/api/v1/settings_account/show')).json();
    expect(shown.email).toBe(b.client.email);
    expect(shown.providers).toEqual([]);

    // Ids in the payload are not part of the contract and are ignored.
    await b.browser.post('/api/v1/settings_account/update', {
      firstName: 'Bobby',
      lastName: 'Tables',
      clientId: a.client.id,
    });
    expect((await row(a.client.id)).firstName).toBe('Camille');
    expect((await row(b.client.id)).firstName).toBe('Bobby');

    expect(
      (
        await b.browser.post('/api/v1/settings_account/remove_provider', {
          provider: 'google_oauth2',
          clientId: a.client.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.app.services.social.listProviders(a.client.id)).toEqual(['google_oauth2']);

    await b.browser.post('/api/v1/settings_account/update_password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
      clientId: a.client.id,
    });
    expect(await t.app.services.passwords.verify(PASSWORD, (await row(a.client.id)).passwordHash)).toBe(true);
    expect((await a.browser.get('/api/v1/settings_account/show')).json().email).toBe(a.client.email);
  });
});
