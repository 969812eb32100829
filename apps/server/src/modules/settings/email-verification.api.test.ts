import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { clients } from '../auth/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

let address = 0;
class Caller extends Browser {
  readonly ip = `10.3.0.${++address}`;
  override request(options: Parameters<Browser['request']>[0]) {
    return super.request({ remoteAddress: this.ip, ...options });
  }
}

async function signedIn(locale: 'en' | 'fr' = 'en') {
  const client = await insertClient(t.database.db, { locale, firstName: 'Élodie' });
  const browser = new Caller(t.app);
  browser.locale = locale;
  await signInAs(browser, t.database.db, { clientId: client.id });
  return { client, browser };
}

/** The code of the latest verification e-mail sent to an address. */
async function latestCode(email: string) {
  const [mail] = (await t.app.services.mail.latest(20, email)).filter((m) => m.template === 'email_verification');
  const code = mail?.textBody.match(/^\d{6}$/m)?.[0];
  return { mail, code: code! };
}

async function verifiedAt(id: number) {
  const [r] = await t.database.db.select().from(clients).where(eq(clients.id, id));
  return r!.emailVerifiedAt;
}

const verify = (b: Browser, code: string) => b.post('/api/v1/email_verification/verify', { code });

describe('sendVerificationCode (called by the signup)', () => {
  it("e-mails a 6-digit code in the client's language that verifies the address", async () => {
    const { client, browser } = await signedIn('fr');
    await t.app.services.settings.sendVerificationCode(client.id);
    const { mail, code } = await latestCode(client.email);
    expect(mail).toMatchObject({ locale: 'fr', subject: 'Votre code de vérification Field & Plate' });
    expect(mail!.textBody).toContain('Bonjour Élodie');
    expect(mail!.textBody).toContain('/fr/verification-courriel');
    expect(code).toMatch(/^\d{6}$/);
    // Only a digest is stored.
    const stored = JSON.stringify(await t.database.db.execute('select * from email_verification_codes'));
    expect(stored).not.toContain(`"${code}"`);

    expect((await browser.get('/api/v1/email_verification/show')).json()).toEqual({
      email: client.email,
      verified: false,
    });
    const res = await verify(browser, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect(await verifiedAt(client.id)).toEqual(t.clock.now());
    expect((await browser.get('/api/v1/email_verification/show')).json().verified).toBe(true);
  });
});

describe('email_verification/verify', () => {
  it('fails with the catalogue message in English and French for a wrong code', async () => {
    const { client, browser } = await signedIn();
    await t.app.services.settings.sendVerificationCode(client.id);
    const { code } = await latestCode(client.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const en = await verify(browser, wrong);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      error: { code: 'verification_failed', message: 'Verification failed. Please try again.' },
    });
    browser.locale = 'fr';
    expect((await verify(browser, wrong)).json().error.message).toBe('La vérification a échoué. Veuillez réessayer.');
    expect(await verifiedAt(client.id)).toBeNull();
    expect((await verify(browser, code)).statusCode).toBe(200);
  });

  it('gives up on a code after 5 wrong tries', async () => {
    const { client, browser } = await signedIn();
    await t.app.services.settings.sendVerificationCode(client.id);
    const { code } = await latestCode(client.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(browser, wrong)).statusCode).toBe(422);
    expect((await verify(browser, code)).statusCode).toBe(422);
    expect(await verifiedAt(client.id)).toBeNull();
  });

  it('expires a code after 30 minutes by the clock', async () => {
    const { client, browser } = await signedIn();
    await t.app.services.settings.sendVerificationCode(client.id);
    const { code } = await latestCode(client.email);
    t.clock.advance(30 * MINUTE);
    expect((await verify(browser, code)).statusCode).toBe(422);
    expect(await verifiedAt(client.id)).toBeNull();
  });

  it('checks the code format with a message in both languages', async () => {
    const { browser } = await signedIn();
    const en = await verify(browser, '12ab');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toEqual({ code: 'Enter the 6-digit code from the e-mail.' });
    browser.locale = 'fr';
    expect((await verify(browser, '')).json().error.fields).toEqual({
      code: 'Entrez le code à 6 chiffres reçu par courriel.',
    });
  });

  it("never accepts another client's code", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await t.app.services.settings.sendVerificationCode(a.client.id);
    await t.app.services.settings.sendVerificationCode(b.client.id);
    const { code } = await latestCode(a.client.email);
    const { code: codeOfB } = await latestCode(b.client.email);
    if (code !== codeOfB) expect((await verify(b.browser, code)).statusCode).toBe(422);
    expect(await verifiedAt(a.client.id)).toBeNull();
    expect((await verify(a.browser, code)).statusCode).toBe(200);
    expect(await verifiedAt(b.client.id)).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    const res = await new Browser(t.app).post('/api/v1/email_verification/verify', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('require_login');
  });
});

describe('email_verification/resend', () => {
  it('sends a new code that replaces the previous one', async () => {
    const { client, browser } = await signedIn();
    await t.app.services.settings.sendVerificationCode(client.id);
    const first = (await latestCode(client.email)).code;
    t.clock.advance(MINUTE);
    const res = await browser.post('/api/v1/email_verification/resend');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const second = (await latestCode(client.email)).code;
    if (first !== second) expect((await verify(browser, first)).statusCode).toBe(422);
    expect((await verify(browser, second)).statusCode).toBe(200);
  });

  it('allows one code a minute and five an hour, by the clock', async () => {
    const { client, browser } = await signedIn('fr');
    const resend = () => browser.post('/api/v1/email_verification/resend');
    expect((await resend()).statusCode).toBe(200);
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(
      "Un code vient d'être envoyé. Veuillez attendre une minute avant d'en demander un autre.",
    );
    for (let i = 0; i < 4; i++) {
      t.clock.advance(MINUTE);
      expect((await resend()).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    browser.locale = 'en';
    const hourly = await resend();
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().error.message).toBe('Too many codes were requested. Please try again in an hour.');
    expect((await t.app.services.mail.latest(50, client.email)).length).toBe(5);
    t.clock.advance(60 * MINUTE);
    expect((await resend()).statusCode).toBe(200);
  });

  it('says so when the address is already verified', async () => {
    const { client, browser } = await signedIn();
    await t.app.services.settings.sendVerificationCode(client.id);
    await verify(browser, (await latestCode(client.email)).code);
    t.clock.advance(MINUTE);
    const res = await browser.post('/api/v1/email_verification/resend');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Your e-mail address is already verified.');
  });
});
