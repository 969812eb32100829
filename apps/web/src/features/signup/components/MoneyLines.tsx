import { formatMoney } from '@fp/domain';
import type { MoneyLine } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The money of an order as a definition list: subtotal, each discount, delivery, taxes, total. */
export function MoneyLines({
  subtotalCents,
  discounts,
  deliveryFeeCents,
  taxes,
  totalCents,
}: {
  subtotalCents: number;
  discounts: MoneyLine[];
  deliveryFeeCents: number;
  taxes: MoneyLine[];
  totalCents: number;
}) {
  const { t, locale } = useTranslation('signup');
  const money = (cents: number) => formatMoney(cents, locale);
  const row = (key: string, label: string, value: string, tone = '') => (
    <div key={key} className={`flex items-baseline justify-between gap-4 py-1.5 ${tone}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col divide-y divide-line/60">
      {row('subtotal', t('payment.subtotal'), money(subtotalCents))}
      {discounts.map((line, i) =>
        // Discounts arrive as negative amounts or positive ones to subtract; show them as reductions.
        row(`discount-${i}`, line.label, money(-Math.abs(line.amountCents)), 'text-kale'),
      )}
      {row('delivery', t('payment.deliveryFee'), deliveryFeeCents === 0 ? t('payment.free') : money(deliveryFeeCents))}
      {taxes.map((line, i) => row(`tax-${i}`, line.label, money(line.amountCents)))}
      {row('total', t('payment.total'), money(totalCents), 'text-lg font-bold')}
    </dl>
  );
}
