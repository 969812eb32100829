import { SIGNUP_STEPS, type SignupStep } from '@fp/contracts';

const order = (step: SignupStep) => SIGNUP_STEPS.indexOf(step);

/**
 * Whether a visitor whose progress is `current` may see the page of step `page`; if not, they go
 * to their current step's page. Behind (no plan yet, no account...) → back to what is missing;
 * already subscribed → welcome; an account exists → the registration form has nothing to do.
 * Going back to an earlier completed step (delivery from payment) stays allowed.
 */
export function mustLeave(page: SignupStep, current: SignupStep): boolean {
  if (page === current) return false;
  if (current === 'welcome') return true;
  if (order(current) < order(page)) return true;
  return page === 'registration' || page === 'welcome';
}
