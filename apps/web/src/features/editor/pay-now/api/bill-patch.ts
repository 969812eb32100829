import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billPatch, getOrderDataForAccountPage, type InputOf } from '@fp/contracts';
import { ApiError, call } from '../../../../lib/api.ts';
import { endpointKey } from '../../../../lib/query-keys.ts';

export function sendBillPatch(input: InputOf<typeof billPatch>) {
  return call(billPatch, input);
}

/** No answer came back (or the gateway's outcome is unknown): the charge may exist, ask again. */
const unanswered = (error: Error) =>
  error instanceof ApiError &&
  (error.code === 'network' || error.code === 'timeout' || error.code === 'payment_unavailable');

/**
 * Charges a patch once (decision 033). Mutations do not retry (decision 021), except this lost
 * answer: asked again twice at most with the same idempotency key, which the server answers with
 * the one charge it made. A billed patch changes the order's amounts, so the account's cards are
 * fetched again.
 */
export function useBillPatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendBillPatch,
    retry: (failures, error) => failures < 2 && unanswered(error),
    onSuccess: (answer) => {
      if (answer.status === 'billed') {
        void client.invalidateQueries({ queryKey: endpointKey(getOrderDataForAccountPage) });
      }
    },
  });
}
