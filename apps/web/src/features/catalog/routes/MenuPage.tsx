import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ALLERGENS,
  DIET_TAGS,
  MARKET_CATEGORIES,
  type Allergen,
  type DietTag,
  type MarketCategory,
  type ProductCard as Card,
  type ProductKind,
} from '@fp/contracts';
import { formatDay } from '@fp/domain';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink, useRouteParams } from '../../../lib/locale.ts';
import { useRegion } from '../../../lib/region.ts';
import { useMenuData } from '../api/queries.ts';
import { MenuFilters, type FilterState } from '../components/MenuFilters.tsx';

const ProductDialog = lazy(() => import('../components/ProductDialog.tsx'));

const TYPES: (ProductKind | undefined)[] = [undefined, 'rtc', 'rte', 'market'];

function only<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return values.filter((v): v is T => (allowed as readonly string[]).includes(v));
}

/** Filters live in the address, so a filtered menu can be shared and the back button works. */
function useMenuParams() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = TYPES.includes(typeParam as ProductKind) ? (typeParam as ProductKind) : undefined;
  const minutes = Number(params.get('maxMinutes'));
  const category = params.get('category');
  const filters: FilterState = {
    diet: only<DietTag>(params.getAll('diet'), DIET_TAGS),
    exclude: only<Allergen>(params.getAll('exclude'), ALLERGENS),
    maxMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : undefined,
    category: (MARKET_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as MarketCategory)
      : undefined,
  };
  const update = useCallback(
    (
      patch: Partial<FilterState & { type: ProductKind | undefined; q: string; product: string | undefined }>,
      replace = true,
    ) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, values: (string | number | undefined)[]) => {
            next.delete(key);
            for (const v of values) if (v !== undefined && v !== '') next.append(key, String(v));
          };
          if ('type' in patch) set('type', [patch.type]);
          if (patch.diet) set('diet', patch.diet);
          if (patch.exclude) set('exclude', patch.exclude);
          if ('maxMinutes' in patch) set('maxMinutes', [patch.maxMinutes]);
          if ('category' in patch) set('category', [patch.category]);
          if ('q' in patch) set('q', [patch.q]);
          if ('product' in patch) set('product', [patch.product]);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  return { type, filters, q: params.get('q') ?? '', product: params.get('product') ?? undefined, update };
}

export default function MenuPage() {
  const { t, locale } = useTranslation('catalog');
  const link = useLink();
  const region = useRegion();
  const { date = 'this-week' } = useRouteParams();
  const { type, filters, q, product, update } = useMenuParams();
  const [search, setSearch] = useState(q);
  const searchId = useId();
  const resultsId = useId();
  const market = type === 'market';

  // Searching waits for a pause in typing.
  useEffect(() => {
    if (search === q) return;
    const timer = window.setTimeout(() => update({ q: search }), 250);
    return () => window.clearTimeout(timer);
  }, [search, q, update]);

  const query = useMemo(
    () => ({
      week: date,
      ...(region ? { region } : {}),
      ...(type ? { type } : {}),
      diet: filters.diet,
      exclude: filters.exclude,
      ...(filters.maxMinutes && !market ? { maxMinutes: filters.maxMinutes } : {}),
      ...(filters.category && market ? { category: filters.category } : {}),
      ...(q ? { q } : {}),
    }),
    [date, region, type, filters.diet, filters.exclude, filters.maxMinutes, filters.category, market, q],
  );
  const { data, isPending, isError, refetch, isPlaceholderData } = useMenuData(query, locale);
  const current = data?.weeks.find((w) => w.current);
  const isThisWeek = data ? data.week.start === current?.start : date === 'this-week';
  const title = market
    ? t('menu.marketTitle')
    : isThisWeek || !data
      ? t('menu.titleThisWeek')
      : t('menu.titleWeek', { date: formatDay(data.week.start, locale) });
  const open = (card: Card) => update({ product: card.slug }, false);
  const filtersActive =
    filters.diet.length + filters.exclude.length > 0 || Boolean(filters.maxMinutes || filters.category || q);

  return (
    <div className="container-page flex flex-col gap-6 py-8 tablet:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl tablet:text-5xl">{title}</h1>
        <p className="max-w-3xl text-lg text-ink-muted">{market ? t('menu.marketIntro') : t('menu.intro')}</p>
      </header>

      {data && !market && data.weeks.length > 0 && (
        <nav aria-label={t('menu.weeks')}>
          <ul className="flex gap-2 overflow-x-auto pb-2">
            {data.weeks.map((w) => {
              const selected = w.start === data.week.start;
              return (
                <li key={w.start} className="shrink-0">
                  <Link
                    to={link('menu-week', { date: w.current ? 'this-week' : w.start }) + (type ? `?type=${type}` : '')}
                    aria-current={selected ? 'page' : undefined}
                    className={`flex min-h-11 flex-col justify-center rounded-xl border px-4 py-2 text-sm ${
                      selected ? 'border-kale bg-kale text-white' : 'border-line bg-white hover:border-kale'
                    }`}
                  >
                    <span className="font-semibold">
                      {w.current ? t('menu.thisWeek') : formatDay(w.start, locale, 'short')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      <div role="group" aria-label={t('menu.types')} className="flex flex-wrap gap-2">
        {TYPES.map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            aria-pressed={type === k}
            onClick={() => update({ type: k, category: undefined, maxMinutes: undefined })}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold ${
              type === k ? 'bg-ink text-white' : 'bg-cream text-ink hover:bg-sage-light'
            }`}
          >
            {k ? t(`kinds.${k}`) : t('menu.allMeals')}
          </button>
        ))}
      </div>

      <div className="grid gap-8 desktop:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-5" aria-label={t('menu.filters')}>
          <div className="flex flex-col gap-2">
            <label htmlFor={searchId} className="text-sm font-bold">
              {t('menu.search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('menu.searchPlaceholder')}
              maxLength={100}
              aria-controls={resultsId}
              className="min-h-11 rounded-xl border border-line px-4"
            />
          </div>
          <MenuFilters state={filters} market={market} onChange={(next) => update(next)} />
          {filtersActive && (
            <button
              type="button"
              className={buttonClass('ghost', 'self-start')}
              onClick={() => {
                setSearch('');
                update({ diet: [], exclude: [], maxMinutes: undefined, category: undefined, q: '' });
              }}
            >
              {t('menu.clear')}
            </button>
          )}
        </aside>

        <section aria-labelledby={resultsId} className="flex flex-col gap-4" aria-busy={isPlaceholderData}>
          <p id={resultsId} aria-live="polite" className="text-sm font-semibold text-ink-muted">
            {data && t(market ? 'menu.marketResults' : 'menu.results', { count: data.items.length, total: data.total })}
          </p>
          {isPending && <Spinner label={t('loading')} />}
          {isError && (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-cream p-6">
              <p>{t('menu.loadError')}</p>
              <button type="button" className={buttonClass('secondary')} onClick={() => void refetch()}>
                {t('menu.retry')}
              </button>
            </div>
          )}
          {data && data.items.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-2xl bg-cream p-6">
              <p>{t('menu.noResults')}</p>
            </div>
          )}
          {data && data.items.length > 0 && (
            <ul className="grid gap-5 tablet:grid-cols-2 ultrawide:grid-cols-4 desktop:grid-cols-3">
              {data.items.map((item, i) => (
                <li key={item.id} className={i < 6 ? 'flex' : 'flex below-fold'}>
                  <ProductCard product={item} onOpen={open} priority={i < 3} />
                </li>
              ))}
            </ul>
          )}
          <aside className="mt-6 flex flex-col items-start gap-3 rounded-3xl bg-kale p-8 text-white">
            <h2 className="text-2xl text-white">{t('menu.signupCta')}</h2>
            <p className="max-w-2xl text-white/90">{t('menu.signupCtaText')}</p>
            <Link to={link('signup-plans')} className={buttonClass('accent')}>
              {t('nav.signup')}
            </Link>
          </aside>
        </section>
      </div>

      {product && (
        <Suspense fallback={null}>
          <ProductDialog
            slug={product}
            name={data?.items.find((item) => item.slug === product)?.name}
            onClose={() => update({ product: undefined })}
          />
        </Suspense>
      )}
    </div>
  );
}
