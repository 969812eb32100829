import { useId, useState, type FormEvent } from 'react';
import { Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import type { OrderCard } from '@fp/contracts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorText } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useReloadAccountPage, useChangeDeliveryForm, useUpdateDelivery } from '../api/queries.ts';
import { changeFailure } from './change-errors.ts';
import { DialogFrame } from './DialogFrame.tsx';
import type { CardNotice } from './SkipDialog.tsx';

const keyOf = (date: string, starts: string) => `${date}|${starts}`;

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
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const data = form.data;
  const current = data ? keyOf(data.current.date, data.current.starts) : null;
  const selected = choice ?? current;
  const currentLabel = data
    ? data.options
        .flatMap((o) => o.windows.map((w) => ({ o, w })))
        .find(({ o, w }) => keyOf(o.date, w.starts) === current)
    : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data || !selected) return;
    if (selected === current) {
      setError(t('change.pick'));
      return;
    }
    const [date = '', starts = ''] = selected.split('|');
    setError(undefined);
    update.mutate(
      { orderId: card.id, version: data.version, date, starts },
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
          <RadioGroup
            value={selected}
            onChange={(value) => {
              setChoice(value);
              setError(undefined);
            }}
            isInvalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="flex flex-col gap-3"
          >
            <Label className="font-semibold">{t('change.legend')}</Label>
            <ul className="flex flex-col gap-3">
              {data.options.map((option) => (
                <li key={option.date} className="rounded-xl border border-line p-3">
                  <p className="font-semibold">{option.dateLabel}</p>
                  <p id={`${id}-${option.date}-cutoff`} className="text-sm text-ink-muted">
                    {option.cutoffLabel}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {option.windows.map((w) => (
                      <Radio
                        key={w.starts}
                        value={keyOf(option.date, w.starts)}
                        // The window alone is ambiguous across dates.
                        aria-label={t('change.slot', { date: option.dateLabel, window: w.label })}
                        aria-describedby={`${id}-${option.date}-cutoff`}
                        className="flex min-h-11 cursor-pointer items-center rounded-full border-2 border-line px-4 py-2 data-[focus-visible]:outline-3 data-[focus-visible]:outline-salmon-dark data-[selected]:border-kale data-[selected]:bg-sage-light data-[selected]:font-semibold"
                      >
                        {w.label}
                      </Radio>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </RadioGroup>
          <div role="alert" className="[&:not(:has(*))]:-mt-4">
            {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
          </div>
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
