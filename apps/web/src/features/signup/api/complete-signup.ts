import { completeSignup, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** The checkout call; use-checkout.ts holds the once-at-a-time and idempotency-key rules around it. */
export function sendCompleteSignup(input: InputOf<typeof completeSignup>) {
  return call(completeSignup, input);
}
