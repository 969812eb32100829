import { useState, type FormEvent } from 'react';
// Validated with the contract's schema: this page is its own lazily loaded chunk (decision 005).
import { UpdateNameRequest, type SettingsAccount } from '@fp/contracts/schemas';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useUpdateName } from '../api/queries.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { Notice, Section } from './form-parts.tsx';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

const FIELDS = ['firstName', 'lastName'] as const;
type FieldName = (typeof FIELDS)[number];

export function NameSection({ account }: { account: SettingsAccount }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState({ firstName: account.firstName, lastName: account.lastName });
  const { id, fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useUpdateName();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const parsed = UpdateNameRequest.safeParse(values);
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, t));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (account) => {
        setValues({ firstName: account.firstName, lastName: account.lastName });
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) return showErrors(error.fields);
        setFormError(error.message);
      },
    });
  };

  const input = (name: FieldName, autoComplete: string) => (
    <Field id={fieldId(name)} label={t(`account.name.${name}`)} error={errors[name]}>
      <input
        id={fieldId(name)}
        name={name}
        type="text"
        autoComplete={autoComplete}
        maxLength={60}
        aria-required="true"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fieldId(name), false, errors[name])}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setSaved(false);
          clearError(name);
        }}
        className={inputClass}
      />
    </Field>
  );

  return (
    <Section id={`${id}-title`} title={t('account.name.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 tablet:grid-cols-2">
          {input('firstName', 'given-name')}
          {input('lastName', 'family-name')}
        </div>
        {saved && <Notice tone="success">{t('account.name.saved')}</Notice>}
        {formError && <Notice tone="error">{formError}</Notice>}
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'self-start')}>
          {save.isPending ? t('account.name.saving') : t('account.name.save')}
        </button>
      </form>
    </Section>
  );
}
