import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { formatMoney } from '@fp/domain';
import { useDeliveryHistory } from '../api/queries.ts';
import { DeliveryDetails } from '../components/DeliveryDetails.tsx';
import { TrackSteps } from '../components/TrackSteps.tsx';
import { useAccountWeeks } from '../components/use-account-weeks.ts';

/**
 * /track (/fr/suivi): today's delivery — confirmed, on its way, delivered — with its window and,
 * once delivered, the courier's photo and note. Without one today, the next delivery's date.
 */
export default function TrackPage() {
  const { t, locale } = useTranslation('account');
  const link = useLink();
  const { page } = useAccountWeeks();
  const history = useDeliveryHistory(locale);
  const earlier = history.data?.deliveries.filter((d) => d.orderId !== page.data?.today?.id) ?? [];
  const data = page.data;
  const today = data?.today ?? null;
  const next = data?.upcoming.find((c) => c.state !== 'skipped' && c.state !== 'paused' && c.id !== today?.id);

  return (
    <div className="container-page flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl tablet:text-4xl">{t('titles.track')}</h1>
      {page.isPending && <LoadingState />}
      {page.isError && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
      {data && today && (
        <section
          aria-labelledby="track-today"
          className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 tablet:p-6"
        >
          <div>
            <h2 id="track-today" className="text-2xl">
              {t('track.today')}
            </h2>
            <p className="text-lg font-semibold">{today.dateLabel}</p>
            <p className="text-ink-muted">{t('track.expected', { window: today.window.label })}</p>
          </div>
          <TrackSteps card={today} />
          {today.delivery && <DeliveryDetails report={today.delivery} dateLabel={today.dateLabel} level={3} />}
        </section>
      )}
      {data && !today && (
        <section aria-labelledby="track-none" className="flex flex-col gap-2">
          <h2 id="track-none" className="text-xl">
            {t('track.none')}
          </h2>
          {next && <p>{t('track.next', { date: next.dateLabel, window: next.window.label })}</p>}
        </section>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="track-recent" className="flex flex-col gap-4">
          <h2 id="track-recent" className="text-2xl">
            {t('track.recent')}
          </h2>
          <ul className="grid gap-4 tablet:grid-cols-2">
            {earlier.map((d) => (
              <li key={d.orderId} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
                <h3 className="text-lg">{d.dateLabel}</h3>
                <p className="text-ink-muted">
                  {d.windowLabel}
                  {' · '}
                  <span className="tabular-nums">{formatMoney(d.totalCents, locale)}</span>
                </p>
                <DeliveryDetails report={d.delivery} dateLabel={d.dateLabel} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <Link to={link('account')} className={buttonClass('secondary', 'self-start')}>
          {t('track.toAccount')}
        </Link>
      )}
    </div>
  );
}
