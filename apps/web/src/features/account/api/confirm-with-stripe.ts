import { loadStripe } from '@stripe/stripe-js/pure';
import type { Locale } from '@fp/i18n';

/**
 * Stripe.js shows the bank's confirmation for the PaymentIntent. Its refusal is not thrown: the
 * server reads the PaymentIntent afterwards and says whether the week is paid.
 */
export async function confirmWithStripe(
  confirmation: { clientSecret: string; publishableKey: string },
  locale: Locale,
): Promise<void> {
  const stripe = await loadStripe(confirmation.publishableKey, { locale: locale === 'fr' ? 'fr-CA' : 'en' });
  if (!stripe) throw new Error('Stripe.js did not load');
  await stripe.confirmCardPayment(confirmation.clientSecret);
}
