import { useMutation } from '@tanstack/react-query';
import { getPostalCodeInfo } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function fetchPostalCodeInfo(postal: string) {
  return call(getPostalCodeInfo, { postal });
}

/** Asked on submit of the no-delivery page's form, so a mutation: each check is a new answer. */
export function usePostalCodeInfo() {
  return useMutation({ mutationFn: fetchPostalCodeInfo });
}
