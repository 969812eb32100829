import { useMutation } from '@tanstack/react-query';
import { postNewsletter, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendNewsletterSignup(input: InputOf<typeof postNewsletter>) {
  return call(postNewsletter, input);
}

export function useNewsletterSignup() {
  return useMutation({ mutationFn: sendNewsletterSignup });
}
