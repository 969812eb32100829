import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { Picture } from '../ui/Picture.tsx';
import { TagList } from './TagList.tsx';

/**
 * A meal or market item as a card: picture, name (a link to its page), badges, diet tags, time
 * and price. `onOpen` lets the menu show the details in a dialog instead of leaving the page.
 */
export function ProductCard({
  product,
  onOpen,
  priority = false,
  headingLevel = 3,
}: {
  product: Card;
  onOpen?: (product: Card) => void;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useTranslation('catalog');
  const link = useLink();
  const Heading = `h${headingLevel}` as const;
  const href = link('product', { id: product.slug });
  const open = (e: MouseEvent) => {
    if (!onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(product);
  };
  const meal = product.kind !== 'market';
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream">
        {product.imageId !== null && (
          <Picture
            id={product.imageId}
            alt=""
            width={400}
            height={300}
            sizes="(max-width: 768px) 100vw, (max-width: 1100px) 50vw, 25vw"
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
        {product.badge && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-kale-dark shadow-sm">
            {t(`card.badge.${product.badge}`)}
          </span>
        )}
        {product.soldOut && (
          <span className="absolute top-3 right-3 rounded-full bg-ink px-3 py-1 text-xs font-bold text-white">
            {t('card.soldOut')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-display text-lg leading-snug text-kale-dark">
          <Link
            to={href}
            onClick={open}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        {product.size && <p className="text-sm text-ink-muted">{product.size}</p>}
        <TagList tags={product.tags} limit={3} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-2 text-sm">
          <p className="text-ink-muted">
            {meal && product.prepMinutes !== null && (
              <span>
                {t(product.kind === 'rte' ? 'card.heatMinutes' : 'card.minutes', { count: product.prepMinutes })}
              </span>
            )}
            {meal && product.calories !== null && (
              <span>
                {' · '}
                {t('card.calories', { count: Math.round(product.calories) })}
              </span>
            )}
          </p>
          <p className="text-right font-semibold text-ink">
            {meal
              ? t('card.fromPerServing', { price: formatMoney(product.priceCents, locale) })
              : formatMoney(product.priceCents, locale)}
          </p>
        </div>
      </div>
    </article>
  );
}
