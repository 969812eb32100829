import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../../../../test/stripe-double.ts';
import { signupTestApp } from '../../signup/signup-test-helpers.ts';
import { paymentConfirmationCases } from '../../../../test/payment-confirmation-cases.ts';

// Decision 051: with Stripe (its double), whose PaymentIntent waits for the household's
// confirmation in the browser; Stripe.js's confirmCardPayment is the double's `authenticate`.
const START = '2026-11-22T18:00:00Z';
let double: StripeDouble;
const config: Record<string, string> = { PAYMENT_GATEWAY: 'stripe' };
beforeAll(async () => {
  double = await startStripeDouble();
  Object.assign(config, {
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_confirmation',
    STRIPE_API_URL: double.url,
  });
});
const app = signupTestApp(START, config);
afterAll(() => double.close());

describe('confirming a held charge, Stripe', () => {
  paymentConfirmationCases(
    app,
    () => ({
      async card(b, kind) {
        const setup = await b.post('/api/v1/payments/card_setup');
        expect(setup.statusCode, setup.body).toBe(200);
        const setupIntentId = (setup.json().clientSecret as string).split('_secret_')[0]!;
        double.confirmSetup(setupIntentId, kind === 'ok' ? 'pm_card_visa' : 'pm_card_authenticationRequired');
        return setupIntentId;
      },
      async confirm(_b, confirmation) {
        expect(confirmation).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_double' });
        double.authenticate(String(confirmation.clientSecret).split('_secret_')[0]!);
      },
      charges: async (key) =>
        [...double.paymentIntents.values()].filter(
          (pi) => (pi.metadata as Record<string, string> | undefined)?.idempotency_key === key,
        ).length,
    }),
    START,
  );
});
