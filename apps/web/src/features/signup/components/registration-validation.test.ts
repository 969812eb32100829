import { describe, expect, it } from 'vitest';
import { firstInvalid, validateRegistration, type RegistrationValues } from './registration-validation.ts';

const messages = {
  firstName: 'first',
  lastName: 'last',
  email: 'email',
  password: 'password',
  acceptTerms: 'terms',
};

const valid: RegistrationValues = {
  firstName: 'Émilie',
  lastName: 'Tremblay',
  email: 'emilie@example.ca',
  password: '0123456789',
  acceptTerms: true,
};

describe('registration validation (SPEC.md §5)', () => {
  it('accepts a complete form, accented names included', () => {
    expect(validateRegistration(valid, messages)).toEqual({});
    expect(validateRegistration({ ...valid, firstName: 'Zoë', lastName: "O'Neil" }, messages)).toEqual({});
  });

  it('needs two letters in each name, not digits or spaces', () => {
    expect(validateRegistration({ ...valid, firstName: 'A', lastName: ' 1 2 ' }, messages)).toEqual({
      firstName: 'first',
      lastName: 'last',
    });
    expect(validateRegistration({ ...valid, firstName: 'Al' }, messages)).toEqual({});
  });

  it('needs a valid e-mail, a password of 10 characters and the terms', () => {
    const errors = validateRegistration(
      { ...valid, email: 'emilie@example', password: '123456789', acceptTerms: false },
      messages,
    );
    expect(errors).toEqual({ email: 'email', password: 'password', acceptTerms: 'terms' });
    expect(validateRegistration({ ...valid, email: ' emilie@example.ca ' }, messages)).toEqual({});
  });

  it('names the first invalid field in the order of the form', () => {
    expect(firstInvalid({ acceptTerms: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid({})).toBeUndefined();
  });
});
