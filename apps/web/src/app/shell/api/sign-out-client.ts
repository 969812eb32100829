import { signOutClient } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendSignOut() {
  return call(signOutClient, {});
}
