import { useId } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { DeliveryOption } from '@fp/contracts';
import { ApiError, ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useDeliveryOptions } from './api/get-delivery-options.ts';
import { useUpdateDeliverySlot } from './api/update-delivery-slot.ts';
import { ErrorText } from '../ui/form-field.tsx';

export interface Slot {
  date: string;
  starts: string;
}

const keyOf = (slot: Slot) => `${slot.date}|${slot.starts}`;
const slotOf = (key: string): Slot => {
  const [date = '', starts = ''] = key.split('|');
  return { date, starts };
};

export interface DeliverySlotPickerProps {
  options: DeliveryOption[];
  value: Slot | null;
  onChange: (slot: Slot) => void;
  /** The group's name: "Choose your first delivery" at signup, "Choose a day and a time window" on the account. */
  label: string;
  description?: string | undefined;
  /** Read out when it appears (a refused slot, a stale week), and ties the group to it. */
  error?: string | undefined;
  isDisabled?: boolean;
}

/**
 * A delivery date and time window: one radio per window, grouped by date, each date with its
 * cutoff. The signup's first delivery and the account's change of delivery both choose with it.
 */
export function DeliverySlotPicker({
  options,
  value,
  onChange,
  label,
  description,
  error,
  isDisabled,
}: DeliverySlotPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        className="flex flex-col gap-3"
        value={value ? keyOf(value) : null}
        onChange={(key) => onChange(slotOf(key))}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        isRequired
        aria-describedby={error ? errorId : undefined}
      >
        <Label className="text-lg font-semibold text-ink">{label}</Label>
        {description ? (
          <Text slot="description" className="text-sm text-ink-muted">
            {description}
          </Text>
        ) : null}
        <ul className="flex flex-col gap-3">
          {options.map((option) => (
            <li key={option.date} className="rounded-xl border border-line bg-white p-3">
              <p className="font-semibold text-ink">{option.dateLabel}</p>
              <p id={`${id}-${option.date}-cutoff`} className="text-sm text-ink-muted">
                {option.cutoffLabel}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {option.windows.map((w) => (
                  <Radio
                    key={w.starts}
                    value={keyOf({ date: option.date, starts: w.starts })}
                    // The window alone ("14:00–18:00") is ambiguous across dates.
                    aria-label={`${option.dateLabel}, ${w.label}`}
                    aria-describedby={`${id}-${option.date}-cutoff`}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line px-4 py-2 text-ink data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[focus-visible]:outline-3 data-[focus-visible]:outline-salmon-dark data-[selected]:border-kale data-[selected]:bg-sage-light data-[selected]:font-semibold"
                  >
                    {w.label}
                  </Radio>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </RadioGroup>
      {/* Present before any error, so the error is announced when it comes (a press elsewhere caused it). */}
      <div role="alert" className="[&:not(:has(*))]:-mt-3">
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      </div>
    </div>
  );
}

/**
 * The picker wired to the client's calendar: loads delivery_options for the saved address and
 * stores each choice with update_delivery_slot (the server refuses a slot it no longer offers).
 */
export function DeliverySlots({ onChosen }: { onChosen?: (text: string) => void }) {
  const { t, locale } = useTranslation('delivery');
  const options = useDeliveryOptions(locale);
  const update = useUpdateDeliverySlot();

  if (options.isPending) return <Spinner label={t('slots.loading')} />;
  if (options.isError) {
    return options.error instanceof ApiRedirect ? null : <ErrorText>{options.error.message}</ErrorText>;
  }
  if (options.data.options.length === 0) return <ErrorText>{t('errors.noOptions')}</ErrorText>;

  const failure = update.error;
  const error =
    failure && !(failure instanceof ApiRedirect)
      ? failure instanceof ApiError
        ? failure.message
        : t('errors.slotUnavailable')
      : undefined;
  const pending = update.isPending ? update.variables : undefined;
  const selected = options.data.selected;
  return (
    <DeliverySlotPicker
      options={options.data.options}
      label={t('slots.legend')}
      description={t('slots.hint')}
      value={pending ?? (selected ? { date: selected.date, starts: selected.starts } : null)}
      onChange={(slot) => update.mutate(slot, { onSuccess: (r) => onChosen?.(r.text) })}
      error={error}
    />
  );
}
