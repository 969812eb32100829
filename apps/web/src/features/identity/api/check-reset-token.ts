import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkResetToken } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const resetTokenKeys = {
  all: endpointKey(checkResetToken),
  of: (token: string) => [...resetTokenKeys.all, token] as const,
};

export function fetchResetTokenCheck(token: string, signal?: AbortSignal) {
  return call(checkResetToken, { token }, { signal });
}

/** Asked once when the reset page opens; the answer is not kept after the page (gcTime 0). */
export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: resetTokenKeys.of(token),
    queryFn: ({ signal }) => fetchResetTokenCheck(token, signal),
    gcTime: 0,
    staleTime: Infinity,
  });
}

export function useResetTokenCheck(token: string | undefined) {
  return useQuery({ ...resetTokenQuery(token ?? ''), enabled: token !== undefined });
}
