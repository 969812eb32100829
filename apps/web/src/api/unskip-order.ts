import { useMutation } from '@tanstack/react-query';
import { unskipOrder, type InputOf, type OutputOf } from '@fp/contracts';
import { call } from '../lib/api.ts';

export type Unskipped = OutputOf<typeof unskipOrder>;

// Shared: the account's delivery cards and the editor (a skipped next week offered back) bring a
// week back with the same call.
export function sendUnskip(input: InputOf<typeof unskipOrder>) {
  return call(unskipOrder, input);
}

/** Brings a skipped week back; `onUnskipped` lets the page keep what the answer says. */
export function useUnskipOrder(onUnskipped?: (answer: Unskipped) => unknown) {
  return useMutation({ mutationFn: sendUnskip, onSuccess: (answer) => onUnskipped?.(answer) });
}
