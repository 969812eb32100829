import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dismissClientRecurringPopup,
  dismissPaymentMethodWarning,
  dismissPopupMessage,
  dismissSkipNotice,
  type getAccountIndex,
  type OutputOf,
} from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { accountIndexKeys } from './get-account-index.ts';

/** The notices of the account home dismissed through `account/dismiss_*` (the banner has its own call). */
export type DismissableNotice = 'client_recurring_popup' | 'payment_method_warning' | 'popup_message' | 'skip_notice';

const ENDPOINTS = {
  client_recurring_popup: dismissClientRecurringPopup,
  payment_method_warning: dismissPaymentMethodWarning,
  popup_message: dismissPopupMessage,
  skip_notice: dismissSkipNotice,
} as const;

export function sendNoticeDismissal(notice: DismissableNotice) {
  return call(ENDPOINTS[notice], {});
}

type AccountIndex = OutputOf<typeof getAccountIndex>;

/** Hides a notice at once; the server remembers it for the household, so it stays gone after a reload. */
export function useDismissAccountNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNoticeDismissal,
    onMutate: (notice) =>
      client.setQueryData<AccountIndex>(accountIndexKeys.all, (old) =>
        old ? { ...old, dismissed: { ...old.dismissed, [notice]: true } } : old,
      ),
  });
}
