import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditorCategory, EditorProduct } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import type { CartControl } from './CartButton.tsx';
import { EditorFilters } from './EditorFilters.tsx';
import type { MenuFilter } from './filter-menu.ts';
import { MenuCard } from './MenuCard.tsx';

/**
 * The week's menu: filters and search, how many products they leave, why meals can no longer be
 * added when the box is full, then each shelf of cards in the staff's order. The suggestions come
 * after the meals (or first, on a billed week's menu without meals) and the recommendations last.
 */
export function MenuSection({
  shelves,
  filter,
  onFilter,
  recipes,
  controlOf,
  onOpen,
  planFull,
  suggestions,
  recommendations,
}: {
  shelves: EditorCategory[];
  filter: MenuFilter;
  onFilter: (next: MenuFilter) => void;
  /** Recipes are offered (not a billed week's additions). */
  recipes: boolean;
  controlOf: (product: EditorProduct) => CartControl;
  onOpen: (productId: number) => void;
  /** The box holds the plan's meals: the sentence saying so, and the id the greyed buttons point to. */
  planFull: { id: string; text: string } | undefined;
  suggestions: ReactNode;
  recommendations: ReactNode;
}) {
  const { t } = useTranslation('editor', 'catalog');
  const link = useLink();
  const shown = shelves.reduce((n, c) => n + c.products.length, 0);
  const hasMeals = shelves.some((s) => s.key === 'meals');
  return (
    <section aria-labelledby="editor-menu" className="flex min-w-0 flex-col gap-4">
      <h2 id="editor-menu" className="text-2xl">
        {t('menu.title')}
      </h2>
      <EditorFilters filter={filter} recipes={recipes} onChange={onFilter} />
      <p role="status" className="text-sm text-ink-muted">
        {shown === 0 ? t('menu.empty') : t('menu.shown', { count: shown })}
      </p>
      {/* Present from the start, so the box filling up is announced as it happens. */}
      <div role="status" className="[&:empty]:hidden">
        {planFull && (
          <p className="flex flex-col items-start gap-1 rounded-lg bg-warning-bg px-4 py-3">
            <span id={planFull.id}>{planFull.text}</span>
            <Link to={link('settings-subscription')} className="font-semibold text-kale underline underline-offset-4">
              {t('menu.changePlan')}
            </Link>
          </p>
        )}
      </div>
      {!hasMeals && suggestions}
      {shelves.map((shelf) => (
        <Fragment key={shelf.key}>
          <section aria-labelledby={`shelf-${shelf.key}`} className="flex flex-col gap-3">
            <h3 id={`shelf-${shelf.key}`} className="text-xl">
              {shelf.key === 'meals' ? t('menu.meals') : t(`catalog:categories.${shelf.key}`)}
            </h3>
            <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 tablet:grid-cols-3">
              {shelf.products.map((product) => (
                <li key={product.id} className="min-w-0">
                  <MenuCard product={product} control={controlOf(product)} onOpen={() => onOpen(product.id)} />
                </li>
              ))}
            </ul>
          </section>
          {shelf.key === 'meals' && suggestions}
        </Fragment>
      ))}
      {recommendations}
    </section>
  );
}
