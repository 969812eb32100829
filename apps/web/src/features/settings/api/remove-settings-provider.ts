import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSettingsProvider, type SocialProvider } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { settingsAccountKeys } from './get-settings-account.ts';

export function sendProviderRemoval(provider: SocialProvider) {
  return call(removeSettingsProvider, { provider });
}

export function useRemoveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendProviderRemoval,
    onSuccess: (account) => client.setQueryData(settingsAccountKeys.all, account),
  });
}
