import { useMutation, useQuery } from '@tanstack/react-query';
import { getAdminHome, getRecentAudit, staffSignIn, staffSignOut, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function useAdminHome() {
  return useQuery({
    queryKey: ['admin', 'home'],
    queryFn: ({ signal }) => call(getAdminHome, {}, { signal }),
    staleTime: 0,
  });
}

export function useRecentAudit(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ signal }) => call(getRecentAudit, { limit: 25 }, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: (input: InputOf<typeof staffSignIn>) => call(staffSignIn, input) });
}

export function useStaffSignOut() {
  return useMutation({ mutationFn: () => call(staffSignOut, {}) });
}
