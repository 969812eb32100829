import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unskipOrder, type InputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { storeCard } from './get-order-data-for-account-page.ts';

export function sendUnskip(input: InputOf<typeof unskipOrder>) {
  return call(unskipOrder, input);
}

/** Brings a skipped week back; the answer says whether it came back as it was or re-picked. */
export function useUnskipOrder(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendUnskip,
    onSuccess: ({ order }) => storeCard(client, locale, order),
  });
}
