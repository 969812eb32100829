import { updatePairings, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Sets the pairings chosen with a recipe of the saved cart, with their quantities (0 removes one). */
export function sendPairings(input: InputOf<typeof updatePairings>) {
  return call(updatePairings, input);
}
