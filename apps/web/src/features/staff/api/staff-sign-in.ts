import { useMutation } from '@tanstack/react-query';
import { staffSignIn, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendStaffSignIn(input: InputOf<typeof staffSignIn>) {
  return call(staffSignIn, input);
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: sendStaffSignIn });
}
