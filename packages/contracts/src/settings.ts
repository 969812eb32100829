import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity.ts';
import { SocialProvider } from './social.ts';
/** SPEC.md §4: re-authentication for settings lasts this long. */
export const REAUTH_WINDOW_MINUTES = 15;
export const VERIFICATION_CODE_LENGTH = 6;

/** SPEC.md §5: names have at least 2 letters (in any alphabet). */
const personName = (message: string) =>
  z
    .string()
    .trim()
    .max(60, 'settings:errors.nameTooLong')
    .refine((s) => (s.match(/\p{L}/gu) ?? []).length >= 2, message);

export const SettingsAccount = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A social-only account has none until it chooses one here. */
  hasPassword: z.boolean(),
  providers: z.array(SocialProvider),
});
export type SettingsAccount = z.infer<typeof SettingsAccount>;

export const getSettingsAccount = endpoint({
  method: 'GET',
  path: '/api/v1/settings_account/show',
  summary: "The signed-in client's name, e-mail, whether a password is set and the linked providers",
  input: z.object({}),
  output: SettingsAccount,
});

export const UpdateNameRequest = z.object({
  firstName: personName('settings:errors.firstName'),
  lastName: personName('settings:errors.lastName'),
});

export const updateSettingsAccount = endpoint({
  method: 'POST',
  path: '/api/v1/settings_account/update',
  summary: "Change the signed-in client's first and last name",
  input: UpdateNameRequest,
  output: SettingsAccount,
});

/**
 * SPEC.md §5: at least 10 characters, different from the current one, confirmed. The current
 * password may be empty only for an account that has none yet (checked by the server).
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
    newPassword: z
      .string()
      .min(1, 'settings:errors.newPasswordRequired')
      .min(PASSWORD_MIN_LENGTH, 'settings:errors.passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'settings:errors.passwordTooLong'),
    confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword !== '' && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'settings:errors.passwordSame' });
    }
    if (v.confirmation !== v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'settings:errors.passwordMismatch' });
    }
  });

export const updateSettingsPassword = endpoint({
  method: 'POST',
  path: '/api/v1/settings_account/update_password',
  summary: 'Change (or set, for a social-only account) the password; other sessions end',
  input: ChangePasswordRequest,
  output: z.object({ updated: z.literal(true) }),
});

export const removeSettingsProvider = endpoint({
  method: 'POST',
  path: '/api/v1/settings_account/remove_provider',
  summary: 'Unlink a social provider; refused while the account has no password',
  input: z.object({ provider: SocialProvider }),
  output: SettingsAccount,
});

export const checkSettingsAuthenticated = endpoint({
  method: 'GET',
  path: '/api/v1/sessions/check_settings_authenticated',
  summary: 'Whether protected settings tabs may open without asking for the password again',
  input: z.object({}),
  output: z.object({ settingsAuthenticated: z.boolean() }),
});

export const newReauthentication = endpoint({
  method: 'GET',
  path: '/api/v1/reauthentications/new',
  summary: 'What the password dialog shows: e-mail, whether a password is set, linked providers',
  input: z.object({}),
  output: z.object({ email: z.string(), password: z.boolean(), providers: z.array(SocialProvider) }),
});

export const ReauthenticationRequest = z.object({
  email: z.string().trim().max(254),
  password: z.string().min(1, 'settings:reauth.errors.passwordRequired').max(PASSWORD_MAX_LENGTH),
  /** Where to go afterwards: a path on this site. */
  url: z.string().max(2000).default(''),
});

export const createReauthentication = endpoint({
  method: 'POST',
  path: '/api/v1/reauthentications/create',
  summary: 'Confirm the password for settings; answers the (same-site) address to return to',
  input: ReauthenticationRequest,
  output: z.object({ url: z.string() }),
});

export const getEmailVerification = endpoint({
  method: 'GET',
  path: '/api/v1/email_verification/show',
  summary: "The signed-in client's e-mail and whether it is verified",
  input: z.object({}),
  output: z.object({ email: z.string(), verified: z.boolean() }),
});

export const VerifyEmailRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'settings:verification.errors.codeFormat'),
});

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/v1/email_verification/verify',
  summary: 'Check the 6-digit code sent by e-mail and mark the address verified',
  input: VerifyEmailRequest,
  output: z.object({ verified: z.literal(true) }),
});

export const resendEmailVerification = endpoint({
  method: 'POST',
  path: '/api/v1/email_verification/resend',
  summary: 'Send a new verification code (at most one a minute and five an hour)',
  input: z.object({}),
  output: z.object({ sent: z.literal(true) }),
});
