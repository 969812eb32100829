import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAddress, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { deliveryOptionsKeys } from './get-delivery-options.ts';

export function sendAddress(input: InputOf<typeof saveAddress>) {
  return call(saveAddress, input);
}

/** A new address has its own delivery calendar. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryOptionsKeys.all }),
  });
}
