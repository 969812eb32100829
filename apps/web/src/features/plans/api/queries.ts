import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { getPlanQuote, getSelectedPlan, getSubscriptionPlans, savePlan, type PlanSelection } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { ApiError, call } from '../../../lib/api.ts';

const noRetryOnRefusal = (count: number, error: Error) =>
  count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useSubscriptionPlans(locale: Locale) {
  return useQuery({
    queryKey: ['plans', 'catalogue', locale],
    queryFn: ({ signal }) => call(getSubscriptionPlans, {}, { signal }),
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  });
}

export function useSelectedPlan() {
  return useQuery({
    queryKey: ['plans', 'selected'],
    queryFn: ({ signal }) => call(getSelectedPlan, {}, { signal }),
    staleTime: 0,
    retry: noRetryOnRefusal,
  });
}

/** The first-order price of the plan on screen; the last answer stays while the next loads. */
export function usePlanQuote(selection: PlanSelection | undefined, locale: Locale, discountKey: string) {
  return useQuery({
    queryKey: ['plans', 'quote', selection, locale, discountKey],
    queryFn: ({ signal }) => call(getPlanQuote, selection!, { signal }),
    enabled: selection !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSavePlan() {
  return useMutation({ mutationFn: (selection: PlanSelection) => call(savePlan, selection) });
}
