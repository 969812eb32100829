import { useId } from 'react';
import { MARKET_SUBSCRIPTION_MAX_QUANTITY } from '@fp/contracts';
import { useTranslation } from '../../lib/i18n.tsx';
import { inputClass } from '../ui/form-field.tsx';

/** Units per delivery, from `min` (0 for one delivery: none that week) up to what a subscription allows. */
export function QuantitySelect({
  id,
  min,
  value,
  disabled,
  onChange,
}: {
  id: string;
  min: 0 | 1;
  value: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  return (
    <select
      id={id}
      className={`${inputClass} w-24`}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {Array.from({ length: MARKET_SUBSCRIPTION_MAX_QUANTITY - min + 1 }, (_, i) => min + i).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}

/** A subscription's quantity with its label above it (subscribing, and changing it later). */
export function QuantityField({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation('marketSubscriptions');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('control.quantity')}
      </label>
      <QuantitySelect id={id} min={1} value={value} onChange={onChange} />
    </div>
  );
}
