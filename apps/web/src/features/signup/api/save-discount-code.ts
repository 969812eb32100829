import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDiscountCode } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { orderSummaryKeys } from './get-order-summary.ts';

export function sendDiscountCode(code: string) {
  return call(saveDiscountCode, { code });
}

/** A code applied at checkout changes the order summary: it is asked again. */
export function useSaveDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDiscountCode,
    onSuccess: () => client.invalidateQueries({ queryKey: orderSummaryKeys.all }),
  });
}
