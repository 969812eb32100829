import { PASSWORD_MIN_LENGTH } from '@fp/contracts';

export { PASSWORD_MIN_LENGTH };

/** SPEC.md §5, §9: names of at least 2 letters. */
export const NAME_MIN_LETTERS = 2;

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export type RegistrationField = keyof RegistrationValues;

/** The order of the form: the first field in error takes the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'acceptTerms',
];

/** The standard e-mail pattern the other forms use (SPEC.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

type Messages = Record<RegistrationField, string>;

/**
 * SPEC.md §5 before anything is sent: names of at least 2 letters, a valid e-mail, a password of
 * at least 10 characters and the terms accepted. Returns the message of each field in error.
 */
export function validateRegistration(
  values: RegistrationValues,
  messages: Messages,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (letters(values.firstName) < NAME_MIN_LETTERS) errors.firstName = messages.firstName;
  if (letters(values.lastName) < NAME_MIN_LETTERS) errors.lastName = messages.lastName;
  if (!isEmail(values.email)) errors.email = messages.email;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = messages.password;
  if (!values.acceptTerms) errors.acceptTerms = messages.acceptTerms;
  return errors;
}

export function firstInvalid(errors: Partial<Record<RegistrationField, unknown>>): RegistrationField | undefined {
  return REGISTRATION_FIELDS.find((field) => errors[field]);
}
