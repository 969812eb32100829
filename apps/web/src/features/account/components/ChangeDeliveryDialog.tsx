import { useId, useState, type FormEvent } from 'react';
import { Heading } from 'react-aria-components';
import type { OrderCard } from '@fp/contracts';
import { DeliverySlotPicker, type Slot } from '../../../components/address/DeliverySlotPicker.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorText } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useReloadAccountPage, useChangeDeliveryForm, useUpdateDelivery } from '../api/queries.ts';
import { changeFailure } from './change-errors.ts';
import { DialogFrame } from './DialogFrame.tsx';
import type { CardNotice } from './SkipDialog.tsx';

const same = (a: Slot | null, b: Slot | null) => a !== null && b !== null && a.date === b.date && a.starts === b.starts;

/**
 * The change-delivery dialog: the dates and windows the server really offers for the order's week
 * (only those whose cutoff is ahead), the current one chosen. A stale version or a passed cutoff
 * reloads the form and the page and says so here; the dialog closes only on success.
 */
export function ChangeDeliveryDialog({ card, onClose }: { card: OrderCard; onClose: (notice?: CardNotice) => void }) {
  const { t, locale } = useTranslation('account');
  const id = useId();
  const reload = useReloadAccountPage();
  const form = useChangeDeliveryForm(locale, card.id);
  const update = useUpdateDelivery(locale);
  const [choice, setChoice] = useState<Slot | null>(null);
  const [error, setError] = useState<string>();

  const data = form.data;
  const current = data ? { date: data.current.date, starts: data.current.starts } : null;
  const selected = choice ?? current;
  const currentLabel = data
    ? data.options
        .flatMap((o) => o.windows.map((w) => ({ o, w })))
        .find(({ o, w }) => same({ date: o.date, starts: w.starts }, current))
    : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data || !selected) return;
    if (same(selected, current)) {
      setError(t('change.pick'));
      return;
    }
    setError(undefined);
    update.mutate(
      { orderId: card.id, version: data.version, date: selected.date, starts: selected.starts },
      {
        onSuccess: ({ order }) =>
          onClose({ tone: 'success', text: t('change.done', { date: order.dateLabel, window: order.window.label }) }),
        onError: (err) => {
          const failure = changeFailure(err, t);
          if (!failure) return onClose();
          setError(failure.message);
          if (failure.reload) {
            setChoice(null);
            void form.refetch();
            void reload();
          }
        },
      },
    );
  };

  return (
    <DialogFrame onClose={() => onClose()}>
      <Heading slot="title" className="pr-10 text-2xl">
        {t('change.title', { date: card.dateLabel })}
      </Heading>
      <p className="text-ink-muted">
        {t('change.current', {
          date: currentLabel?.o.dateLabel ?? card.dateLabel,
          window: currentLabel?.w.label ?? card.window.label,
        })}
      </p>
      {form.isPending && <Spinner label={t('change.loading')} />}
      {form.isError && <ErrorText>{form.error.message}</ErrorText>}
      {data && data.options.length === 0 && <p className="font-semibold">{t('change.noOptions')}</p>}
      {data && data.options.length > 0 && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <DeliverySlotPicker
            options={data.options}
            label={t('change.legend')}
            value={selected}
            onChange={(slot) => {
              setChoice(slot);
              setError(undefined);
            }}
            error={error}
          />
          <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
            <button type="button" onClick={() => onClose()} className={buttonClass('secondary')}>
              {t('change.cancel')}
            </button>
            <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
              {update.isPending ? t('change.saving') : t('change.save')}
            </button>
          </div>
        </form>
      )}
      {data && data.options.length === 0 && (
        <div role="alert" className="[&:not(:has(*))]:-mt-4">
          {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
        </div>
      )}
    </DialogFrame>
  );
}
