import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecentAudit } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

/** How many audit entries the staff home lists. */
const RECENT = 25;

export const recentAuditKeys = {
  all: endpointKey(getRecentAudit),
  of: (limit: number) => [...recentAuditKeys.all, limit] as const,
};

export function fetchRecentAudit(limit: number, signal?: AbortSignal) {
  return call(getRecentAudit, { limit }, { signal });
}

export function recentAuditQuery(limit = RECENT) {
  return queryOptions({
    queryKey: recentAuditKeys.of(limit),
    queryFn: ({ signal }) => fetchRecentAudit(limit, signal),
  });
}

export function useRecentAudit(enabled: boolean) {
  return useQuery({ ...recentAuditQuery(), enabled });
}
