import type { DeclineCode } from '@fp/contracts';
import Stripe from 'stripe';
import { GatewayError, type GatewayErrorCode } from '../gateway.ts';

/**
 * Stripe's card errors as the reasons households already see (decision 051). Stripe puts the
 * reason in `decline_code` under `code: card_declined`, or in `code` itself for some.
 */
export function declineCodeOf(error: { code?: string | undefined; decline_code?: string | undefined }): DeclineCode {
  const reasons = [error.decline_code, error.code];
  if (reasons.includes('authentication_required')) return 'authentication_required';
  if (reasons.includes('insufficient_funds')) return 'insufficient_funds';
  if (reasons.includes('expired_card')) return 'expired_card';
  return 'card_declined';
}

/** The PaymentIntent a card error came with (Stripe sends it on declines of a confirmed intent). */
export function paymentIntentOf(error: Stripe.errors.StripeCardError): string | undefined {
  return error.payment_intent?.id;
}

/**
 * A Stripe error as the port's definite refusal, or the error itself when the outcome is unknown
 * (a dropped connection, a timeout, Stripe's own 500s): the caller keeps the payment pending and
 * asks again with the same idempotency key (decision 011).
 */
export function refusalOf(error: unknown, invalidState: GatewayErrorCode): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new GatewayError('idempotency_mismatch');
  if (
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    // Refused before anything was done: nothing exists at Stripe, a later try may pass.
    return new GatewayError('unavailable');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return new GatewayError('invalid_token');
    if (
      error.code === 'payment_intent_unexpected_state' ||
      error.code === 'charge_already_refunded' ||
      error.code === 'charge_not_refundable' ||
      error.code === 'amount_too_large'
    ) {
      return new GatewayError(invalidState);
    }
    return new GatewayError('invalid_token');
  }
  return error;
}
