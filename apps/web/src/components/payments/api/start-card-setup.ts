import { postCardSetup } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Starts saving a card with Stripe: the SetupIntent's client secret, for Stripe.js to confirm. */
export function startCardSetup(): Promise<{ clientSecret: string }> {
  return call(postCardSetup, {});
}
