import { Heading } from 'react-aria-components';
import type { SoldOutDetails } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { EditorDialog } from './EditorDialog.tsx';

/**
 * Items that sold out while in the cart: they left the draft (nothing is charged), and each comes
 * with up to three substitutes the server ranked (same diet and allergen limits, closest in kind
 * and price), each one press away from the draft.
 */
export function SoldOutDialog({
  soldOut,
  added,
  onAdd,
  onClose,
}: {
  soldOut: SoldOutDetails['soldOut'];
  /** Substitutes already put in the draft from this dialog. */
  added: ReadonlySet<number>;
  onAdd: (productId: number) => void;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation('editor');
  return (
    <EditorDialog onClose={onClose} wide>
      <Heading slot="title" className="pr-10 text-2xl">
        {t('soldOut.title')}
      </Heading>
      <p>{t('soldOut.intro')}</p>
      <ul className="flex flex-col gap-4">
        {soldOut.map((item) => (
          <li key={item.productId} className="flex flex-col gap-2 rounded-2xl border border-line p-4">
            <h3 className="font-sans text-lg font-semibold">{item.name}</h3>
            {item.remaining > 0 && <p className="text-sm">{t('soldOut.left', { count: item.remaining })}</p>}
            {item.substitutes.length === 0 ? (
              <p className="text-ink-muted">{t('soldOut.none')}</p>
            ) : (
              <>
                <p className="text-sm font-semibold">{t('soldOut.insteadOf', { name: item.name })}</p>
                <ul className="flex flex-col gap-2">
                  {item.substitutes.map((s) => (
                    <li key={s.productId} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {s.name} <span className="text-ink-muted">· {formatMoney(s.unitPriceCents, locale)}</span>
                      </span>
                      {/* The same button stays (now "Added"), so the focus does not fall back to the page. */}
                      <button
                        type="button"
                        aria-disabled={added.has(s.productId) || undefined}
                        onClick={() => !added.has(s.productId) && onAdd(s.productId)}
                        className={buttonClass('secondary', 'aria-disabled:cursor-default aria-disabled:opacity-80')}
                      >
                        {added.has(s.productId) ? t('soldOut.added') : t('card.addNamed', { name: s.name })}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          {t('soldOut.done')}
        </button>
      </div>
    </EditorDialog>
  );
}
