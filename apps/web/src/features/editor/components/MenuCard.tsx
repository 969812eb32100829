import type { EditorProduct } from '@fp/contracts';
import { Picture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { CartButton, type CartControl } from './CartButton.tsx';
import { useUnitPrice } from './use-unit-price.ts';

/**
 * A product of the editor's menu. Every card has the same frame (picture of a fixed ratio, name
 * on two lines, one row for the control), so nothing moves when a quantity changes or a picture
 * arrives. The name opens the product's page in a dialog.
 */
export function MenuCard({
  product,
  control,
  onOpen,
}: {
  product: EditorProduct;
  control: CartControl;
  onOpen: () => void;
}) {
  const { t } = useTranslation('editor', 'catalog');
  const price = useUnitPrice(product);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <div className="relative aspect-[4/3] bg-sage-light">
        {product.imageId !== null && (
          <Picture
            id={product.imageId}
            alt=""
            width={320}
            height={240}
            sizes="(max-width: 768px) 100vw, 320px"
            className="size-full object-cover"
          />
        )}
        {product.badge && (
          <span className="absolute top-2 left-2 rounded-full bg-white px-3 py-1 text-xs font-bold text-kale">
            {t(`catalog:card.badge.${product.badge}`)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h4 className="font-sans text-base font-semibold">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="line-clamp-2 min-h-12 text-left underline-offset-4 hover:underline"
          >
            {product.name}
          </button>
        </h4>
        <p className="flex min-h-5 flex-wrap gap-x-3 text-sm text-ink-muted">
          <span>{price}</span>
          {product.prepMinutes !== null && <span>{t('catalog:card.minutes', { count: product.prepMinutes })}</span>}
          {product.difficulty && <span>{t(`catalog:difficulty.${product.difficulty}`)}</span>}
        </p>
        <p className="min-h-5 text-sm font-semibold text-danger">
          {product.soldOut
            ? t('catalog:card.soldOut')
            : product.lowStock && product.remaining !== null
              ? t('card.onlyLeft', { count: product.remaining })
              : ''}
        </p>
        <div className="mt-auto">
          <CartButton name={product.name} control={control} />
        </div>
      </div>
    </article>
  );
}
