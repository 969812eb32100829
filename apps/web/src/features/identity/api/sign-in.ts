import { useMutation } from '@tanstack/react-query';
import { signIn, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendSignIn(input: InputOf<typeof signIn>) {
  return call(signIn, input);
}

export function useSignIn() {
  return useMutation({ mutationFn: sendSignIn });
}
