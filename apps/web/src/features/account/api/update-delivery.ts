import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDelivery, type InputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { storeCard } from './get-order-data-for-account-page.ts';
import { changeDeliveryFormKeys } from './get-change-delivery-form.ts';

export function sendDeliveryChange(input: InputOf<typeof updateDelivery>) {
  return call(updateDelivery, input);
}

/** Moves an order to another date or window of its week; the answer's card replaces the cached one. */
export function useUpdateDelivery(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDeliveryChange,
    onSuccess: ({ order }) => {
      void client.invalidateQueries({ queryKey: changeDeliveryFormKeys.all });
      return storeCard(client, locale, order);
    },
  });
}
