import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChangePasswordRequest, PASSWORD_MAX_LENGTH } from '@fp/contracts/schemas';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useChangePassword } from '../api/queries.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { Notice, Section } from './form-parts.tsx';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmation: '' };

/** Change the password (current one required), or set a first one on a social-only account. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const link = useLink();
  const [values, setValues] = useState<Values>(EMPTY);
  const fields = hasPassword ? FIELDS : FIELDS.filter((f) => f !== 'currentPassword');
  const { id, fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors(fields);
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [visible, setVisible] = useState(false);
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const parsed = ChangePasswordRequest.safeParse(values);
    const found: Partial<Values> = parsed.success ? {} : fieldMessages(parsed.error, t);
    if (hasPassword && values.currentPassword === '') found.currentPassword = t('errors.currentRequired');
    if (Object.keys(found).length > 0 || !parsed.success) return showErrors(found);
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) return showErrors(error.fields);
        setFormError(error.message);
      },
    });
  };

  const input = (name: FieldName, autoComplete: string, hint?: string) => (
    <Field id={fieldId(name)} label={t(`account.password.${labels[name]}`)} hint={hint} error={errors[name]}>
      <input
        id={fieldId(name)}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        aria-required="true"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fieldId(name), hint !== undefined, errors[name])}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setSaved(false);
          clearError(name);
        }}
        className={`${inputClass} tablet:max-w-md`}
      />
    </Field>
  );

  return (
    <Section id={`${id}-title`} title={t(hasPassword ? 'account.password.title' : 'account.password.setTitle')}>
      <p className="text-ink-muted">{t(hasPassword ? 'account.password.intro' : 'account.password.setIntro')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {hasPassword && input('currentPassword', 'current-password')}
        {input('newPassword', 'new-password', t('account.password.newHint'))}
        {input('confirmation', 'new-password')}
        <label className="flex min-h-11 items-center gap-2 self-start">
          <input
            type="checkbox"
            checked={visible}
            onChange={(e) => setVisible(e.target.checked)}
            className="size-5 accent-kale"
          />
          <span>{t('account.password.show')}</span>
        </label>
        {saved && <Notice tone="success">{t('account.password.saved')}</Notice>}
        {formError && <Notice tone="error">{formError}</Notice>}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={change.isPending} className={buttonClass('primary')}>
            {change.isPending
              ? t('account.password.saving')
              : t(hasPassword ? 'account.password.save' : 'account.password.setSave')}
          </button>
          {hasPassword && (
            <Link to={link('password-new')} className="font-semibold text-kale underline underline-offset-4">
              {t('account.password.forgot')}
            </Link>
          )}
        </div>
      </form>
    </Section>
  );
}

const labels = { currentPassword: 'current', newPassword: 'new', confirmation: 'confirm' } as const;
