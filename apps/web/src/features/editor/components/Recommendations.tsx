import type { SubscribableProduct } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * "Get it every delivery": market items the household buys often and does not subscribe to
 * (`recommended_subscribable_products`). Each opens the item's page in the editor, where the
 * market subscription control takes the quantity and the start date.
 */
export function Recommendations({
  products,
  onOpen,
}: {
  products: SubscribableProduct[];
  onOpen: (productId: number) => void;
}) {
  const { t, locale } = useTranslation('editor');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="editor-recommended" className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <div>
        <h3 id="editor-recommended" className="text-xl">
          {t('recommend.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('recommend.intro')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {products.map((p) => (
          <li key={p.productId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {p.name} <span className="text-ink-muted">· {formatMoney(p.priceCents, locale)}</span>
            </span>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(p.productId)}
              className={buttonClass('secondary')}
            >
              {t('recommend.open', { name: p.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
