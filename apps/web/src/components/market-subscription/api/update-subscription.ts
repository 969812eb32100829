import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSubscription, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from './refresh.ts';

export function sendUpdateSubscription(input: InputOf<typeof updateSubscription>) {
  return call(updateSubscription, input);
}

/** A new quantity for every coming delivery, at the subscription's version. */
export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendUpdateSubscription, onSuccess: () => refreshAfterChange(client) });
}
