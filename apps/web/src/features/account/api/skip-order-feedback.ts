import { useMutation } from '@tanstack/react-query';
import { skipOrderFeedback, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendSkipFeedback(input: InputOf<typeof skipOrderFeedback>) {
  return call(skipOrderFeedback, input);
}

/** Why the household skipped a week: nothing on the page depends on it, so no cache to touch. */
export function useSkipFeedback() {
  return useMutation({ mutationFn: sendSkipFeedback });
}
