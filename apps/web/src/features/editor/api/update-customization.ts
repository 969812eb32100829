import { updateCustomization, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** Chooses a recipe's customisation in the saved cart (null: the standard recipe). */
export function sendCustomization(input: InputOf<typeof updateCustomization>) {
  return call(updateCustomization, input);
}
