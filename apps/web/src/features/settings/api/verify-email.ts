import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmail } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { emailVerificationKeys } from './get-email-verification.ts';

export function sendVerificationCode(code: string) {
  return call(verifyEmail, { code });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationCode,
    onSuccess: () =>
      client.setQueryData(
        emailVerificationKeys.all,
        (s: { email: string } | undefined) => s && { ...s, verified: true },
      ),
  });
}
