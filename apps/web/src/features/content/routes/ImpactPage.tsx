import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { withSlots } from '../../../lib/rich-text.tsx';
import { useImpactFigures } from '../api/queries.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { formatDay, formatNumber, formatPercent } from '@fp/domain';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';

/** Figures given in percentage points rather than counts. */
const PERCENT_FIGURES = new Set(['bag_return_rate']);

/** The impact figures as big numbers in the page's number format, each with its label. */
function Figures() {
  const { t, locale } = useTranslation('content');
  const headingId = useId();
  const figures = useImpactFigures();
  // Only figures we can name are shown: a new one waits for its label in both languages.
  const known = (figures.data?.figures ?? []).filter((f) => t.has(`content:impact.figures.${f.key}`));
  const asOf = known.reduce<string | undefined>(
    (latest, f) => (!latest || f.asOf > latest ? f.asOf : latest),
    undefined,
  );

  return (
    <section aria-labelledby={headingId} className="border-b border-line bg-white">
      <div className="container-page flex flex-col gap-6 py-10">
        <h2 id={headingId} className="text-3xl">
          {t('impact.figuresTitle')}
        </h2>
        {figures.isPending ? (
          <LoadingState label={t('loading')} />
        ) : figures.isError ? (
          <ErrorState compact onRetry={() => void figures.refetch()} />
        ) : known.length === 0 ? (
          <p className="text-ink-muted">{t('impact.noFigures')}</p>
        ) : (
          <>
            <dl className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
              {known.map((f) => (
                <div key={f.key} className="flex flex-col-reverse gap-1 rounded-2xl bg-sage-light/60 p-6">
                  <dt className="text-base text-ink-muted">{t.dynamic(`content:impact.figures.${f.key}`)}</dt>
                  <dd className="font-display text-4xl font-bold break-words text-kale tablet:text-5xl">
                    {PERCENT_FIGURES.has(f.key) ? formatPercent(f.value, locale) : formatNumber(f.value, locale)}
                  </dd>
                </div>
              ))}
            </dl>
            {asOf && (
              <p className="text-sm text-ink-muted">
                {withSlots(t('impact.asOf'), {
                  date: <time dateTime={asOf}>{formatDay(asOf, locale, 'date')}</time>,
                })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Our impact: the figures from the database above the page text. */
export default function ImpactPage() {
  return <ContentPageView slug="impact" before={<Figures />} />;
}
