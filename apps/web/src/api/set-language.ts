import { setLanguage, type InputOf } from '@fp/contracts';
import { call } from '../lib/api.ts';

/** Stores the chosen language on the session (and the client's profile when signed in). */
export function saveLanguage(input: InputOf<typeof setLanguage>) {
  return call(setLanguage, input);
}
