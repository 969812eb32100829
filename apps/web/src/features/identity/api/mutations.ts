import { useMutation } from '@tanstack/react-query';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  signIn,
  storeLocation,
  type InputOf,
} from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function useSignIn() {
  return useMutation({ mutationFn: (input: InputOf<typeof signIn>) => call(signIn, input) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => call(requestPasswordReset, { email }) });
}

export function useCheckResetToken() {
  return useMutation({ mutationFn: (token: string) => call(checkResetToken, { token }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: InputOf<typeof resetPassword>) => call(resetPassword, input) });
}

/** Saves the page to come back to on the server too, for flows that leave the app (social sign-in). */
export function storeReturnLocation(location: string) {
  return call(storeLocation, { location });
}
