import { formatMoney } from '@fp/domain';
import type { OrderCard } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The money of a week: subtotal, each discount, delivery, each tax, account credit, total. */
export function OrderTotals({ card }: { card: OrderCard }) {
  const { t, locale } = useTranslation('account');
  const money = (cents: number) => formatMoney(cents, locale);
  const row = (key: string, label: string, value: string, tone = '') => (
    <div key={key} className={`flex items-baseline justify-between gap-4 py-1 ${tone}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col divide-y divide-line/60">
      {row('subtotal', t('card.subtotal'), money(card.subtotalCents))}
      {card.discounts.map((line, i) =>
        // Discounts may arrive signed either way; they are always reductions.
        row(`discount-${i}`, line.label, money(-Math.abs(line.amountCents)), 'text-kale'),
      )}
      {row(
        'delivery',
        t('card.deliveryFee'),
        card.deliveryFeeCents === 0 ? t('card.free') : money(card.deliveryFeeCents),
      )}
      {card.taxes.map((line, i) => row(`tax-${i}`, line.label, money(line.amountCents)))}
      {card.creditCents !== 0 && row('credit', t('card.credit'), money(-Math.abs(card.creditCents)), 'text-kale')}
      {row('total', t('card.total'), money(card.totalCents), 'font-bold')}
    </dl>
  );
}
