import { useMutation } from '@tanstack/react-query';
import { createClient, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendRegistration(input: InputOf<typeof createClient>) {
  return call(createClient, input);
}

export function useCreateClient() {
  return useMutation({ mutationFn: sendRegistration });
}
