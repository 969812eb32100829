import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from './refresh.ts';

export function sendCancelSubscription(input: InputOf<typeof cancelSubscription>) {
  return call(cancelSubscription, input);
}

/** Unsubscribes, at the subscription's version. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendCancelSubscription, onSuccess: () => refreshAfterChange(client) });
}
