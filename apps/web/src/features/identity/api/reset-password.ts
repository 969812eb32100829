import { useMutation } from '@tanstack/react-query';
import { resetPassword, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendPasswordReset(input: InputOf<typeof resetPassword>) {
  return call(resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: sendPasswordReset });
}
