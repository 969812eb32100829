import { updateQuantity, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Saves the draft's quantities at once (0 removes an item); answers the new version, cart and summary. */
export function sendQuantities(input: InputOf<typeof updateQuantity>) {
  return call(updateQuantity, input);
}
