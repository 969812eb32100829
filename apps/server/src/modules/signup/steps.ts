import type { SignupStep } from '@fp/contracts';
import { href, type Locale } from '@fp/i18n';

export interface FunnelFacts {
  signedIn: boolean;
  hasPlan: boolean;
  /** Address saved and a first delivery slot chosen. */
  hasDelivery: boolean;
  subscribed: boolean;
}

/** The first step not done yet: plan, then account, then delivery, then payment. */
export function currentStep(f: FunnelFacts): SignupStep {
  if (f.subscribed) return 'welcome';
  if (!f.hasPlan) return 'plans';
  if (!f.signedIn) return 'registration';
  if (!f.hasDelivery) return 'delivery';
  return 'payment';
}

const ROUTES = {
  plans: 'signup-plans',
  registration: 'signup-registration',
  delivery: 'signup-delivery',
  payment: 'signup-payment',
  welcome: 'signup-welcome',
} as const satisfies Record<SignupStep, string>;

/** SPEC.md §2: the signup link goes to the current step, with ?discount_code= when a code is held. */
export function stepPath(step: SignupStep, locale: Locale, discountCode: string | null): string {
  return href(ROUTES[step], locale, {}, discountCode && step !== 'welcome' ? { discount_code: discountCode } : {});
}
