import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { paymentMethods, payments } from '../tables.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from './gateway.ts';
import { testGatewayTokens } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  // November 2026: a card expiring 10/26 has expired, 11/26 is still good.
  t = await createTestApp({ now: '2026-11-22T18:00:00Z' });
});
afterAll(() => t.close());

const card = {
  publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
  number: '4242 4242 4242 4242',
  expMonth: '11',
  expYear: '26',
  cvc: '123',
  postalCode: 'v5k0a1',
};

function tokenize(payload: Record<string, string>, locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  return b.post('/test-gateway/v1/tokens', payload);
}

describe('POST /test-gateway/v1/tokens', () => {
  it('exchanges a good card for a token and keeps only what can be shown', async () => {
    const res = await tokenize(card);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(body.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026, postalCode: 'V5K 0A1' });
    const rows = await t.database.db.select().from(testGatewayTokens);
    const stored = JSON.stringify(rows);
    expect(stored).toContain(body.token);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    // The application itself learned nothing: its tables are untouched.
    const [methods] = await t.database.db.select({ n: count() }).from(paymentMethods);
    const [charges] = await t.database.db.select({ n: count() }).from(payments);
    expect([methods!.n, charges!.n]).toEqual([0, 0]);
  });

  it('tells the brand of other cards and accepts a four-digit year', async () => {
    const res = await tokenize({ ...card, number: '3782-822463-10005', cvc: '1234', expYear: '2031' });
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toMatchObject({ brand: 'amex', last4: '0005', expYear: 2031 });
    const mc = await tokenize({ ...card, number: '5555555555554444' });
    expect(mc.json().card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('refuses a bad number, a past expiry, a bad CVC and a foreign postal code, in English', async () => {
    const before = await t.database.db.select({ n: count() }).from(testGatewayTokens);
    const res = await tokenize({
      ...card,
      number: '4242 4242 4242 4241',
      expMonth: '10',
      cvc: '12',
      postalCode: '90210',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some information is missing or not valid. Check the highlighted fields.',
        fields: {
          number: 'This card number is not valid. Check the digits and try again.',
          expiry: 'This card has expired. Use a card that is still valid.',
          cvc: 'Enter the 3-digit security code (4 digits for American Express).',
          postalCode: 'Enter a valid Canadian postal code, for example V5K 0A1.',
        },
      },
    });
    const after = await t.database.db.select({ n: count() }).from(testGatewayTokens);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('gives the same field messages in French', async () => {
    const res = await tokenize({ ...card, number: '4000 0000 0000 0001', expYear: '25', cvc: 'abc' }, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      number: "Ce numéro de carte n'est pas valide. Vérifiez les chiffres et réessayez.",
      expiry: 'Cette carte est expirée. Utilisez une carte encore valide.',
      cvc: 'Entrez le code de sécurité à 3 chiffres (4 chiffres pour American Express).',
    });
    const empty = await tokenize({ ...card, number: '', expMonth: '', expYear: '', cvc: '', postalCode: '' }, 'fr');
    expect(empty.json().error.fields).toEqual({
      number: 'Entrez le numéro de votre carte.',
      expiry: "Entrez la date d'expiration inscrite sur votre carte.",
      cvc: 'Entrez le code de sécurité de votre carte.',
      postalCode: 'Veuillez entrer votre code postal',
    });
  });

  it('refuses a malformed expiry month and a wrong publishable key', async () => {
    const month = await tokenize({ ...card, expMonth: '13' });
    expect(month.json().error.fields).toEqual({ expiry: 'Enter the expiry date as MM/YY, for example 08/29.' });
    const key = await tokenize({ ...card, publishableKey: 'pk_live_other' });
    expect(key.statusCode).toBe(401);
    expect(key.json().error.code).toBe('invalid_publishable_key');
  });

  it('takes card data only with the CSRF header, like every unsafe call', async () => {
    const b = new Browser(t.app);
    const res = await b.request({ method: 'POST', url: '/test-gateway/v1/tokens', payload: card, csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
