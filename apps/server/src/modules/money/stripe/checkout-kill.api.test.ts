import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, httpCaller, stopChildServer } from '../../../../test/child-server.ts';
import { useChildServerDatabase } from '../../../../test/child-database.ts';
import { signUpUntilPayment, stripeElementsCard } from '../../../../test/signup-over-http.ts';
import { startStripeDouble, type StripeDouble } from '../../../../test/stripe-double.ts';
import { orders } from '../../orders/tables.ts';
import { payments } from '../tables.ts';

/**
 * Decision 016's kill test on Stripe (decision 051): the server process dies after Stripe created
 * the checkout's PaymentIntent and before anything was recorded. After a restart, Stripe's webhook
 * (or, without one, the retry under the same idempotency key) records that one charge, once:
 * one order, one PaymentIntent, nothing charged twice.
 */
const database = useChildServerDatabase('stripe-kill');
const WEBHOOK_SECRET = 'whsec_kill_test';
let double: StripeDouble;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double.close());

const stripeEnv = () => ({
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: double.secretKey,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: double.url,
});

/** The PaymentIntents created at Stripe for an idempotency key. */
const intentsFor = (key: string) =>
  [...double.paymentIntents.values()].filter(
    (pi) => (pi.metadata as { idempotency_key?: string }).idempotency_key === key,
  );

async function killedCheckout(email: string, attemptKey: string) {
  const first = await database.startServer({ ...stripeEnv(), TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' });
  const target = { url: first.url };
  const ask = httpCaller(target);
  const payment = await signUpUntilPayment(ask, expectOk(first.output), email, stripeElementsCard(double));
  const pay = { ...payment, idempotencyKey: attemptKey };
  await expect(ask('POST', '/api/v1/signup/complete', pay)).rejects.toThrow();
  expect((await first.exited).signal).toBe('SIGKILL');
  const [pending] = await database.withDatabase(async ({ db }) =>
    (await db.select().from(payments)).filter((p) => p.status === 'pending'),
  );
  // Charged at Stripe, unknown here.
  expect(intentsFor(pending!.idempotencyKey)).toHaveLength(1);
  return { target, ask, pay, key: pending!.idempotencyKey };
}

async function expectOneOrderOneCharge(key: string) {
  await database.withDatabase(async ({ db }) => {
    const paid = (await db.select().from(payments)).filter((p) => p.idempotencyKey === key);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.status).toBe('authorized');
    const taken = (await db.select().from(orders)).filter((o) => o.paymentId === paid[0]!.id);
    expect(taken).toHaveLength(1);
    const intents = intentsFor(key);
    expect(intents.map((pi) => pi.id)).toEqual([paid[0]!.gatewayRef]);
    expect(intents[0]!.status).toBe('requires_capture');
  });
}

describe(`a Stripe checkout killed at the gateway call (${database.postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'is recorded once by Stripe’s webhook after a restart; the household’s retry charges nothing more',
    { timeout: 300_000 },
    async () => {
      const { target, ask, pay, key } = await killedCheckout(`webhook.${Date.now()}@example.com`, 'stripe-kill-0001');
      const second = await database.startServer(stripeEnv());
      try {
        target.url = second.url;
        const event = double.event('payment_intent.amount_capturable_updated', intentsFor(key)[0]!);
        const payload = JSON.stringify(event);
        const delivered = await fetch(`${second.url}/api/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        });
        expect(await delivered.json()).toEqual({ received: true, outcome: 'applied' });
        const creates = double.requests.filter(
          (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === key,
        ).length;

        const res = await ask('POST', '/api/v1/signup/complete', pay);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json).toEqual({ redirect: '/signup/welcome' });
        // The webhook had recorded Stripe's answer: the retry did not ask Stripe again.
        expect(
          double.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === key),
        ).toHaveLength(creates);
      } finally {
        await stopChildServer(second);
      }
      await expectOneOrderOneCharge(key);
    },
  );

  it(
    'without a webhook, the retry asks Stripe under the same key and gets the one charge back',
    { timeout: 300_000 },
    async () => {
      const { target, ask, pay, key } = await killedCheckout(`replay.${Date.now()}@example.com`, 'stripe-kill-0002');
      const second = await database.startServer(stripeEnv());
      try {
        target.url = second.url;
        const res = await ask('POST', '/api/v1/signup/complete', pay);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
      } finally {
        await stopChildServer(second);
      }
      await expectOneOrderOneCharge(key);
    },
  );
});
