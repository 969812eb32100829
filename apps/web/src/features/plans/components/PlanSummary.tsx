import { useId, type ReactNode } from 'react';
import type { PlanQuote, SubscriptionPlans } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { useTranslation } from '../../../lib/i18n.tsx';

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** Price per serving, the week's total, delivery, first-order discounts and what the first order costs. */
export function PlanSummary({
  quote,
  plans,
  updating,
}: {
  quote: PlanQuote | undefined;
  plans: SubscriptionPlans;
  updating: boolean;
}) {
  const { t, locale } = useTranslation('plans');
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={updating}
      className="flex flex-col gap-4 rounded-2xl bg-cream p-5 tablet:p-6"
    >
      <h2 id={headingId} className="text-2xl">
        {t('summary.title')}
      </h2>
      {quote ? <p className="text-ink-muted">{t('summary.servings', { count: quote.servings })}</p> : null}
      {quote ? (
        <dl className="flex flex-col gap-2" data-testid="plan-summary">
          <Row label={t('summary.pricePerServing')} value={money(quote.pricePerServingCents)} />
          <Row label={t('summary.subtotal')} value={money(quote.subtotalCents)} />
          <Row
            label={t('summary.delivery')}
            value={
              quote.deliveryFeeCents === 0 ? (
                <>
                  {quote.regularDeliveryFeeCents > 0 ? (
                    <s className="mr-2 text-ink-muted">{money(quote.regularDeliveryFeeCents)}</s>
                  ) : null}
                  {t('summary.free')}
                </>
              ) : (
                money(quote.deliveryFeeCents)
              )
            }
          />
          {quote.discounts.length > 0 ? (
            <div className="flex flex-col gap-1 border-t border-line pt-2">
              <dt className="font-semibold">{t('summary.discounts')}</dt>
              {quote.discounts.map((d) => (
                <dd key={d.label} className="flex justify-between gap-4 text-kale">
                  <span>{d.label}</span>
                  <span className="tabular-nums">{`−${money(d.amountCents)}`}</span>
                </dd>
              ))}
            </div>
          ) : null}
          <Row label={t('summary.total')} value={money(quote.totalCents)} strong />
        </dl>
      ) : null}
      {updating ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('summary.calculating')}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{t('summary.taxesNote')}</p>
      {/* Decision 017, said before the payment step: the offer is one per household. */}
      {quote && quote.discounts.length > 0 ? (
        <p className="text-sm text-ink-muted">{t('summary.householdRule')}</p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t('summary.freeDeliveryNote', {
          threshold: formatMoney(plans.freeDeliveryThresholdCents, locale, 'short'),
          fee: money(plans.deliveryFeeCents),
        })}
      </p>
      {quote?.belowMinimum ? (
        <p role="note" className="rounded-lg bg-warning-bg px-3 py-2 text-sm text-ink">
          {t('summary.minimumSpend', { minimum: formatMoney(quote.minimumOrderCents, locale, 'short') })}
        </p>
      ) : null}
    </section>
  );
}
