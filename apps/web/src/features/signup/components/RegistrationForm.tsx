import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useCheckEmail } from '../api/check-email.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { Field, FieldError, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import {
  PASSWORD_MIN_LENGTH,
  REGISTRATION_FIELDS,
  firstInvalid,
  isEmail,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registration-validation.ts';

type Errors = Partial<Record<RegistrationField, string>>;

const EMPTY: RegistrationValues = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };

function isRegistrationField(name: string): name is RegistrationField {
  return (REGISTRATION_FIELDS as readonly string[]).includes(name);
}

/**
 * Step 2 of the signup (SPEC.md §2, §5): names, e-mail (checked as soon as it is left), password
 * and the terms. Field errors, the browser's or the server's, sit under their field and the first
 * one takes the focus. On success the account is signed in and `onCreated` gets the next page.
 */
export function RegistrationForm({ onCreated }: { onCreated: (next: string) => void | Promise<void> }) {
  const { t } = useTranslation('signup');
  const link = useLink();
  const id = useId();
  const fieldId = (field: RegistrationField) => `${id}-${field}`;
  const refs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const messages = {
    firstName: t('registration.errors.firstName'),
    lastName: t('registration.errors.lastName'),
    email: t('registration.errors.email'),
    password: t('registration.errors.password', { count: PASSWORD_MIN_LENGTH }),
    acceptTerms: t('registration.errors.acceptTerms'),
  };

  const emailCheck = useCheckEmail();
  const create = useCreateClient();

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = firstInvalid(next);
    if (first) refs.current[first]?.focus();
  };

  const update = <K extends RegistrationField>(field: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'email') setEmailTaken(null);
  };

  const checkEmailOnBlur = () => {
    const email = values.email.trim();
    if (!isEmail(email)) return;
    emailCheck.mutate(email, {
      onSuccess: ({ available }) => {
        // The answer only counts if the field still holds the e-mail that was checked.
        if (!available) setEmailTaken(email);
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const next = validateRegistration(values, messages);
    if (emailTaken !== null && emailTaken === values.email.trim() && !next.email) {
      next.email = t('registration.errors.emailInUse');
    }
    if (firstInvalid(next)) return showErrors(next);
    setErrors({});
    const input = {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    create.mutate(input, {
      onSuccess: ({ next: path }) => void onCreated(path),
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        if (error instanceof ApiError) {
          if (error.code === 'email_in_use') setEmailTaken(input.email);
          const fields: Errors = {};
          for (const [name, message] of Object.entries(error.fields)) {
            if (isRegistrationField(name)) fields[name] = message;
          }
          if (firstInvalid(fields)) return showErrors(fields);
          setFormError(error.message);
          return;
        }
        setFormError(t('errors.internal'));
      },
    });
  };

  const emailInUse = emailTaken !== null && emailTaken === values.email.trim();
  const emailError = errors.email ?? (emailInUse ? t('registration.errors.emailInUse') : undefined);
  const signInLink = (
    <Link to={link('sign-in')} className="font-semibold text-kale underline underline-offset-4">
      {t('registration.signInToContinue')}
    </Link>
  );

  const textInput = (
    field: 'firstName' | 'lastName' | 'email',
    label: string,
    extra: { type?: string; autoComplete: string; hint?: string; inputMode?: 'email' },
    error: string | undefined,
    errorContent?: ReactNode,
  ) => (
    <Field id={fieldId(field)} label={label} hint={extra.hint} error={errorContent ?? error}>
      <input
        ref={(el) => {
          refs.current[field] = el;
        }}
        id={fieldId(field)}
        name={field}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        maxLength={field === 'email' ? 254 : 100}
        value={values[field]}
        onChange={(e) => update(field, e.target.value)}
        onBlur={field === 'email' ? checkEmailOnBlur : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId(field), Boolean(extra.hint), error)}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm tablet:p-8">
      <div className="grid gap-5 tablet:grid-cols-2">
        {textInput('firstName', t('registration.firstName'), { autoComplete: 'given-name' }, errors.firstName)}
        {textInput('lastName', t('registration.lastName'), { autoComplete: 'family-name' }, errors.lastName)}
      </div>
      {textInput(
        'email',
        t('registration.email'),
        { type: 'email', autoComplete: 'email', inputMode: 'email', hint: t('registration.emailHint') },
        emailError,
        emailError ? (
          <>
            {emailError}
            {emailInUse ? <> {signInLink}</> : null}
          </>
        ) : undefined,
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId('password')} className="font-semibold text-ink">
          {t('registration.password')}
        </label>
        <p id={`${fieldId('password')}-hint`} className="text-sm text-ink-muted">
          {t('registration.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        </p>
        <div className="flex gap-2">
          <input
            ref={(el) => {
              refs.current.password = el;
            }}
            id={fieldId('password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={200}
            value={values.password}
            onChange={(e) => update('password', e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(fieldId('password'), true, errors.password)}
            className={inputClass}
          />
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-controls={fieldId('password')}
            className={buttonClass('secondary', 'shrink-0 px-3')}
          >
            {showPassword ? t('registration.hidePassword') : t('registration.showPassword')}
          </button>
        </div>
        <FieldError id={fieldId('password')}>{errors.password}</FieldError>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            ref={(el) => {
              refs.current.acceptTerms = el;
            }}
            id={fieldId('acceptTerms')}
            name="acceptTerms"
            type="checkbox"
            checked={values.acceptTerms}
            onChange={(e) => update('acceptTerms', e.target.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy(fieldId('acceptTerms'), false, errors.acceptTerms)}
            className="mt-0.5 size-5 shrink-0 accent-kale"
          />
          <label htmlFor={fieldId('acceptTerms')} className="text-sm">
            {withSlots(t('registration.acceptTerms'), {
              terms: (
                <Link to={link('terms')} target="_blank" className="text-kale underline underline-offset-4">
                  {t('registration.terms')}
                </Link>
              ),
              privacy: (
                <Link to={link('privacy')} target="_blank" className="text-kale underline underline-offset-4">
                  {t('registration.privacy')}
                </Link>
              ),
            })}
          </label>
        </div>
        <FieldError id={fieldId('acceptTerms')}>{errors.acceptTerms}</FieldError>
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-salmon-light px-3 py-2 text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending}
        className={buttonClass('primary', 'w-full tablet:w-auto tablet:self-start')}
      >
        {create.isPending ? t('registration.submitting') : t('registration.submit')}
      </button>
      <p className="text-sm">
        {t('registration.haveAccount')}{' '}
        <Link to={link('sign-in')} className="font-semibold text-kale underline underline-offset-4">
          {t('registration.signIn')}
        </Link>
      </p>
    </form>
  );
}
