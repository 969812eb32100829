import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, httpCaller, stopChildServer, type ExpectOk, type HttpCaller } from '../test/child-server.ts';
import { useChildServerDatabase } from '../test/child-database.ts';
import { signUpUntilPayment, stripeElementsCard } from '../test/signup-over-http.ts';
import { startStripeDouble, type StripeDouble } from '../test/stripe-double.ts';
import { orders } from './modules/orders/tables.ts';
import { payments } from './modules/money/tables.ts';

/**
 * Issue 25: `APP_ENV=production npm start` runs. A real server process starts in production on
 * Stripe (the Stripe-shaped double), SMTP (a local SMTP server) and a public URL, and a household
 * signs up through the API: its card saved with a SetupIntent, its first order authorised at
 * Stripe, its e-mail delivered over SMTP.
 */
const database = useChildServerDatabase('production');
let double: StripeDouble;
let smtp: SMTPServer;
const mail: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: 'sk_live_double' });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mail.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await double.close();
});

/** What Stripe.js does in the browser, after checking the browser is told to use Stripe. */
async function stripeCard(ask: HttpCaller, ok: ExpectOk): Promise<string> {
  const data = ok<{ gateway: { name: string; publishableKey: string; test: boolean } }>(
    await ask('GET', '/api/v1/signup/payment_data'),
  );
  expect(data.gateway).toMatchObject({ name: 'stripe', publishableKey: 'pk_live_double', test: false });
  return stripeElementsCard(double)(ask, ok);
}

describe(`production on Stripe, SMTP and courier events (${database.postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('starts, and a household signs up with its card saved at Stripe', { timeout: 300_000 }, async () => {
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const server = await database.startServer({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://fieldandplate.example',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_live_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_test',
      STRIPE_API_URL: double.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      COURIER_WEBHOOK_SECRET: '0123456789abcdef0123456789abcdef',
    });
    const email = `amara.${Date.now()}@example.com`;
    try {
      const ask = httpCaller({ url: server.url });
      const ok = expectOk(server.output);
      // Production: no test gateway, no test cards, Stripe's origins in the policy.
      expect((await ask('GET', '/api/v1/signup/test_payment_data')).status).toBe(404);
      const page = await fetch(`${server.url}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('script-src');
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);

      const payment = await signUpUntilPayment(ask, ok, email, stripeCard);
      const res = await ask('POST', '/api/v1/signup/complete', { ...payment, idempotencyKey: 'production-0001' });
      expect(res.status, `${JSON.stringify(res.json)}\n${server.output()}`).toBe(200);
      expect(res.json).toEqual({ redirect: '/signup/welcome' });

      // The household's e-mail leaves over SMTP (the welcome or order confirmation).
      const deadline = Date.now() + 60_000;
      while (!mail.some((m) => m.to.includes(email)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(
        mail.some((m) => m.to.includes(email)),
        server.output(),
      ).toBe(true);
    } finally {
      await stopChildServer(server);
    }

    await database.withDatabase(async ({ db }) => {
      const [order] = await db.select().from(orders);
      const [paid] = await db.select().from(payments);
      expect(order!.paymentId).toBe(paid!.id);
      // The first order authorised at Stripe, to be captured at its cutoff, with our key as Stripe's.
      const intent = double.paymentIntents.get(paid!.gatewayRef!)!;
      expect(intent).toMatchObject({ status: 'requires_capture', amount: paid!.amountCents, currency: 'cad' });
      expect(paid!.status).toBe('authorized');
      expect(double.requests.find((r) => r.path === '/v1/payment_intents')!.idempotencyKey).toBe(paid!.idempotencyKey);
      expect(double.customers.size).toBe(1);
    });
  });
});
