import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertClient, signInAs } from '../../../../test/fixtures.ts';
import { startStripeDouble, type StripeDouble } from '../../../../test/stripe-double.ts';
import { paymentMethods, payments } from '../tables.ts';
import { stripeWebhookEvents } from './tables.ts';

/**
 * Stripe's webhooks at POST /api/webhooks/stripe (decision 051): signed with the signing secret,
 * each event applied once, and settling what a crash left unknown whatever order events come in.
 */
const SECRET = 'whsec_test_webhooks';
let double: StripeDouble;
let t: TestApp;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  double = await startStripeDouble();
  t = await createTestApp({
    config: {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: double.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** A household with a card saved through the API, as the card form saves it. */
async function household() {
  const client = await insertClient(t.database.db);
  const browser = new Browser(t.app);
  await signInAs(browser, t.database.db, { clientId: client.id });
  const setup = await browser.post('/api/v1/payments/card_setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const setupIntentId = (setup.json().clientSecret as string).split('_secret_')[0]!;
  double.confirmSetup(setupIntentId, 'pm_card_visa');
  const method = await t.app.services.money.savePaymentMethod(client.id, setupIntentId);
  return { clientId: client.id, method };
}

let keys = 0;
/**
 * What a crash leaves: the payment recorded as pending, then charged at Stripe, and the process
 * gone before Stripe's answer was recorded.
 */
async function chargedButUnrecorded(capture: boolean) {
  const { clientId, method } = await household();
  const key = `webhook-test:${Date.now()}:${(keys += 1)}`;
  const now = new Date();
  const [row] = await t.database.db
    .insert(payments)
    .values({
      clientId,
      paymentMethodId: method.id,
      kind: capture ? 'charge' : 'authorize',
      amountCents: 6495,
      status: 'pending',
      idempotencyKey: key,
      description: 'First order',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [saved] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
  const result = await t.app.services.stripeGateway!.charge({
    token: saved!.gatewayRef,
    amountCents: 6495,
    currency: 'CAD',
    idempotencyKey: key,
    capture,
    description: 'First order',
  });
  return { paymentId: row!.id, ref: result.ref };
}

function deliver(
  event: unknown,
  sign: (payload: string) => string | undefined = (payload) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
) {
  const payload = JSON.stringify(event);
  const signature = sign(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

async function payment(id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('POST /api/webhooks/stripe', () => {
  it('refuses a delivery with a bad or missing signature, and changes nothing', async () => {
    const { paymentId, ref } = await chargedButUnrecorded(true);
    const event = double.event('payment_intent.succeeded', double.paymentIntents.get(ref)!);
    const forged = await deliver(event, (payload) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const unsigned = await deliver(event, () => undefined);
    expect(unsigned.statusCode).toBe(400);
    // A valid signature of other bytes does not cover these.
    const tampered = await deliver({ ...event, id: 'evt_other' }, () =>
      signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: SECRET }),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await payment(paymentId)).status).toBe('pending');
    expect(await t.database.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id))).toEqual(
      [],
    );
  });

  it('records the charge a crash left unknown, and applies the same event once', async () => {
    const { paymentId, ref } = await chargedButUnrecorded(true);
    const event = double.event('payment_intent.succeeded', double.paymentIntents.get(ref)!);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const settled = await payment(paymentId);
    expect(settled).toMatchObject({ status: 'succeeded', gatewayRef: ref });

    const again = await deliver(event);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await payment(paymentId)).toEqual(settled);
  });

  it('applies events arriving out of order by the PaymentIntent’s latest state, never moving back', async () => {
    const { paymentId, ref } = await chargedButUnrecorded(false);
    const authorised = double.event('payment_intent.amount_capturable_updated', double.paymentIntents.get(ref)!);
    // Captured at Stripe (e.g. the cutoff's capture) before either event reached us.
    await t.app.services.stripeGateway!.capture({ ref, idempotencyKey: `${ref}:capture` });
    const captured = double.event('payment_intent.succeeded', double.paymentIntents.get(ref)!);

    expect((await deliver(captured)).json().outcome).toBe('applied');
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded', gatewayRef: ref });
    // The older event, delivered late, does not take the payment back to an authorisation.
    expect((await deliver(authorised)).json().outcome).toBe('applied');
    expect((await payment(paymentId)).status).toBe('succeeded');
  });

  it('records a capture made before a crash on an authorisation already recorded', async () => {
    const { paymentId, ref } = await chargedButUnrecorded(false);
    await deliver(double.event('payment_intent.amount_capturable_updated', double.paymentIntents.get(ref)!));
    expect((await payment(paymentId)).status).toBe('authorized');
    await t.app.services.stripeGateway!.capture({ ref, idempotencyKey: `${ref}:capture` });
    await deliver(double.event('payment_intent.succeeded', double.paymentIntents.get(ref)!));
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded', capturedAt: expect.any(Date) });
  });

  it('acknowledges events it has no use for', async () => {
    const res = await deliver({
      id: 'evt_customer_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
