import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getEmailVerification,
  getSettingsAccount,
  removeSettingsProvider,
  resendEmailVerification,
  updateSettingsAccount,
  updateSettingsPassword,
  verifyEmail,
  type InputOf,
  type SettingsAccount,
  type SocialProvider,
} from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { useReloadSession } from '../../../lib/session.ts';

const ACCOUNT_KEY = ['settings', 'account'] as const;
const VERIFICATION_KEY = ['settings', 'email-verification'] as const;

/** The account tab's data; never cached across visits (it sits behind the password dialog). */
export function useSettingsAccount() {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => call(getSettingsAccount, {}, { signal }),
    gcTime: 0,
    retry: false,
  });
}

export function useUpdateName() {
  const client = useQueryClient();
  const reloadSession = useReloadSession();
  return useMutation({
    mutationFn: (input: InputOf<typeof updateSettingsAccount>) => call(updateSettingsAccount, input),
    onSuccess: (account) => {
      client.setQueryData(ACCOUNT_KEY, account);
      // The header greets by first name, which comes with the session.
      void reloadSession();
    },
  });
}

export function useRemoveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => call(removeSettingsProvider, { provider }),
    onSuccess: (account) => client.setQueryData(ACCOUNT_KEY, account),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof updateSettingsPassword>) => call(updateSettingsPassword, input),
    onSuccess: () => client.setQueryData<SettingsAccount>(ACCOUNT_KEY, (a) => (a ? { ...a, hasPassword: true } : a)),
  });
}

export function useEmailVerification() {
  return useQuery({
    queryKey: VERIFICATION_KEY,
    queryFn: ({ signal }) => call(getEmailVerification, {}, { signal }),
    retry: false,
  });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(verifyEmail, { code }),
    onSuccess: () =>
      client.setQueryData(VERIFICATION_KEY, (s: { email: string } | undefined) => s && { ...s, verified: true }),
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: () => call(resendEmailVerification, {}) });
}
