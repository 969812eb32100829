import {
  finishPaymentConfirmation,
  postTestGatewayAuthentication,
  startPaymentConfirmation,
  type OutputOf,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';

export type ConfirmationOutcome = OutputOf<typeof finishPaymentConfirmation>;

/**
 * Confirms the charge the bank held for a week (3-D Secure, decision 051): the bank's step in the
 * browser, then the server reads the charge and bills the week by it. Never a new charge.
 */
export async function confirmHeldPayment(orderId: number, locale: Locale): Promise<ConfirmationOutcome> {
  const confirmation = await call(startPaymentConfirmation, { orderId });
  if (confirmation.gateway === 'stripe') {
    // Stripe.js only when a household confirms: never in the shared first-load chunk.
    const { confirmWithStripe } = await import('./confirm-with-stripe.ts');
    await confirmWithStripe(confirmation, locale);
  } else {
    // The test gateway's stand-in for the bank's confirmation page.
    await call(postTestGatewayAuthentication, { charge: confirmation.charge });
  }
  return call(finishPaymentConfirmation, { orderId });
}
