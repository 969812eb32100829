import { useMutation } from '@tanstack/react-query';
import { sendOrderReceipts, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendReceipts(input: InputOf<typeof sendOrderReceipts>) {
  return call(sendOrderReceipts, input);
}

export function useSendReceipts() {
  return useMutation({ mutationFn: sendReceipts });
}
