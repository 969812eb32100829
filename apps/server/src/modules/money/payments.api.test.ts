import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { testConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { createServerI18n } from '../../http/i18n.ts';
import { createPayments, paymentDeclined } from './payments.ts';
import type { MoneyService } from './service.ts';
import { paymentMethods, payments } from './tables.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from './test-gateway/gateway.ts';
import { testGatewayCharges } from './test-gateway/tables.ts';
import type { PaymentGateway } from './gateway.ts';

let t: TestApp;
let service: MoneyService;
beforeAll(async () => {
  t = await createTestApp();
  service = t.app.services.money;
});
afterAll(() => t.close());

async function tokenFor(number: string): Promise<string> {
  const res = await new Browser(t.app).post('/test-gateway/v1/tokens', {
    publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
    number,
    expMonth: '08',
    expYear: '29',
    cvc: number.startsWith('37') ? '1234' : '123',
    postalCode: 'H2X 1Y4',
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** A client with the card saved as default. */
async function clientWithCard(number = '4242424242424242') {
  const client = await insertClient(t.database.db);
  const method = await service.savePaymentMethod(client.id, await tokenFor(number));
  return { clientId: client.id, paymentMethodId: method.id };
}

let keys = 0;
const newKey = () => `test:${Date.now()}:${(keys += 1)}`;

async function gatewayCharges(idempotencyKey: string) {
  return t.database.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
}
async function paymentRows(idempotencyKey: string) {
  return t.database.db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('saving a card', () => {
  it('keeps the brand, last four digits and expiry, one default per client', async () => {
    const client = await insertClient(t.database.db);
    const first = await service.savePaymentMethod(client.id, await tokenFor('4242424242424242'));
    expect(first).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029, postalCode: 'H2X 1Y4' });
    const second = await service.savePaymentMethod(client.id, await tokenFor('5555555555554444'));
    expect(await service.paymentMethodFor(client.id)).toEqual(second);
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.clientId, client.id));
    expect(rows.map((r) => [r.last4, r.isDefault]).sort()).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
    // Saving the same token again (a double submit) keeps one row and makes it the default.
    const again = await service.savePaymentMethod(client.id, rows.find((r) => r.last4 === '4242')!.gatewayRef);
    expect(again.id).toBe(first.id);
    expect((await service.paymentMethodFor(client.id))!.id).toBe(first.id);
  });

  it("refuses an unknown token and another client's card", async () => {
    const client = await insertClient(t.database.db);
    expect((await rejection(service.savePaymentMethod(client.id, 'tok_unknown'))).code).toBe('invalid_payment_method');
    const other = await insertClient(t.database.db);
    const token = await tokenFor('4242424242424242');
    await service.savePaymentMethod(other.id, token);
    expect((await rejection(service.savePaymentMethod(client.id, token))).code).toBe('invalid_payment_method');
    expect(await service.paymentMethodFor(client.id)).toBeUndefined();
  });
});

describe('charging a test card', () => {
  it.each<[string, { status: string; declineCode?: string }]>([
    ['4242424242424242', { status: 'succeeded' }],
    ['5555555555554444', { status: 'succeeded' }],
    ['4000000000000002', { status: 'declined', declineCode: 'card_declined' }],
    ['4000000000009995', { status: 'declined', declineCode: 'insufficient_funds' }],
    ['4000000000000069', { status: 'declined', declineCode: 'expired_card' }],
  ])('%s → %o', async (number, expected) => {
    const { clientId, paymentMethodId } = await clientWithCard(number);
    const key = newKey();
    const outcome = await service.charge({
      clientId,
      paymentMethodId,
      amountCents: 8999,
      idempotencyKey: key,
      description: 'First order',
      orderRef: 'order:1',
    });
    expect(outcome).toMatchObject(expected);
    const [row] = await paymentRows(key);
    expect(row).toMatchObject({ status: expected.status, amountCents: 8999, kind: 'charge', orderRef: 'order:1' });
    expect(row!.declineCode).toBe(expected.declineCode ?? null);
    const charges = await gatewayCharges(key);
    expect(charges).toHaveLength(1);
    expect(row!.gatewayRef).toBe(charges[0]!.id);
  });

  it('charges once for the same key, however often it is sent', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const key = newKey();
    const request = { clientId, paymentMethodId, amountCents: 6450, idempotencyKey: key, description: 'Order' };
    const first = await service.charge(request);
    const second = await service.charge(request);
    expect(second).toEqual(first);
    expect(await gatewayCharges(key)).toHaveLength(1);
    expect(await paymentRows(key)).toHaveLength(1);
  });

  it('refuses the same key for a different amount, charging nothing more', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const key = newKey();
    await service.charge({ clientId, paymentMethodId, amountCents: 6450, idempotencyKey: key, description: 'Order' });
    const error = await rejection(
      service.charge({ clientId, paymentMethodId, amountCents: 100, idempotencyKey: key, description: 'Order' }),
    );
    expect([error.code, error.status]).toEqual(['idempotency_conflict', 409]);
    expect(await gatewayCharges(key)).toHaveLength(1);
    expect((await paymentRows(key))[0]!.amountCents).toBe(6450);
  });

  it('20 simultaneous submissions make one charge and one succeeded payment', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const key = newKey();
    const request = { clientId, paymentMethodId, amountCents: 12_345, idempotencyKey: key, description: 'Order' };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => service.charge(request)));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]!.status).toBe('succeeded');
    expect(await gatewayCharges(key)).toHaveLength(1);
    const rows = await paymentRows(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
  });

  it('after a crash between the charge and its record, the retry completes without charging again', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const key = newKey();
    const [method] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
    // The process wrote the pending row, the gateway charged, then the process died.
    const now = t.clock.now();
    await t.database.db.insert(payments).values({
      clientId,
      paymentMethodId,
      kind: 'charge',
      amountCents: 7000,
      idempotencyKey: key,
      description: 'Order',
      createdAt: now,
      updatedAt: now,
    });
    const charged = await t.app.services.testGateway.charge({
      token: method!.gatewayRef,
      amountCents: 7000,
      currency: 'CAD',
      idempotencyKey: key,
      capture: true,
      description: 'Order',
    });
    expect((await paymentRows(key))[0]!.status).toBe('pending');

    const outcome = await service.charge({
      clientId,
      paymentMethodId,
      amountCents: 7000,
      idempotencyKey: key,
      description: 'Order',
    });
    expect(outcome.status).toBe('succeeded');
    expect(await gatewayCharges(key)).toHaveLength(1);
    const [row] = await paymentRows(key);
    expect(row).toMatchObject({ status: 'succeeded', gatewayRef: charged.ref });
  });

  it('a timeout after the gateway charged leaves the payment pending; the retry records the same charge', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const real = t.app.services.testGateway;
    let lose = true;
    const flaky: PaymentGateway = {
      ...real,
      async charge(request) {
        const result = await real.charge(request);
        if (lose) {
          lose = false;
          throw new Error('socket hang up');
        }
        return result;
      },
    };
    const withFlaky = createPayments({
      db: t.database.db,
      clock: t.clock,
      config: testConfig(),
      i18n: createServerI18n(),
      gateway: flaky,
    });
    const key = newKey();
    const request = { clientId, paymentMethodId, amountCents: 5900, idempotencyKey: key, description: 'Order' };
    const error = await rejection(withFlaky.charge(request));
    expect([error.code, error.status]).toEqual(['payment_unavailable', 503]);
    expect((await paymentRows(key))[0]!.status).toBe('pending');
    expect(await gatewayCharges(key)).toHaveLength(1);

    expect((await withFlaky.charge(request)).status).toBe('succeeded');
    expect(await gatewayCharges(key)).toHaveLength(1);
    expect(await paymentRows(key)).toHaveLength(1);
  });

  it('a decline records the payment as declined and changes nothing else', async () => {
    const { clientId, paymentMethodId } = await clientWithCard('4000000000000002');
    const methodsBefore = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.clientId, clientId));
    const key = newKey();
    const request = { clientId, paymentMethodId, amountCents: 8999, idempotencyKey: key, description: 'Order' };
    expect(await service.charge(request)).toEqual({
      paymentId: expect.any(Number),
      status: 'declined',
      declineCode: 'card_declined',
    });
    // A retry with the same key gets the recorded decline; the gateway is not asked again.
    expect((await service.charge(request)).status).toBe('declined');
    expect(await gatewayCharges(key)).toHaveLength(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.clientId, clientId));
    expect(rows.map((r) => [r.status, r.capturedAt])).toEqual([['declined', null]]);
    expect(await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.clientId, clientId))).toEqual(
      methodsBefore,
    );
  });

  it('has the decline message of SPEC.md §8 in both languages', () => {
    const i18n = createServerI18n();
    const error = paymentDeclined();
    expect([error.code, error.status]).toEqual(['payment_declined', 422]);
    expect(i18n.translator('en').dynamic(error.messageKey)).toBe(
      'Payment failed. Please check your card details or contact customer service.',
    );
    expect(i18n.translator('fr').dynamic(error.messageKey)).toBe(
      'Le paiement a échoué. Veuillez vérifier les renseignements de votre carte ou communiquer avec le service à la clientèle.',
    );
    expect(i18n.translator('en').dynamic('payments:errors.notCharged')).toBe('Card could not be charged');
  });

  it("refuses a card that is not the client's", async () => {
    const { paymentMethodId } = await clientWithCard();
    const stranger = await insertClient(t.database.db);
    const key = newKey();
    const error = await rejection(
      service.charge({
        clientId: stranger.id,
        paymentMethodId,
        amountCents: 100,
        idempotencyKey: key,
        description: 'x',
      }),
    );
    expect(error.code).toBe('no_payment_method');
    expect(await paymentRows(key)).toHaveLength(0);
    expect(await gatewayCharges(key)).toHaveLength(0);
  });
});

describe('authorizing now, capturing at cutoff', () => {
  it('authorizes, then captures once', async () => {
    const { clientId, paymentMethodId } = await clientWithCard();
    const key = newKey();
    const auth = await service.authorize({
      clientId,
      paymentMethodId,
      amountCents: 9100,
      idempotencyKey: key,
      description: 'Order',
    });
    expect(auth.status).toBe('authorized');
    expect((await gatewayCharges(key))[0]).toMatchObject({ status: 'authorized', capture: false, capturedAt: null });

    const [captured, again] = await Promise.all([service.capture(auth.paymentId), service.capture(auth.paymentId)]);
    expect(captured).toEqual({ paymentId: auth.paymentId, status: 'succeeded' });
    expect(again).toEqual(captured);
    const charges = await gatewayCharges(key);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.status).toBe('succeeded');
    expect((await paymentRows(key))[0]!.capturedAt).not.toBeNull();
  });

  it('cannot capture a declined authorization', async () => {
    const { clientId, paymentMethodId } = await clientWithCard('4000000000009995');
    const auth = await service.authorize({
      clientId,
      paymentMethodId,
      amountCents: 9100,
      idempotencyKey: newKey(),
      description: 'Order',
    });
    expect(auth).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
    expect((await rejection(service.capture(auth.paymentId))).code).toBe('not_capturable');
  });
});

describe('GET /api/v1/signup/test_payment_data', () => {
  it('lists the test cards with their outcome in the request language', async () => {
    const b = new Browser(t.app);
    const en = await b.get('/api/v1/signup/test_payment_data');
    expect(en.statusCode).toBe(200);
    expect(en.json().cards).toEqual([
      { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'succeeds', label: 'Payment succeeds' },
      { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'card_declined', label: 'Card declined' },
      {
        number: '4000 0000 0000 9995',
        brand: 'visa',
        outcome: 'insufficient_funds',
        label: 'Declined: insufficient funds',
      },
      { number: '4000 0000 0000 0069', brand: 'visa', outcome: 'expired_card', label: 'Declined: expired card' },
      {
        number: '4000 0027 6000 3184',
        brand: 'visa',
        outcome: 'authentication_required',
        label: 'Declined: the bank asks to confirm the payment',
      },
    ]);
    b.locale = 'fr';
    const fr = await b.get('/api/v1/signup/test_payment_data');
    expect(fr.json().cards[1].label).toBe('Carte refusée');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      config: { APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.example' },
    });
    try {
      const res = await new Browser(prod.app).get('/api/v1/signup/test_payment_data');
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('4242');
    } finally {
      await prod.close();
    }
  });
});

describe('GET /api/v1/signup/payment_data', () => {
  it("gives the gateway's public address to visitors, and the saved card to its owner only", async () => {
    const b = new Browser(t.app);
    const visitor = await b.get('/api/v1/signup/payment_data');
    expect(visitor.json()).toEqual({
      gateway: {
        name: 'test',
        tokenizeUrl: '/test-gateway/v1/tokens',
        publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
        test: true,
      },
      card: null,
    });
    const { clientId } = await clientWithCard('5555555555554444');
    await signInAs(b, t.database.db, { clientId });
    const owner = await b.get('/api/v1/signup/payment_data');
    expect(owner.json().card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2029,
      postalCode: 'H2X 1Y4',
    });
    expect(owner.body).not.toContain('tok_');
    expect(owner.headers['cache-control']).toBe('private, no-store');
  });
});
