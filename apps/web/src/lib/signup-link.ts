import { useCurrentStep } from '../api/get-current-step.ts';
import { useLink, useLocale } from './locale.ts';
import { useSession } from './session.ts';

export interface SignupProgress {
  /** Where the signup link goes: the current step, with the held code. */
  path: string;
  /**
   * Signed in halfway through the signup: plan chosen and account created, not paid yet. A client
   * without a plan chosen (the demo households, an account opened elsewhere) is not in the funnel.
   */
  unfinished: boolean;
}

/**
 * SPEC.md §2: the signup link goes to the visitor's current step, with the held code (or
 * FPFREEMEALS under immediate billing). Until the server answers, it goes to the plans. A client
 * halfway through signup (account created, not paid) keeps that way back (issue 9).
 */
export function useSignupProgress(): SignupProgress {
  const locale = useLocale();
  const link = useLink();
  const { data } = useCurrentStep(locale, { staleTime: 30_000 });
  const { loggedIn } = useSession();
  const step = data?.step;
  return {
    path: data?.path ?? link('signup-plans'),
    unfinished: loggedIn && (step === 'delivery' || step === 'payment'),
  };
}
