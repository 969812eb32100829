import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSubscriptionDelivery, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { refreshAfterChange } from './refresh.ts';

export function sendDeliveryQuantity(input: InputOf<typeof updateSubscriptionDelivery>) {
  return call(updateSubscriptionDelivery, input);
}

/** One coming delivery's units, at the order's version. */
export function useUpdateDeliveryQuantity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendDeliveryQuantity, onSuccess: () => refreshAfterChange(client) });
}
