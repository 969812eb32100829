import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlag, SessionData } from '@fp/contracts';
import { sessionDataKeys, sessionDataQuery } from '../api/get-session-data.ts';

export const SESSION_QUERY_KEY = sessionDataKeys.all;

/** Session data (SPEC.md §3), fetched once and kept until something reloads it (login, logout, language). */
export function useSessionQuery() {
  return useQuery(sessionDataQuery());
}

/** The loaded session; the shell renders pages only once it is there. */
export function useSession(): SessionData {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useSession used before the session loaded');
  return data;
}

/** Flag answers come with the session and stay until it reloads (SPEC.md §6). */
export function useFlag(flag: FeatureFlag): boolean {
  return useSession().flags[flag] === true;
}

export function useReloadSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
