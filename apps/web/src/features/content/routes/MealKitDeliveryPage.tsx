import { useId } from 'react';
import { Link } from 'react-router';
import type { Region } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { usePage, useRegionCounts } from '../api/queries.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { useScrollToHash } from '../components/use-scroll-to-hash.ts';

const ORDER: Record<'en' | 'fr', Region[]> = { en: ['bc', 'ab', 'on', 'qc'], fr: ['qc', 'on', 'ab', 'bc'] };

/** The delivery areas (#areas, linked from the footer): each region's name, areas and city count. */
function DeliveryAreas() {
  const { t, locale } = useTranslation('content');
  const link = useLink();
  const headingId = useId();
  const page = usePage('how-meal-kit-delivery-works', locale);
  const counts = useRegionCounts();
  useScrollToHash('areas', !page.isPending && !counts.isPending);
  const total = counts.data?.total ?? 0;

  return (
    <section
      id="areas"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-24 bg-sage-light/60 outline-none"
    >
      <div className="container-page flex flex-col gap-6 py-12">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="text-3xl">
            {t('areas.title')}
          </h2>
          <p className="max-w-prose text-lg text-ink-muted">
            {total > 0 ? t('areas.intro', { count: total }) : t('areas.introNoCount')}
          </p>
          {counts.isError && <p className="text-sm text-ink-muted">{t('areas.loadError')}</p>}
        </div>
        <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          {ORDER[locale].map((region) => {
            const count = counts.data?.[region] ?? 0;
            return (
              <li key={region} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="text-xl">{t(`areas.regions.${region}.name` as const)}</h3>
                {count > 0 && <p className="font-display text-3xl text-kale">{t('areas.cities', { count })}</p>}
                <p className="text-sm text-ink-muted">{t(`areas.regions.${region}.areas` as const)}</p>
              </li>
            );
          })}
        </ul>
        <p>
          {withSlots(t('areas.outside'), {
            link: (
              <Link to={link('no-delivery')} className="font-semibold text-kale underline underline-offset-4">
                {t('areas.outsideLink')}
              </Link>
            ),
          })}
        </p>
      </div>
    </section>
  );
}

export default function MealKitDeliveryPage() {
  return <ContentPageView slug="how-meal-kit-delivery-works" after={<DeliveryAreas />} />;
}
