import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsAccount, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { settingsAccountKeys } from './get-settings-account.ts';

export function sendAccountUpdate(input: InputOf<typeof updateSettingsAccount>) {
  return call(updateSettingsAccount, input);
}

export function useUpdateName() {
  const client = useQueryClient();
  const reloadSession = useReloadSession();
  return useMutation({
    mutationFn: sendAccountUpdate,
    onSuccess: (account) => {
      client.setQueryData(settingsAccountKeys.all, account);
      // The header greets by first name, which comes with the session.
      void reloadSession();
    },
  });
}
