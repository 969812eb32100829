import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A Canadian phone number, or undefined: E.164 for the courier, national format for people. */
export function canadianPhone(input: string): { e164: string; national: string } | undefined {
  const phone = parsePhoneNumberFromString(input.trim(), 'CA');
  if (!phone || phone.country !== 'CA' || !phone.isValid()) return undefined;
  return { e164: phone.number, national: phone.formatNational() };
}
