import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PlanSelection } from './plans.ts';

const Code = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'discounts:errors.format');

/** URL parameters discount_code (or code), r and rid, as the web shell found them (SPEC.md §7). */
export const saveDiscountAndReferral = endpoint({
  method: 'POST',
  path: '/api/v1/sessions/save_discount_and_referral',
  summary: 'Hold the discount code and referral a visitor arrived with',
  input: z.object({
    code: Code.optional(),
    referral: Code.optional(),
    referralId: z.string().trim().max(40).optional(),
  }),
  output: z.object({ discountCode: z.string().nullable(), referralCode: z.string().nullable() }),
});

export const saveDiscountCode = endpoint({
  method: 'POST',
  path: '/api/v1/signup/save_discount_code',
  summary: 'Apply a promotion code to the signup (an empty code removes it)',
  input: z.object({ code: Code }),
  output: z.object({ discountCode: z.string().nullable() }),
});

export const checkSignupState = endpoint({
  method: 'GET',
  path: '/api/v1/sessions/check_signup_state',
  summary: 'What this visit holds for the signup: plan, discount code, referral, default offer',
  input: z.object({}),
  output: z.object({
    plan: PlanSelection.nullable(),
    discountCode: z.string().nullable(),
    referralCode: z.string().nullable(),
    /** FPFREEMEALS for the plans link under the immediate-billing flag when nothing else is held. */
    plansLinkCode: z.string().nullable(),
  }),
});
