import { useState } from 'react';
import { dateInZone, formatDay, formatMoney, MENU_TIME_ZONE } from '@fp/domain';
import { titleKey } from '@fp/i18n';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { usePaymentHistory } from '../api/queries.ts';

/**
 * /settings/PaymentHistory (French /fr/parametres/historique-paiements): payment date, delivery
 * date and amount of every charge, late additions and refunds on their own lines, with a pager.
 */
export default function PaymentHistoryPage() {
  const { t, locale } = useTranslation('settingsPayment');
  const link = useLink();
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  const data = history.data;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl tablet:text-4xl">{t(titleKey('settings-payment-history'))}</h1>
        <p className="text-lg text-ink-muted">{t('history.intro')}</p>
        <Link to={link('settings-payment')} className="self-start font-semibold text-kale underline underline-offset-4">
          {t('paymentLink')}
        </Link>
      </header>
      {history.isPending && <LoadingState label={t('history.loading')} />}
      {history.isError && <ErrorState error={history.error} onRetry={() => void history.refetch()} />}
      {data && data.entries.length === 0 && <p>{t('history.empty')}</p>}
      {data && data.entries.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-2xl border border-line bg-white">
            <table className="w-full text-left text-sm tablet:text-base">
              <caption className="sr-only">{t('history.caption')}</caption>
              <thead className="border-b border-line bg-cream">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('history.paidAt')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('history.deliveryDate')}
                  </th>
                  <th scope="col" className="hidden px-3 py-2 tablet:table-cell">
                    {t('history.kind')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('history.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e, i) => (
                  <tr key={`${e.paidAt}-${i}`} className="border-b border-line last:border-0">
                    <td className="px-3 py-2">
                      {formatDay(dateInZone(new Date(e.paidAt), MENU_TIME_ZONE), locale, 'date')}
                    </td>
                    <td className="px-3 py-2">{e.deliveryDate ? formatDay(e.deliveryDate, locale, 'date') : '—'}</td>
                    <td className="hidden px-3 py-2 tablet:table-cell">{t(`history.kinds.${e.kind}`)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatMoney(e.amountCents, locale)}
                      {/* On a phone the type goes under the amount: three columns fit in 320 px. */}
                      <span className="block text-sm text-ink-muted tablet:hidden">{t(`history.kinds.${e.kind}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('history.pager')} className="flex items-center justify-between gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('history.newer')}
            </button>
            <p aria-live="polite" className="text-center">
              {t('history.pageOf', { page: data.page, pages: data.pages })}
            </p>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={page >= data.pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('history.older')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
