import { formatMoney } from '@fp/domain';
import type { OrderSummary } from '@fp/contracts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { MoneyLines } from './MoneyLines.tsx';

/**
 * The first order as it will be paid: plan, first delivery, every discount, delivery fee, taxes,
 * total (with why it is the regular price at an address already served), and when the card is
 * charged (now, or at the order's cutoff).
 */
export function OrderSummaryCard({ summary }: { summary: OrderSummary }) {
  const { t, locale } = useTranslation('signup');
  const total = formatMoney(summary.totalCents, locale);
  return (
    <section aria-labelledby="signup-summary-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="signup-summary-title" className="text-xl">
        {t('payment.summaryTitle')}
      </h2>
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('payment.plan')}</dt>
          <dd className="font-semibold break-words">{summary.planLabel}</dd>
          <dd className="text-sm text-ink-muted">
            {t('payment.servings', {
              count: summary.servings,
              price: formatMoney(summary.pricePerServingCents, locale),
            })}
          </dd>
        </div>
        {summary.delivery && (
          <div>
            <dt className="text-sm text-ink-muted">{t('payment.firstDelivery')}</dt>
            <dd className="font-semibold">
              {t('payment.deliveryWhen', { date: summary.delivery.dateLabel, window: summary.delivery.windowLabel })}
            </dd>
          </div>
        )}
      </dl>
      <MoneyLines {...summary} />
      {/* Decision 017: the price is the regular one, and the reason stands beside it. */}
      {summary.welcomeOfferWithheld && (
        <p className="flex items-start gap-2 rounded-lg bg-warning-bg p-3 text-sm" data-testid="regular-price-note">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{t('payment.regularPrice')}</span>
        </p>
      )}
      {summary.belowMinimum && (
        <p className="flex items-start gap-2 rounded-lg bg-warning-bg p-3 text-sm">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{t('payment.belowMinimum')}</span>
        </p>
      )}
      <p className="rounded-lg bg-sage-light p-3 text-sm font-medium">
        {summary.chargeTiming === 'now' || !summary.delivery
          ? t('payment.chargeNow', { total })
          : t('payment.chargeAtCutoff', { total, date: summary.delivery.cutoffLabel })}
      </p>
    </section>
  );
}
