import { recordAddressAttempt } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Tells the server what was typed when no address matched (for the team's coverage list). */
export function recordAttempt(query: string) {
  return call(recordAddressAttempt, { query });
}
