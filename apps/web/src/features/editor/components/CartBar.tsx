import { useEffect, useRef, type RefObject } from 'react';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * The cart in reach on a phone, where it sits after the whole menu: the meals against the plan,
 * the other items, the total, a way to the cart and "Save" while the week takes changes. It is
 * the end of the page, stuck to the bottom of the window until the page reaches it, so at the end
 * it covers nothing; the page's scroll padding keeps what gets the focus (or is scrolled into
 * view) above it. Hidden on a desktop, where the cart stays beside the menu.
 */
export function CartBar({
  meals,
  items,
  totalCents,
  save,
}: {
  /** Meals chosen and the plan's count, while the count applies. */
  meals: { count: number; required: number } | null;
  /** Units of add-ons and market items. */
  items: number;
  totalCents: number;
  save: { onSave: () => void; disabled: boolean; saving: boolean } | null;
}) {
  const { t, locale } = useTranslation('editor');
  const bar = useRef<HTMLElement>(null);
  useScrollPadding(bar);
  return (
    <section
      ref={bar}
      aria-label={t('bar.label')}
      className="pointer-events-auto border-t border-line bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] desktop:hidden"
    >
      <div className="mx-auto flex max-w-xl flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <p className="flex min-w-28 flex-1 flex-col text-sm">
          <span className="flex flex-wrap gap-x-2 font-semibold">
            {meals && <span>{t('bar.meals', { count: meals.count, meals: meals.required })}</span>}
            <span>{t('bar.items', { count: items })}</span>
          </span>
          <span className="tabular-nums">{t('bar.total', { amount: formatMoney(totalCents, locale) })}</span>
        </p>
        <div className="flex gap-2">
          <a href="#editor-cart" className={buttonClass('secondary', 'px-4')}>
            {t('bar.viewCart')}
          </a>
          {save && (
            <button
              type="button"
              onClick={save.onSave}
              aria-disabled={save.disabled || save.saving || undefined}
              className={buttonClass('primary', 'px-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
            >
              {save.saving ? t('cart.saving') : t('bar.save')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * While the bar shows, the page's scroll padding is its height: a control reached with Tab, a link
 * to the cart or a `scrollIntoView` stops above the bar, never under it.
 */
function useScrollPadding(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const fit = () => {
      root.style.scrollPaddingBottom = element.offsetHeight > 0 ? `${element.offsetHeight}px` : '';
    };
    const watch = new ResizeObserver(fit);
    watch.observe(element);
    fit();
    return () => {
      watch.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
