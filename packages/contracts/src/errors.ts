import { z } from 'zod';

/** Error codes the API may answer with; each has a message in the `common` or a feature catalogue. */
export const COMMON_ERROR_CODES = [
  'require_login',
  'forbidden',
  'not_found',
  'route_not_found',
  'validation',
  'csrf',
  'rate_limited',
  'conflict',
  'internal',
  'unavailable',
  'payload_too_large',
  'unsupported_media_type',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** The feature modules' error codes (rules refused, states that do not allow a call). */
export const FEATURE_ERROR_CODES = [
  'account_closed',
  'add_failed',
  'addition_being_paid',
  'addition_replaced',
  'account_paused',
  'address_required',
  'address_unresolvable',
  'already_signed_in',
  'already_subscribed',
  'already_verified',
  'checkout_in_progress',
  'cutoff_passed',
  'edit_session_moved',
  'email_in_use',
  'idempotency_conflict',
  'incorrect_password',
  'invalid_signature',
  'invalid_code',
  'invalid_credentials',
  'invalid_payment_method',
  'invalid_plan',
  'invalid_publishable_key',
  'invalid_selection',
  'invalid_signature',
  'invalid_start_date',
  'menu_not_found',
  'menu_unavailable',
  'no_content',
  'no_dates',
  'no_password',
  'no_payment_method',
  'not_capturable',
  'no_open_order',
  'order_changed',
  'order_not_editable',
  'order_skipped',
  'out_of_area',
  'password_save_failed',
  'payment_declined',
  'payment_not_held',
  'payment_unavailable',
  'plan_meal_count',
  'price_changed',
  'product_unavailable',
  'reauthentication_failed',
  'reauthentication_required',
  'reset_blocked',
  'reset_link_invalid',
  'signup_step_missing',
  'slot_unavailable',
  'sms_not_offered',
  'social_removal_refused',
  'social_unlink_refused',
  'sold_out',
  'too_many_attempts',
  'too_many_pending_additions',
  'verification_failed',
] as const;

/** Every code the API answers with: the server raises only these, the web compares against them. */
export const API_ERROR_CODES = [...COMMON_ERROR_CODES, ...FEATURE_ERROR_CODES] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Failures the browser sees without an answer from the API. */
export const CLIENT_ERROR_CODES = ['network', 'timeout'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/** DESIGN.md §4: every failure has this shape; `message` is in the request's language. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Data some codes carry for the caller (`sold_out`: the items and their substitutes), typed by the feature's contract. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  redirect: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A reply that moves the browser elsewhere (SPEC.md §8). */
export const RedirectBody = z.object({ redirect: z.string() });
