import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

export interface CartControl {
  quantity: number;
  quantityLabel: string;
  canAdd: boolean;
  canRemove: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /**
   * Why "add" is greyed when the household can change it (a full box): a few words beside the
   * button, and the id of the sentence that describes its buttons to a screen reader.
   */
  blocked?: { hint: string; describedBy: string };
}

/**
 * A product's place in the draft: "Add" while it is out of the cart, the stepper once it is in.
 * Both are one row of the same height (no layout shift). A press here that swaps them moves the
 * focus to the new control, never to the page; a change made elsewhere leaves the focus alone.
 */
export function CartButton({ name, control }: { name: string; control: CartControl }) {
  const { t } = useTranslation('editor');
  const add = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const inCart = control.quantity > 0;
  const pressed = useRef(false);
  const wasInCart = useRef(inCart);
  useEffect(() => {
    if (pressed.current && wasInCart.current !== inCart) (inCart ? more : add).current?.focus();
    pressed.current = false;
    wasInCart.current = inCart;
  }, [control.quantity, inCart]);
  const onAdd = () => {
    pressed.current = true;
    control.onAdd();
  };
  const onRemove = () => {
    pressed.current = true;
    control.onRemove();
  };
  return (
    <div className="flex min-h-11 items-center gap-3">
      {inCart ? (
        <QuantityStepper
          name={name}
          quantityLabel={control.quantityLabel}
          canAdd={control.canAdd}
          canRemove={control.canRemove}
          onAdd={onAdd}
          onRemove={onRemove}
          addRef={more}
          addDescribedBy={control.blocked?.describedBy}
        />
      ) : (
        <>
          <button
            ref={add}
            type="button"
            aria-label={t('card.addNamed', { name })}
            aria-disabled={!control.canAdd || undefined}
            aria-describedby={control.blocked?.describedBy}
            onClick={onAdd}
            className={buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
          >
            {t('card.add')}
          </button>
          {/* Said to screen readers by the button's description: shown, not read twice. */}
          {control.blocked && (
            <span aria-hidden="true" className="text-sm text-ink-muted">
              {control.blocked.hint}
            </span>
          )}
        </>
      )}
    </div>
  );
}
