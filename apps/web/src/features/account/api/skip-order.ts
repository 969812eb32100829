import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skipOrder, type InputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { storeCard } from './get-order-data-for-account-page.ts';

export function sendSkip(input: InputOf<typeof skipOrder>) {
  return call(skipOrder, input);
}

/** Skips a week at the version the page shows; the answer's card replaces the cached one. */
export function useSkipOrder(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSkip,
    onSuccess: ({ order }) => storeCard(client, locale, order),
  });
}
