import { useMutation } from '@tanstack/react-query';
import { resendEmailVerification } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendVerificationAgain() {
  return call(resendEmailVerification, {});
}

export function useResendCode() {
  return useMutation({ mutationFn: sendVerificationAgain });
}
