import { useState } from 'react';
import type { SettingsPayment } from '@fp/contracts';
import { formatDay, formatMoney } from '@fp/domain';
import { CardForm } from '../../../components/payments/CardForm.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useUpdateCard } from '../api/queries.ts';
import { Section } from './form-parts.tsx';

/**
 * The method on file, why it needs attention, and the gateway's own card form to replace it: a
 * new card pays the weeks whose payment failed at once, or is refused with the reason.
 */
export function PaymentMethodSection({ settings }: { settings: SettingsPayment }) {
  const { t, locale } = useTranslation('settingsPayment');
  const update = useUpdateCard();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string[]>([]);
  const { method, warning, failedWeeks } = settings;

  const submit = async (token: string) => {
    setError(undefined);
    setDone([]);
    try {
      const answer = await update.mutateAsync({ token });
      setDone([
        t('replace.saved'),
        ...answer.billed.map((w) =>
          t('replace.billed', {
            date: formatDay(w.deliveryDate, locale, 'weekday'),
            amount: formatMoney(w.totalCents, locale),
          }),
        ),
      ]);
    } catch (e) {
      if (e instanceof ApiRedirect) return;
      setError(e instanceof ApiError ? e.message : t('errors.loadFailed'));
    }
  };

  return (
    <Section id="payment-method-title" title={t('method.title')}>
      {method?.kind === 'card' && (
        <p className="flex flex-col">
          <span className="font-semibold">
            {t('method.card', { brand: t(`method.brands.${method.brand}`), last4: method.last4 })}
          </span>
          <span className="text-ink-muted">
            {t('method.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
          </span>
        </p>
      )}
      {method?.kind === 'paypal' && <p className="font-semibold">{t('method.paypal', { email: method.email })}</p>}
      {!method && <p>{t('method.none')}</p>}
      {warning && (
        <div className="flex flex-col gap-1 rounded-lg border border-salmon bg-salmon/10 px-4 py-3">
          <p className="font-semibold">{t(`warning.${warning}`)}</p>
          {failedWeeks.length > 0 && (
            <ul className="list-disc pl-5">
              {failedWeeks.map((w) => (
                <li key={w.orderId}>
                  {t('warning.failedWeek', {
                    date: formatDay(w.deliveryDate, locale, 'weekday'),
                    amount: formatMoney(w.totalCents, locale),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {done.length > 0 && (
        <div role="status" className="flex flex-col gap-1 rounded-lg bg-sage-light px-4 py-3">
          {done.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <h3 className="text-lg font-semibold">{t('replace.title')}</h3>
      <p className="text-ink-muted">{t('replace.intro')}</p>
      <CardForm
        submitLabel={t('replace.submit')}
        disabled={update.isPending}
        error={error}
        onToken={(token) => submit(token)}
      />
      {update.isPending && <Spinner label={t('replace.saving')} />}
    </Section>
  );
}
