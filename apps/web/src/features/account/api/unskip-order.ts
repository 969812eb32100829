import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@fp/i18n';
import { useUnskipOrder as useUnskip } from '../../../api/unskip-order.ts';
import { storeCard } from './get-order-data-for-account-page.ts';

export { sendUnskip } from '../../../api/unskip-order.ts';

/** Brings a skipped week back; the answer's card replaces the cached one (restored, or re-picked). */
export function useUnskipOrder(locale: Locale) {
  const client = useQueryClient();
  return useUnskip(({ order }) => storeCard(client, locale, order));
}
