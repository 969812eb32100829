import { useMutation } from '@tanstack/react-query';
import { checkEmail } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function checkEmailAvailable(email: string) {
  return call(checkEmail, { email });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmailAvailable });
}
