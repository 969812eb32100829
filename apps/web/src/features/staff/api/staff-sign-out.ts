import { useMutation } from '@tanstack/react-query';
import { staffSignOut } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendStaffSignOut() {
  return call(staffSignOut, {});
}

export function useStaffSignOut() {
  return useMutation({ mutationFn: sendStaffSignOut });
}
