import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

/**
 * Environment variables of the text messages (decision 050): Twilio's account, its secret and the
 * number the texts come from. Without them, development and tests keep texts in the outbox and
 * production sends none and offers no SMS consent.
 */
export const SMS_ENV = {
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-zA-Z]{32}$/, 'must be a Twilio account SID (AC followed by 32 characters)')
    .optional(),
  TWILIO_AUTH_TOKEN: optional,
  /** A Twilio phone number in E.164 form (+15145550142) or a messaging service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-zA-Z]{32})$/,
      'must be a phone number like +15145550142 or a messaging service SID',
    )
    .optional(),
  /** Tests only: the origin of a local stand-in for Twilio's API (refused in production). */
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type SmsEnv = z.output<z.ZodObject<typeof SMS_ENV>>;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where Twilio's API is reached instead of https://api.twilio.com (a local double). */
  apiUrl?: string;
}

export interface SmsConfig {
  /** Absent: no SMS provider. */
  twilio?: TwilioSettings;
}

export function smsConfig(env: SmsEnv): SmsConfig {
  const parts = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (parts.every((p) => p === undefined)) return {};
  // Half a set-up would silently send nothing: say which variable is missing.
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: is missing (Twilio needs all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM)`).join('\n')}`,
    );
  }
  return {
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
      ...(env.TWILIO_API_URL ? { apiUrl: env.TWILIO_API_URL.replace(/\/$/, '') } : {}),
    },
  };
}
