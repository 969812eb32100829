import { useState } from 'react';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { EmailField, PasswordField } from './auth-form.tsx';
import { useFieldErrors, type FieldErrors } from './use-field-errors.ts';

const FIELDS = ['email', 'password'] as const;
type CredentialField = (typeof FIELDS)[number];

/**
 * The state of an e-mail and password sign-in (clients and staff): the two values, their field
 * errors, and the message above the form when the server refuses.
 */
export function useCredentials() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | undefined>();
  const fields = useFieldErrors(FIELDS);

  /**
   * The server said no. Field errors go under their fields; anything else goes above the form
   * (announced by its alert region), the password is emptied and takes the focus to try again.
   */
  const refused = (error: Error, fallback: string) => {
    if (error instanceof ApiRedirect) return;
    if (error instanceof ApiError && (error.fields.email || error.fields.password)) {
      fields.showErrors({ email: error.fields.email, password: error.fields.password });
      return;
    }
    setPassword('');
    setFormError(error.message || fallback);
    document.getElementById(fields.fieldId('password'))?.focus();
  };

  /** Before a new try: no message left from the last one. Returns false (and shows them) when fields are wrong. */
  const check = (errors: FieldErrors<CredentialField>) => {
    setFormError(undefined);
    if (Object.values(errors).some(Boolean)) {
      fields.showErrors(errors);
      return false;
    }
    fields.setErrors({});
    return true;
  };

  return { email, setEmail, password, setPassword, formError, fields, refused, check };
}

export type Credentials = ReturnType<typeof useCredentials>;

/** The e-mail and password fields of a sign-in form, tied to `useCredentials`. */
export function CredentialFields({
  form,
  labels,
  passwordMaxLength,
}: {
  form: Credentials;
  labels: { email: string; password: string; showPassword: string };
  passwordMaxLength: number;
}) {
  const { fieldId, errors, clearError } = form.fields;
  return (
    <>
      <EmailField
        id={fieldId('email')}
        name="email"
        autoComplete="username"
        aria-required="true"
        label={labels.email}
        value={form.email}
        error={errors.email}
        onChange={(e) => {
          form.setEmail(e.target.value);
          clearError('email');
        }}
      />
      <PasswordField
        id={fieldId('password')}
        name="password"
        autoComplete="current-password"
        maxLength={passwordMaxLength}
        aria-required="true"
        label={labels.password}
        showLabel={labels.showPassword}
        value={form.password}
        error={errors.password}
        onChange={(e) => {
          form.setPassword(e.target.value);
          clearError('password');
        }}
      />
    </>
  );
}
