import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSmsConsent } from '@fp/contracts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTwilioDouble, type TwilioDouble } from '../../../test/twilio-double.ts';
import { appJobs } from '../../app-jobs.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { collectingLog } from '../../jobs/test-log.ts';
import { createTwilioSender } from './service.ts';
import { smsOutbox } from './tables.ts';

const ACCOUNT = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-test-auth-token' };
const FROM = '+15145550100';

let twilio: TwilioDouble;
let withTwilio: TestApp;
let production: TestApp;
beforeAll(async () => {
  twilio = await startTwilioDouble(ACCOUNT);
  [withTwilio, production] = await Promise.all([
    createTestApp({
      config: {
        TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
        TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
        TWILIO_FROM: FROM,
        TWILIO_API_URL: twilio.url,
      },
    }),
    // Production without Twilio's settings (the test gateway and mailbox do not matter here).
    createTestApp({ config: { APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.example' } }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([withTwilio?.close(), production?.close()]);
  await twilio?.close();
});

const runJobs = (t: TestApp) =>
  createJobRunner({ db: t.database.db, clock: t.clock, log: collectingLog(), definitions: appJobs(t.app.services) });
const smsRow = async (t: TestApp, reference: string) =>
  (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.reference, reference)))[0];

async function signedIn(t: TestApp, production = false) {
  const client = await insertClient(t.database.db);
  const b = new Browser(t.app);
  await signInAs(b, t.database.db, { clientId: client.id });
  if (production) {
    // The fixture names the cookie as outside production.
    b.cookies.set('__Host-fp_session', b.cookies.get('fp_session')!);
    b.cookies.delete('fp_session');
  }
  return { b, clientId: client.id };
}

describe('the Twilio adapter', () => {
  it("sends Twilio's Messages request: the account's path, Basic auth, To, From and Body", async () => {
    const before = twilio.requests.length;
    const sender = createTwilioSender({ ...ACCOUNT, from: FROM, apiUrl: twilio.url });
    const sent = await sender.send({ to: '+16045550123', body: 'Votre boîte est en route.' });
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = twilio.requests.slice(before);
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+16045550123', From: FROM, Body: 'Votre boîte est en route.' },
    });
  });

  it("fails with Twilio's error when Twilio refuses", async () => {
    const sender = createTwilioSender({ ...ACCOUNT, authToken: 'wrong', from: FROM, apiUrl: twilio.url });
    await expect(sender.send({ to: '+16045550123', body: 'x' })).rejects.toThrow(/Authenticate/);
  });
});

describe('texts with Twilio set up', () => {
  it('sends a text once, through the job runner, after the change that asked for it commits', async () => {
    const { notifier } = withTwilio.app.services;
    const reference = 'order:1:out-for-delivery';
    // A change that rolls back sends nothing.
    await expect(
      withTwilio.database.db.transaction(async (tx) => {
        await notifier.sms({ to: '+16045550199', locale: 'en', body: 'rolled back', reference }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await smsRow(withTwilio, reference)).toBeUndefined();

    const before = twilio.requests.length;
    await notifier.sms({ to: '+16045550199', locale: 'en', body: 'Your box is on its way.', reference });
    await notifier.sms({ to: '+16045550199', locale: 'en', body: 'Your box is on its way.', reference });
    expect(await smsRow(withTwilio, reference)).toMatchObject({ status: 'pending', providerId: null });

    // Twilio down at first: the message stays pending with the reason, and goes at the retry.
    twilio.failNext(1);
    await runJobs(withTwilio).runDue();
    expect(await smsRow(withTwilio, reference)).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    withTwilio.clock.advance(10 * 60_000);
    await runJobs(withTwilio).runDue();
    await runJobs(withTwilio).runDue();

    const sent = twilio.requests.slice(before).filter((r) => r.form.To === '+16045550199');
    // The refused attempt, then the one that went; the third run finds it sent and sends nothing.
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.form.Body)).toEqual(['Your box is on its way.', 'Your box is on its way.']);
    const row = await smsRow(withTwilio, reference);
    expect(row).toMatchObject({ status: 'sent', providerId: expect.stringMatching(/^SM/), lastError: null });
  });

  it('offers SMS consent and records the answer', async () => {
    const { b } = await signedIn(withTwilio);
    expect(getSmsConsent.output.parse((await b.get(getSmsConsent.path)).json())).toEqual({
      offered: true,
      consented: false,
    });
    const res = await b.post('/api/v1/settings_communications/update_sms_consent', { consented: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ offered: true, consented: true });
    expect((await b.get(getSmsConsent.path)).json()).toEqual({ offered: true, consented: true });
  });
});

describe('production without Twilio', () => {
  it('offers no SMS consent and refuses one, in the caller’s language', async () => {
    const { b, clientId } = await signedIn(production, true);
    expect((await b.get(getSmsConsent.path)).json()).toEqual({ offered: false, consented: false });
    b.locale = 'fr';
    const res = await b.post('/api/v1/settings_communications/update_sms_consent', { consented: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'sms_not_offered',
      message: 'Les textos ne sont pas offerts pour le moment, alors il n’y a rien à accepter.',
    });
    expect(await production.app.services.smsConsents.consented(clientId)).toBe(false);
  });

  it('sends no text and keeps none in an outbox', async () => {
    const before = twilio.requests.length;
    const reference = 'order:2:out-for-delivery';
    await production.app.services.notifier.sms({ to: '+16045550188', locale: 'en', body: 'x', reference });
    await runJobs(production).runDue();
    expect(await smsRow(production, reference)).toBeUndefined();
    expect(await production.database.db.select().from(smsOutbox)).toEqual([]);
    expect(twilio.requests.length).toBe(before);
  });
});
