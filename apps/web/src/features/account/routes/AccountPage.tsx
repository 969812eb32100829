import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session.ts';
import { AccountBanner } from '../components/AccountBanner.tsx';
import { AccountNotices } from '../components/AccountNotices.tsx';
import { AccountStatusMessage } from '../components/AccountStatusMessage.tsx';
import { DeliveryCard } from '../components/DeliveryCard.tsx';
import { useAccountWeeks } from '../components/use-account-weeks.ts';

/** /account (/fr/compte): the household's coming weeks as delivery cards, then the recent deliveries. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const link = useLink();
  const { page, clock } = useAccountWeeks();
  // The schedule is offered where the navigation offers it (the customer-schedule flag).
  const scheduleInNav = useSession().customerSchedule;

  return (
    <div className="container-page flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl tablet:text-4xl">{t('titles.account')}</h1>
      {page.isPending && <LoadingState />}
      {page.isError && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && clock && (
        <>
          {!page.data.closed && <AccountBanner />}
          {!page.data.closed && <AccountNotices upcoming={page.data.upcoming} />}
          {page.data.closed && <AccountStatusMessage status="closed" />}
          {page.data.paused && !page.data.closed && <AccountStatusMessage status="paused" />}
          {page.data.today && (
            <Link to={link('track')} className={buttonClass('accent', 'self-start')}>
              {t('home.toTrack')}
            </Link>
          )}
          {!page.data.paused && !page.data.closed && (
            <section aria-labelledby="account-upcoming" className="flex flex-col gap-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="account-upcoming" className="text-2xl">
                  {t('home.upcoming')}
                </h2>
                {scheduleInNav && (
                  <Link to={link('schedule')} className="font-semibold text-kale underline underline-offset-4">
                    {t('home.toSchedule')}
                  </Link>
                )}
              </div>
              {page.data.upcoming.length === 0 ? (
                <p className="text-ink-muted">{t('home.noUpcoming')}</p>
              ) : (
                <ul className="grid gap-4 desktop:grid-cols-2">
                  {page.data.upcoming.map((card) => (
                    <li key={card.id} className="min-w-0">
                      <DeliveryCard card={card} minimumCents={page.data.minimumCents} clock={clock} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {page.data.recent.length > 0 && (
            <section aria-labelledby="account-recent" className="flex flex-col gap-4">
              <h2 id="account-recent" className="text-2xl">
                {t('home.recent')}
              </h2>
              <ul className="grid gap-4 desktop:grid-cols-2">
                {page.data.recent.map((card) => (
                  <li key={card.id} className="min-w-0">
                    <DeliveryCard card={card} minimumCents={page.data.minimumCents} clock={clock} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
