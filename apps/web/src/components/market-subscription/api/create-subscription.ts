import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSubscription, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from './refresh.ts';

export function sendCreateSubscription(input: InputOf<typeof createSubscription>) {
  return call(createSubscription, input);
}

/** Subscribes to a market item from a start date. */
export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendCreateSubscription, onSuccess: () => refreshAfterChange(client) });
}
