import { useMutation } from '@tanstack/react-query';
import { createPatch, type InputOf } from '@fp/contracts';
import { call } from '../../../../lib/api.ts';

export function sendCreatePatch(input: InputOf<typeof createPatch>) {
  return call(createPatch, input);
}

/** Prices the draft additions and holds their stock; answers the patch or what sold out. No retry (decision 021). */
export function useCreatePatch() {
  return useMutation({ mutationFn: sendCreatePatch });
}
