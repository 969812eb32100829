import { storeLocation } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Saves the page to come back to on the server too, for flows that leave the app (social sign-in). */
export function storeReturnLocation(location: string) {
  return call(storeLocation, { location });
}
