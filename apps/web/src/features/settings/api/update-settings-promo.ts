import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySettingsPromo, invalidateSettingsPromo, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { settingsPaymentKeys } from './get-settings-payment.ts';

export function sendPromoCode(input: InputOf<typeof applySettingsPromo>) {
  return call(applySettingsPromo, input);
}

export function sendPromoRemoval() {
  return call(invalidateSettingsPromo, {});
}

/** `settings_payment/apply`, or with no code `invalidate`: the answer is the tab's new data. */
export function usePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string | null) => (code === null ? sendPromoRemoval() : sendPromoCode({ code })),
    onSuccess: (settings) => client.setQueryData(settingsPaymentKeys.all, settings),
  });
}
