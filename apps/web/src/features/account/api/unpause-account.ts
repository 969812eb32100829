import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unpauseAccount } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { reloadAccountPage } from './get-order-data-for-account-page.ts';

export function sendUnpause() {
  return call(unpauseAccount, {});
}

/** Resumes a paused plan: the coming weeks come back, and the session's flags may change. */
export function useUnpauseAccount() {
  const client = useQueryClient();
  const reloadSession = useReloadSession();
  return useMutation({
    mutationFn: sendUnpause,
    onSuccess: () => {
      void reloadSession();
      return reloadAccountPage(client);
    },
  });
}
