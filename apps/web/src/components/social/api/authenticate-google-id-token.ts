import { authenticateGoogleIdToken } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** One-tap's ID token, checked by the server, which signs the visitor in or up. */
export function sendGoogleIdToken(credential: string) {
  return call(authenticateGoogleIdToken, { credential });
}
