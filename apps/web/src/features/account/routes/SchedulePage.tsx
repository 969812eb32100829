import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useUnpauseAccount } from '../api/queries.ts';
import { AccountStatusMessage } from '../components/AccountStatusMessage.tsx';
import { DeliveryCard } from '../components/DeliveryCard.tsx';
import { useAccountWeeks } from '../components/use-account-weeks.ts';

/** A paused plan: what it means, and the unpause action the account home's message links to. */
function PausedPlan({ unpause }: { unpause: ReturnType<typeof useUnpauseAccount> }) {
  const { t } = useTranslation('account');
  const failure = unpause.error instanceof ApiRedirect ? null : unpause.error;
  return (
    <section
      aria-labelledby="schedule-paused"
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-warning-bg p-5 tablet:p-6"
    >
      <h2 id="schedule-paused" className="text-xl tablet:text-2xl">
        {t('paused.title')}
      </h2>
      <p>{t('schedule.pausedBody')}</p>
      <button
        type="button"
        onClick={() => !unpause.isPending && unpause.mutate()}
        aria-disabled={unpause.isPending || undefined}
        className={buttonClass('primary')}
      >
        {unpause.isPending ? t('schedule.unpausing') : t('schedule.unpause')}
      </button>
      <div role="alert">{failure && <p className="text-danger">{failure.message}</p>}</div>
    </section>
  );
}

/** /schedule (/fr/horaire): the coming weeks, one row each, to skip or bring back; unpause when paused. */
export default function SchedulePage() {
  const { t } = useTranslation('account');
  const link = useLink();
  const { page, clock } = useAccountWeeks();
  const unpause = useUnpauseAccount();
  const data = page.data;

  return (
    <div className="container-page flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl tablet:text-4xl">{t('titles.schedule')}</h1>
      <p className="max-w-prose text-ink-muted">{t('schedule.intro')}</p>
      {page.isPending && <LoadingState />}
      {page.isError && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
      {data && clock && (
        <>
          {data.closed && <AccountStatusMessage status="closed" />}
          {data.paused && !data.closed && <PausedPlan unpause={unpause} />}
          <div role="status">
            {unpause.isSuccess && !data.paused && (
              <p className="rounded-lg bg-sage-light px-4 py-3">{t('schedule.unpaused')}</p>
            )}
          </div>
          {!data.closed && (
            <section aria-labelledby="schedule-weeks" className="flex flex-col gap-4">
              <h2 id="schedule-weeks" className="text-2xl">
                {t('schedule.weeks')}
              </h2>
              {data.upcoming.length === 0 ? (
                <p className="text-ink-muted">{data.paused ? t('paused.body') : t('home.noUpcoming')}</p>
              ) : (
                <ol className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
                  {data.upcoming.map((card) => (
                    <li key={card.id} className="min-w-0">
                      <DeliveryCard card={card} minimumCents={data.minimumCents} clock={clock} compact />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
          <Link to={link('account')} className="self-start font-semibold text-kale underline underline-offset-4">
            {t('schedule.details')}
          </Link>
        </>
      )}
    </div>
  );
}
