import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const CardBrandName = z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']);

/** All the application ever keeps of a card (issue 5): the gateway's token stays on the server. */
export const CardSummary = z.object({
  brand: CardBrandName,
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  postalCode: z.string(),
});
export type CardSummary = z.infer<typeof CardSummary>;

export const TEST_CARD_OUTCOMES = [
  'succeeds',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_required',
] as const;
export const TestCardOutcome = z.enum(TEST_CARD_OUTCOMES);
export type TestCardOutcome = z.infer<typeof TestCardOutcome>;

/** `authentication_required`: the bank wants the household to confirm the charge (3-D Secure). */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_required',
] as const;
export const DeclineCode = z.enum(DECLINE_CODES);
export type DeclineCode = z.infer<typeof DeclineCode>;

export const getTestPaymentData = endpoint({
  method: 'GET',
  path: '/api/v1/signup/test_payment_data',
  summary: 'The test gateway’s card numbers and what each does (404 in production)',
  tags: ['payments'],
  input: z.object({}),
  output: z.object({
    cards: z.array(
      z.object({
        /** Printed in groups of four, as on the card. */
        number: z.string(),
        brand: CardBrandName,
        outcome: TestCardOutcome,
        /** The outcome in the request's language. */
        label: z.string(),
      }),
    ),
  }),
});

export const getPaymentData = endpoint({
  method: 'GET',
  path: '/api/v1/signup/payment_data',
  summary: 'Where the browser tokenizes a card, and the signed-in client’s saved card if any',
  tags: ['payments'],
  input: z.object({}),
  output: z.object({
    gateway: z.object({
      name: z.string(),
      /** The gateway's public tokenization address, called by the browser directly. */
      tokenizeUrl: z.string(),
      publishableKey: z.string(),
      test: z.boolean(),
    }),
    card: CardSummary.nullable(),
  }),
});

/**
 * The built-in test gateway's tokenization call (DESIGN.md §7). It belongs to the gateway, not
 * to the application: the card number and CVC never reach /api/v1 nor the application's tables.
 * Semantic problems come back as field errors on number, expiry, cvc and postalCode.
 */
export const postTestGatewayToken = endpoint({
  method: 'POST',
  path: '/test-gateway/v1/tokens',
  summary: 'Test gateway: exchange card details for a token',
  tags: ['test-gateway'],
  input: z.object({
    publishableKey: z.string().max(100),
    number: z.string().max(30),
    expMonth: z.string().max(4),
    expYear: z.string().max(4),
    cvc: z.string().max(8),
    postalCode: z.string().max(10),
  }),
  output: z.object({ token: z.string(), card: CardSummary }),
});

/**
 * Starts saving a card at a gateway that saves cards itself (Stripe's SetupIntent, decision 051):
 * the browser confirms the card with Stripe.js using this secret, then sends the SetupIntent's id
 * as the payment token. 404 with the built-in test gateway.
 */
export const postCardSetup = endpoint({
  method: 'POST',
  path: '/api/v1/payments/card_setup',
  summary: 'Start saving a card with the gateway (Stripe SetupIntent)',
  tags: ['payments'],
  input: z.object({}),
  output: z.object({ clientSecret: z.string() }),
});
