import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsCard, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { settingsPaymentKeys } from './get-settings-payment.ts';

export function sendCardUpdate(input: InputOf<typeof updateSettingsCard>) {
  return call(updateSettingsCard, input);
}

/** A new card on file; the weeks it paid come back with the settings, and the account home reloads. */
export function useUpdateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendCardUpdate,
    onSuccess: ({ billed: _billed, ...settings }) => {
      client.setQueryData(settingsPaymentKeys.all, settings);
    },
    // A failed week billed, or not: the account home's cards and notices are read again.
    onSettled: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsPaymentKeys.all[0] }),
  });
}
