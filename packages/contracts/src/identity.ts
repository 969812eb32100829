import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** SPEC.md §9: at least 10 characters. The upper bound keeps hashing cheap to refuse abuse. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Query parameter of the link in the reset e-mail. */
export const RESET_TOKEN_PARAM = 'reset_password_token';

/** A same-site path (`/account`), never an address elsewhere (`//evil`, `https://…`, `/\evil`). */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers read a backslash as a slash, and control characters can hide a scheme.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

export const EmailAddress = z
  .string('identity:validation.emailRequired')
  .trim()
  .min(1, 'identity:validation.emailRequired')
  .max(254, 'identity:validation.email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'identity:validation.email');

/** A password being chosen: the rules of SPEC.md §5 with their messages. */
export const NewPassword = z
  .string('identity:validation.passwordRequired')
  .min(1, 'identity:validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'identity:validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'identity:validation.passwordTooLong');

const ReturnPath = z.string().max(2000).refine(isSafeReturnPath, 'identity:validation.returnPath');

export const SignInRequest = z.object({
  email: EmailAddress,
  password: z
    .string('identity:validation.passwordRequired')
    .min(1, 'identity:validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'identity:validation.passwordTooLong'),
  /** Where the browser wants to go after signing in (clientReturnTo); only same-site paths. */
  returnTo: ReturnPath.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Where the browser goes next. Not named `redirect`: the page reloads the session first. */
export const SignedIn = z.object({ signedIn: z.literal(true), location: z.string() });

export const signIn = endpoint({
  method: 'POST',
  path: '/api/v1/sessions/sign_in',
  summary: 'Sign a client in with e-mail and password; the session is rotated',
  input: SignInRequest,
  output: SignedIn,
});

export const getStoredLocation = endpoint({
  method: 'GET',
  path: '/api/v1/sessions/stored_location_before_login',
  summary: 'The page to return to after signing in, if one was saved',
  input: z.object({}),
  output: z.object({ location: z.string().nullable() }),
});

export const storeLocation = endpoint({
  method: 'POST',
  path: '/api/v1/sessions/stored_location_before_login',
  summary: 'Remember the page to return to after signing in (same-site paths only)',
  input: z.object({ location: ReturnPath }),
  output: z.object({ location: z.string() }),
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/v1/passwords/request_reset',
  summary: 'E-mail a reset link; the answer is the same whether or not the account exists',
  input: z.object({ email: EmailAddress }),
  output: z.object({ requested: z.literal(true) }),
});

const ResetToken = z.string().trim().min(1, 'identity:errors.resetLinkInvalid').max(200);

export const checkResetToken = endpoint({
  method: 'POST',
  path: '/api/v1/passwords/check_reset_token',
  summary: 'Whether a reset link can still be used (the token travels in the body, never in a URL)',
  input: z.object({ token: ResetToken }),
  output: z.object({ valid: z.literal(true) }),
});

export const ResetPasswordRequest = z
  .object({
    token: ResetToken,
    password: NewPassword,
    passwordConfirmation: z.string('identity:validation.confirmationRequired').max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'identity:validation.passwordMismatch',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/v1/passwords/reset',
  summary: 'Choose a new password with a reset link; ends other sessions and signs in',
  input: ResetPasswordRequest,
  output: SignedIn,
});
