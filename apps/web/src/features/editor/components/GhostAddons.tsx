import type { EditorProduct } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { Picture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { CartButton, type CartControl } from './CartButton.tsx';

/**
 * "Add to your box": the add-ons the server suggests for this order (pairings of its recipes
 * first), each with the same add control as the menu's cards and, when the loyalty sticker says
 * so, the points one more unit earns. A suggestion taken stays with its stepper until the next
 * save brings new suggestions, so the focus never falls off a removed button.
 */
export function GhostAddons({
  products,
  stickers,
  controlOf,
  onOpen,
}: {
  products: EditorProduct[];
  /** Points one unit of each product adds to the order, when known. */
  stickers: ReadonlyMap<number, number> | undefined;
  controlOf: (product: EditorProduct) => CartControl;
  onOpen: (productId: number) => void;
}) {
  const { t, locale } = useTranslation('editor');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="editor-ghost" className="flex flex-col gap-3 rounded-2xl bg-sage-light p-4">
      <div>
        <h3 id="editor-ghost" className="text-xl">
          {t('ghost.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('ghost.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 tablet:grid-cols-3">
        {products.map((product) => {
          const points = stickers?.get(product.id) ?? 0;
          return (
            <li key={product.id} className="flex min-w-0 gap-3 rounded-xl border border-line bg-white p-3">
              <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sage-light">
                {product.imageId !== null && (
                  <Picture
                    id={product.imageId}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <button
                  type="button"
                  onClick={() => onOpen(product.id)}
                  aria-haspopup="dialog"
                  className="line-clamp-2 text-left font-semibold break-words underline-offset-4 hover:underline"
                >
                  {product.name}
                </button>
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
                  <span>{t('card.perUnit', { price: formatMoney(product.unitPriceCents, locale) })}</span>
                  {points > 0 && (
                    <span className="rounded-full bg-kale px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{t('ghost.sticker', { count: points })}</span>
                      <span className="sr-only">{t('ghost.stickerLabel', { count: points })}</span>
                    </span>
                  )}
                </p>
                <CartButton name={product.name} control={controlOf(product)} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
