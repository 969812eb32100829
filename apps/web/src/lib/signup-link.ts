import { useQuery } from '@tanstack/react-query';
import { getCurrentStep } from '@fp/contracts';
import { call } from './api.ts';
import { useLink, useLocale } from './locale.ts';
import { useSession } from './session.ts';

export const SIGNUP_STEP_QUERY_KEY = ['signup', 'current-step'] as const;

/**
 * SPEC.md §2: the signup link goes to the visitor's current step, with the held code (or
 * FPFREEMEALS under immediate billing). Until the server answers, it goes to the plans.
 */
export function useSignupPath(): string {
  const { loggedIn } = useSession();
  const locale = useLocale();
  const link = useLink();
  const { data } = useQuery({
    queryKey: [...SIGNUP_STEP_QUERY_KEY, locale],
    queryFn: ({ signal }) => call(getCurrentStep, {}, { signal }),
    enabled: !loggedIn,
    staleTime: 30_000,
  });
  return data?.path ?? link('signup-plans');
}
