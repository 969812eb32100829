import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * The household's choice about text messages (SPEC.md settings_communications). `offered` is
 * false where no SMS provider is set up (decision 050): no consent is asked, none recorded.
 */
export const SmsConsentStatus = z.object({ offered: z.boolean(), consented: z.boolean() });
export type SmsConsentStatus = z.infer<typeof SmsConsentStatus>;

export const getSmsConsent = endpoint({
  method: 'GET',
  path: '/api/v1/settings_communications/customer_sms_consent',
  summary: 'Whether text messages are offered, and whether the signed-in household agreed to them',
  input: z.object({}),
  output: SmsConsentStatus,
});

export const updateSmsConsent = endpoint({
  method: 'POST',
  path: '/api/v1/settings_communications/update_sms_consent',
  summary: 'Give or withdraw consent to text messages; refused (409) where none are offered',
  input: z.object({ consented: z.boolean() }),
  output: SmsConsentStatus,
});
