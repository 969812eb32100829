import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { contactMessages, newsletterSubscribers } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The contact form allows 5 messages per 10 minutes from one address: each test writes from its own.
let address = 0;
function browser(locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  address += 1;
  const remoteAddress = `10.0.0.${address}`;
  return {
    post: (url: string, payload: unknown) =>
      b.request({ method: 'POST', url, payload: payload as object, remoteAddress }),
    get: (url: string) => b.request({ method: 'GET', url, remoteAddress }),
  };
}

async function rows(table: typeof contactMessages | typeof newsletterSubscribers): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

/** The development outbox answers this machine only (decision 014). */
async function outbox(to: string) {
  const res = await new Browser(t.app).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.json() as { messages: { subject: string; text: string; template: string }[] }).messages;
}

const valid = {
  name: 'Geneviève Roy',
  email: 'genevieve@example.com',
  topic: 'delivery',
  orderNumber: 'FP-10452',
  message: 'My bag was not picked up last Tuesday. Could the driver come by this week?',
};

describe('POST /api/v1/pages/contact', () => {
  it('stores the message and e-mails it to customer service', async () => {
    const before = (await outbox('support@fieldandplate.ca')).length;
    const res = await browser('fr').post('/api/v1/pages/contact', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await rows(contactMessages)).toBe(1);
    const mails = await outbox('support@fieldandplate.ca');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ template: 'contact_message' });
    expect(mails[0]!.subject).toContain('Geneviève Roy');
    expect(mails[0]!.text).toContain('FP-10452');
    expect(mails[0]!.text).toContain(valid.message);
  });

  it('accepts a message without an order number', async () => {
    const { orderNumber: _omit, ...rest } = valid;
    const res = await browser('en').post('/api/v1/pages/contact', { ...rest, topic: 'corporate' });
    expect(res.statusCode).toBe(200);
    expect(await rows(contactMessages)).toBe(2);
  });

  it('refuses a bad e-mail and a too-short message with field messages in English, storing nothing', async () => {
    const stored = await rows(contactMessages);
    const mails = (await outbox('support@fieldandplate.ca')).length;
    const res = await browser('en').post('/api/v1/pages/contact', { ...valid, email: 'genevieve@', message: 'Help' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some information is missing or not valid. Check the highlighted fields.',
        fields: {
          email: 'Please enter a valid email address.',
          message: 'Please tell us a little more (at least 10 characters).',
        },
      },
    });
    expect(await rows(contactMessages)).toBe(stored);
    expect((await outbox('support@fieldandplate.ca')).length).toBe(mails);
  });

  it('gives the same field messages in French', async () => {
    const res = await browser('fr').post('/api/v1/pages/contact', {
      ...valid,
      name: 'G',
      email: 'pas-un-courriel',
      orderNumber: 'FP 10452!',
      message: 'Allo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Veuillez entrer votre nom (au moins 2 lettres).',
      email: 'Veuillez entrer une adresse courriel valide.',
      orderNumber: "Un numéro de commande ne contient que des lettres, des chiffres et des traits d'union.",
      message: 'Donnez-nous un peu plus de détails (au moins 10 caractères).',
    });
  });

  it('refuses an unknown topic and a too-long message', async () => {
    const res = await browser('en').post('/api/v1/pages/contact', {
      ...valid,
      topic: 'pizza',
      message: 'x'.repeat(3001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      topic: 'Choose one of the options.',
      message: 'Please keep your message under 3,000 characters.',
    });
  });

  it('refuses a message posted without the CSRF header', async () => {
    const stored = await rows(contactMessages);
    const b = new Browser(t.app);
    const res = await b.request({ method: 'POST', url: '/api/v1/pages/contact', payload: valid, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf');
    expect(await rows(contactMessages)).toBe(stored);
  });

  it('slows down a sender after 5 messages in 10 minutes', async () => {
    const b = new Browser(t.app);
    const send = () =>
      b.request({ method: 'POST', url: '/api/v1/pages/contact', payload: valid, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});

describe('POST /api/v1/newsletter/subscribe', () => {
  it('refuses a subscription without consent, in both languages, storing nothing', async () => {
    const en = await browser('en').post('/api/v1/newsletter/subscribe', { email: 'ana@example.com' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toEqual({
      code: 'validation',
      message: 'Some information is missing or not valid. Check the highlighted fields.',
      fields: { consent: 'Please accept the terms and the privacy policy to subscribe.' },
    });
    const fr = await browser('fr').post('/api/v1/newsletter/subscribe', { email: 'ana@example.com', consent: false });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error.fields).toEqual({
      consent: 'Veuillez accepter les conditions et la politique de confidentialité pour vous abonner.',
    });
    expect(await rows(newsletterSubscribers)).toBe(0);
  });

  it('refuses an e-mail that does not match the standard pattern', async () => {
    for (const email of ['ana', 'ana@example', 'ana @example.com', 'ana@example.c']) {
      const res = await browser('en').post('/api/v1/newsletter/subscribe', { email, consent: true });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });
    }
    const fr = await browser('fr').post('/api/v1/newsletter/subscribe', { email: 'ana', consent: true });
    expect(fr.json().error.fields).toEqual({ email: 'Veuillez entrer une adresse courriel valide.' });
    expect(await rows(newsletterSubscribers)).toBe(0);
  });

  it('subscribes once per address, whatever its case', async () => {
    const res = await browser('fr').post('/api/v1/newsletter/subscribe', { email: 'Ana@Example.com', consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'show_thank_you' });
    const again = await browser('en').post('/api/v1/newsletter/subscribe', { email: 'ana@example.com', consent: true });
    expect(again.json()).toEqual({ action: 'show_thank_you' });
    expect(await rows(newsletterSubscribers)).toBe(1);
    const [row] = await t.database.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ listId: '8', locale: 'fr', source: 'footer' });
  });
});
