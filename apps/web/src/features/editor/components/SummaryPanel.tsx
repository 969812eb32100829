import { formatMoney } from '@fp/domain';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { LoyaltyBannerAnswer } from './loyalty.ts';
import type { SummaryView } from './summary.ts';

/**
 * The order summary: subtotal, each discount, delivery (free from the threshold), each tax,
 * total, account credit, what is left to pay and the points it earns, with the minimum-spend
 * warning. `preview` says the figures include unsaved changes. The points are the cart's loyalty
 * banner when one is given (the saved order's), else the summary's own line.
 */
export function SummaryPanel({
  summary,
  preview,
  loyalty,
}: {
  summary: SummaryView;
  preview: boolean;
  loyalty: LoyaltyBannerAnswer | null;
}) {
  const { t, locale } = useTranslation('editor', 'checkout');
  const money = (cents: number) => formatMoney(cents, locale);
  const row = (key: string, label: string, value: string, tone = '') => (
    <div key={key} className={`flex items-baseline justify-between gap-4 py-1 ${tone}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
  const taxLabel = (tax: string, label: string) =>
    t.has(`checkout:labels.taxes.${tax}`) ? t.dynamic(`checkout:labels.taxes.${tax}`) : label;
  return (
    <section
      aria-labelledby="editor-summary"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="editor-summary" className="text-xl">
        {t('summary.title')}
      </h2>
      {/* Always present so the change is announced; the figures below update with each step. */}
      <p role="status" className="text-sm text-ink-muted [&:empty]:hidden">
        {preview ? t('summary.preview') : ''}
      </p>
      <dl className="flex flex-col divide-y divide-line/60">
        {row('subtotal', t('summary.subtotal'), money(summary.subtotalCents))}
        {summary.discounts.map((d, i) => row(`discount-${i}`, d.label, money(-d.amountCents), 'text-kale'))}
        {row(
          'delivery',
          t('summary.delivery'),
          summary.deliveryFeeCents === 0 ? t('summary.free') : money(summary.deliveryFeeCents),
        )}
        {summary.taxes.map((x, i) => row(`tax-${i}`, taxLabel(x.tax, x.label), money(x.amountCents)))}
        {row('total', t('summary.total'), money(summary.totalCents), 'font-bold')}
        {summary.creditCents > 0 && (
          <>
            {row('credit', t('summary.credit'), money(-summary.creditCents), 'text-kale')}
            {row('to-pay', t('summary.toPay'), money(summary.totalAfterCreditCents), 'font-bold')}
          </>
        )}
      </dl>
      {summary.lateAdditionsCents ? (
        <p className="text-sm text-ink-muted">
          {t('summary.lateAdditions', { amount: money(summary.lateAdditionsCents) })}
        </p>
      ) : null}
      {summary.deliveryFeeCents > 0 && (
        <p className="text-sm text-ink-muted">
          {t('summary.freeFrom', { amount: money(summary.freeDeliveryThresholdCents) })}
        </p>
      )}
      {loyalty ? (
        <div className="flex flex-col gap-1 rounded-lg bg-sage-light px-4 py-3">
          <p className="font-semibold text-kale">{loyalty.title}</p>
          <p className="text-sm">{loyalty.body}</p>
        </div>
      ) : (
        <p className="text-sm font-semibold text-kale">{t('summary.points', { count: summary.anticipatedPoints })}</p>
      )}
      {summary.belowMinimum && (
        <p className="rounded-lg bg-warning-bg px-4 py-3">
          {t('summary.minimum', { minimum: money(summary.minimumCents) })}
        </p>
      )}
    </section>
  );
}
