import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '@fp/contracts';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useRegion } from '../../../lib/region.ts';
import { useMenuData } from '../api/queries.ts';

const ProductDialog = lazy(() => import('../components/ProductDialog.tsx'));

export default function ReadyToEatPage() {
  const { t, locale } = useTranslation('catalog');
  const link = useLink();
  const region = useRegion();
  const [open, setOpen] = useState<Card | null>(null);
  const { data, isPending, isError } = useMenuData(
    { week: 'this-week', type: 'rte', diet: [], exclude: [], ...(region ? { region } : {}) },
    locale,
  );
  return (
    <div className="container-page flex flex-col gap-8 py-8 tablet:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl tablet:text-5xl">{t('readyToEat.title')}</h1>
        <p className="max-w-3xl text-lg text-ink-muted">{t('readyToEat.intro')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={link('signup-plans')} className={buttonClass('primary')}>
            {t('nav.signup')}
          </Link>
          <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('secondary')}>
            {t('readyToEat.seeAll')}
          </Link>
        </div>
      </header>
      <section aria-labelledby="rte-this-week" className="flex flex-col gap-4">
        <h2 id="rte-this-week" className="text-2xl">
          {t('readyToEat.thisWeek')}
        </h2>
        {isPending && <Spinner label={t('loading')} />}
        {isError && <p role="alert">{t('menu.loadError')}</p>}
        {data && (
          <ul className="grid gap-5 tablet:grid-cols-2 desktop:grid-cols-3">
            {data.items.map((item, i) => (
              <li key={item.id} className="flex">
                <ProductCard product={item} onOpen={setOpen} priority={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {open && (
        <Suspense fallback={null}>
          <ProductDialog slug={open.slug} name={open.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
