import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * What the browser needs to confirm a charge the bank held (3-D Secure, decision 051): Stripe's
 * PaymentIntent secret for Stripe.js, or the test gateway's simulated confirmation step.
 */
export const ChargeConfirmation = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('stripe'), clientSecret: z.string(), publishableKey: z.string() }),
  z.object({ gateway: z.literal('test'), charge: z.string() }),
]);
export type ChargeConfirmation = z.infer<typeof ChargeConfirmation>;

export const startPaymentConfirmation = endpoint({
  method: 'POST',
  path: '/api/v1/orders/payment_confirmation/start',
  summary: 'For an order whose bank asked to confirm the charge: what the browser needs to confirm that very charge',
  input: z.object({ orderId: z.number().int().positive() }),
  output: ChargeConfirmation,
});

export const finishPaymentConfirmation = endpoint({
  method: 'POST',
  path: '/api/v1/orders/payment_confirmation/finish',
  summary:
    'After the household confirmed in the browser: the charge is read at the gateway and, when it succeeded, the order is billed once. Never charges again.',
  input: z.object({ orderId: z.number().int().positive() }),
  output: z.object({ status: z.enum(['billed', 'failed']), failureCode: z.string().nullable() }),
});

/** Test gateway: the household passed the bank's confirmation of a held charge. */
export const postTestGatewayAuthentication = endpoint({
  method: 'POST',
  path: '/test-gateway/v1/charges/authenticate',
  summary: 'Test gateway: the household confirms a charge its bank held (simulated 3-D Secure)',
  tags: ['test-gateway'],
  input: z.object({ charge: z.string().min(1).max(100) }),
  output: z.object({ status: z.string() }),
});
