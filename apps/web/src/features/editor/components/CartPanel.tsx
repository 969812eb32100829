import { useRef, type ReactNode } from 'react';
import type { CartItemKind, EditorProduct } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CartControl } from './CartButton.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

export interface CartRow {
  product: EditorProduct;
  control: CartControl;
  /** The chosen customisation's name, if any. */
  customization: string | null;
}

const GROUPS: { kind: CartItemKind; key: 'cart.meals' | 'cart.addons' | 'cart.market' }[] = [
  { kind: 'meal', key: 'cart.meals' },
  { kind: 'addon', key: 'cart.addons' },
  { kind: 'market', key: 'cart.market' },
];

/**
 * The draft cart by kind (meals by servings, add-ons and market items by units), each line with
 * its stepper (its quantity alone when the order is locked), then what the page passes below it (the plan's count, notices, save). A line that
 * leaves the cart hands the focus to the cart's heading, not to the page.
 */
export function CartPanel({
  rows,
  mealCount,
  locked,
  children,
}: {
  rows: CartRow[];
  /** Nothing can change (past the cutoff, billed, another window): quantities as text, no steppers. */
  locked: boolean;
  /** "Meals chosen: 2 of 3" while the plan's count applies. */
  mealCount: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      id="editor-cart"
      aria-labelledby="editor-cart-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="editor-cart-title" ref={heading} tabIndex={-1} className="text-xl outline-none">
        {t('cart.title')}
      </h2>
      {mealCount && <p className="font-semibold">{mealCount}</p>}
      {rows.length === 0 && <p className="text-ink-muted">{t('cart.empty')}</p>}
      {GROUPS.map(({ kind, key }) => {
        const group = rows.filter((r) => r.product.itemKind === kind);
        if (group.length === 0) return null;
        return (
          <div key={kind} className="flex flex-col gap-2">
            <h3 className="font-sans text-sm font-bold tracking-wide text-ink-muted uppercase">{t(key)}</h3>
            <ul className="flex flex-col gap-3">
              {group.map(({ product, control, customization }) => (
                <li key={product.id} className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-semibold break-words">{product.name}</p>
                    {customization && (
                      <p className="text-sm text-ink-muted">{t('cart.customization', { name: customization })}</p>
                    )}
                  </div>
                  {locked ? (
                    <p className="text-sm font-semibold tabular-nums">{control.quantityLabel}</p>
                  ) : (
                    <QuantityStepper
                      name={product.name}
                      quantityLabel={control.quantityLabel}
                      canAdd={control.canAdd}
                      canRemove={control.canRemove}
                      onAdd={control.onAdd}
                      addDescribedBy={control.blocked?.describedBy}
                      onRemove={() => {
                        control.onRemove();
                        // When the line left the cart with its buttons, the focus goes to the cart's title.
                        requestAnimationFrame(() => {
                          if (document.activeElement === document.body) heading.current?.focus();
                        });
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {children}
    </section>
  );
}
