import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsPassword, type InputOf, type SettingsAccount } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { settingsAccountKeys } from './get-settings-account.ts';

export function sendPasswordChange(input: InputOf<typeof updateSettingsPassword>) {
  return call(updateSettingsPassword, input);
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordChange,
    onSuccess: () =>
      client.setQueryData<SettingsAccount>(settingsAccountKeys.all, (a) => (a ? { ...a, hasPassword: true } : a)),
  });
}
