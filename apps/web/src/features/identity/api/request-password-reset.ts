import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendPasswordResetRequest(email: string) {
  return call(requestPasswordReset, { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: sendPasswordResetRequest });
}
