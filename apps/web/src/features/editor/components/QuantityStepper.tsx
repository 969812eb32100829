import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * − quantity + for one product. Each button is named with the product; the quantity between them
 * is a live status, so a screen reader hears the new count. `aria-disabled` (not `disabled`) keeps
 * the keyboard focus on a button that reached its limit; "+" still answers, so its owner can say
 * why (the plan is full, no stock left).
 */
export function QuantityStepper({
  name,
  quantityLabel,
  canRemove,
  canAdd,
  onRemove,
  onAdd,
  addRef,
  removeRef,
  addDescribedBy,
}: {
  name: string;
  quantityLabel: string;
  canRemove: boolean;
  canAdd: boolean;
  onRemove: () => void;
  onAdd: () => void;
  addRef?: Ref<HTMLButtonElement>;
  removeRef?: Ref<HTMLButtonElement>;
  /** The id of what says why "+" is greyed, when the household can change it. */
  addDescribedBy?: string | undefined;
}) {
  const { t } = useTranslation('editor');
  const button =
    'grid size-11 shrink-0 place-items-center rounded-full border-2 border-kale bg-white text-lg font-bold text-kale hover:bg-sage-light aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-ink-muted';
  return (
    <div role="group" aria-label={name} className="flex items-center gap-2">
      <button
        ref={removeRef}
        type="button"
        aria-label={t('stepper.decrease', { name })}
        aria-disabled={!canRemove || undefined}
        onClick={() => canRemove && onRemove()}
        className={button}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-20 text-center text-sm font-semibold tabular-nums">
        {quantityLabel}
      </output>
      <button
        ref={addRef}
        type="button"
        aria-label={t('stepper.increase', { name })}
        aria-disabled={!canAdd || undefined}
        aria-describedby={addDescribedBy}
        onClick={onAdd}
        className={button}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
