import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissServingsBasedBanner } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { accountBannerKeys } from './get-servings-based-banner.ts';

export function sendBannerDismissal() {
  return call(dismissServingsBasedBanner, {});
}

/** Hides the account banner at once; the server remembers it for the household. */
export function useDismissAccountBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendBannerDismissal,
    onMutate: () => client.setQueriesData({ queryKey: accountBannerKeys.all }, { banner: null }),
  });
}
