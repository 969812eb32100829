import { describe, expect } from 'vitest';
import { gatewayChargesFor } from '../../../../test/fixtures.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { paymentConfirmationCases } from '../../../../test/payment-confirmation-cases.ts';

// Decision 051: with the test gateway, whose card 4000 0027 6000 3184 asks to confirm every charge.
const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
const { cardToken } = signupSteps(app);

describe('confirming a held charge, test gateway', () => {
  paymentConfirmationCases(
    app,
    () => ({
      card: (b, kind) => cardToken(b, kind === 'ok' ? '4242424242424242' : '4000002760003184'),
      async confirm(b, confirmation) {
        expect(confirmation.gateway).toBe('test');
        const res = await b.post('/test-gateway/v1/charges/authenticate', { charge: confirmation.charge });
        expect(res.statusCode, res.body).toBe(200);
      },
      charges: async (key) => (await gatewayChargesFor(app().database.db, key)).length,
    }),
    START,
  );
});
