import { useState, type FormEvent } from 'react';
import { sendOrderReceipts } from '@fp/contracts/schemas';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { fieldMessages } from '../../../components/ui/field-messages.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useSendReceipts } from '../api/queries.ts';
import { Notice, Section } from './form-parts.tsx';

const FIELDS = ['from', 'to'] as const;
type FieldName = (typeof FIELDS)[number];

/** Receipts by date range, e-mailed one per delivery (`settings_payment/send_order_receipts`). */
export function ReceiptsSection() {
  const { t } = useTranslation('settingsPayment');
  const [values, setValues] = useState<Record<FieldName, string>>({ from: '', to: '' });
  const [result, setResult] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const { id, fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors(FIELDS);
  const send = useSendReceipts();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(undefined);
    setFormError(undefined);
    const parsed = sendOrderReceipts.input.safeParse(values);
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, t));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: ({ sent }) => setResult(sent === 0 ? t('receipts.none') : t('receipts.sent', { count: sent })),
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) return showErrors(error.fields);
        setFormError(error.message);
      },
    });
  };

  const input = (name: FieldName) => (
    <Field id={fieldId(name)} label={t(`receipts.${name}`)} error={errors[name]}>
      <input
        id={fieldId(name)}
        name={name}
        type="date"
        aria-required="true"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(fieldId(name), false, errors[name])}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          clearError(name);
        }}
        className={inputClass}
      />
    </Field>
  );

  return (
    <Section id={`${id}-title`} title={t('receipts.title')}>
      <p className="text-ink-muted">{t('receipts.intro')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 tablet:grid-cols-2">
          {input('from')}
          {input('to')}
        </div>
        {result && <Notice tone="success">{result}</Notice>}
        {formError && <Notice tone="error">{formError}</Notice>}
        <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'self-start')}>
          {send.isPending ? t('receipts.sending') : t('receipts.send')}
        </button>
      </form>
    </Section>
  );
}
