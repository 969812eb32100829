import { useMutation } from '@tanstack/react-query';
// The contact page is lazily loaded and validates with the contract's schema (decision 005).
import { postContact, type InputOf } from '@fp/contracts/schemas';
import { call } from '../../../lib/api.ts';

export function sendContact(input: InputOf<typeof postContact>) {
  return call(postContact, input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
