import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDeliverySlot, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { deliveryOptionsKeys } from './get-delivery-options.ts';

export function sendDeliverySlot(input: InputOf<typeof updateDeliverySlot>) {
  return call(updateDeliverySlot, input);
}

/** Saved or refused (slot full), the calendar is asked again to show what is held now. */
export function useUpdateDeliverySlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDeliverySlot,
    onSettled: () => client.invalidateQueries({ queryKey: deliveryOptionsKeys.all }),
  });
}
