import { formatMoney } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Translator } from '../../http/i18n.ts';
import type { OrderRow } from './order-repository.ts';

const KNOWN_DECLINES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_required',
  'no_payment_method',
];

/** Why an order is failed or below the minimum, in the reader's language; null in any other status. */
export function orderStatusMessage(
  order: Pick<OrderRow, 'status' | 'failureCode'>,
  t: Translator,
  minimumCents: number,
  locale: Locale,
): string | null {
  if (order.status === 'failed') {
    const code = KNOWN_DECLINES.includes(order.failureCode ?? '') ? order.failureCode : 'other';
    return t.dynamic(`orders:status.failed.${code}`);
  }
  if (order.status === 'below_minimum') {
    return t('orders:status.belowMinimum', { minimum: formatMoney(minimumCents, locale) });
  }
  return null;
}
