import { useState, type FormEvent } from 'react';
import { applySettingsPromo, type SettingsPayment } from '@fp/contracts/schemas';
import { formatDay } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { fieldMessages } from '../../../components/ui/field-messages.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { usePromoCode } from '../api/queries.ts';
import { Notice, Section } from './form-parts.tsx';

const FIELDS = ['code'] as const;

/** A promo code for the next order that can still change (`settings_payment/apply`, `invalidate`). */
export function PromoCodeSection({ settings }: { settings: SettingsPayment }) {
  const { t, locale } = useTranslation('settingsPayment');
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState<'applied' | 'removed'>();
  const [formError, setFormError] = useState<string>();
  const { id, fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors(FIELDS);
  const promo = usePromoCode();

  const onError = (error: Error) => {
    if (error instanceof ApiRedirect) return;
    if (error instanceof ApiError && error.fields.code) return showErrors({ code: error.fields.code });
    setFormError(error.message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(undefined);
    setFormError(undefined);
    const parsed = applySettingsPromo.input.safeParse({ code });
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, t));
    setErrors({});
    promo.mutate(parsed.data.code, {
      onSuccess: () => {
        setCode('');
        setSaved('applied');
      },
      onError,
    });
  };

  const remove = () => {
    setSaved(undefined);
    setFormError(undefined);
    promo.mutate(null, { onSuccess: () => setSaved('removed'), onError });
  };

  const current = settings.promo;
  return (
    <Section id={`${id}-title`} title={t('promo.title')}>
      <p className="text-ink-muted">{t('promo.intro')}</p>
      {current && (
        <div className="flex flex-col items-start gap-2 rounded-lg bg-sage-light px-4 py-3">
          <p>
            {t('promo.current', {
              name: current.name,
              code: current.code,
              date: formatDay(current.deliveryDate, locale, 'weekday'),
            })}
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={promo.isPending}
            className={buttonClass('secondary', 'self-start')}
          >
            {t('promo.remove')}
          </button>
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
        <div className="grow">
          <Field id={fieldId('code')} label={t('promo.label')} error={errors.code}>
            <input
              id={fieldId('code')}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-required="true"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy(fieldId('code'), false, errors.code)}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                clearError('code');
              }}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" disabled={promo.isPending} className={buttonClass('primary', 'tablet:mt-7')}>
          {t('promo.apply')}
        </button>
      </form>
      {saved && <Notice tone="success">{t(`promo.${saved}`)}</Notice>}
      {formError && <Notice tone="error">{formError}</Notice>}
    </Section>
  );
}
