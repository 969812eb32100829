import { useMutation } from '@tanstack/react-query';
import { createReauthentication, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendReauthentication(input: InputOf<typeof createReauthentication>) {
  return call(createReauthentication, input);
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: sendReauthentication });
}
