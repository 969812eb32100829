import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCurrentStep,
  getOrderSummary,
  getSelectedPlan,
  getStartedData,
  getWelcome,
  getDeliveryOptions,
  getFirstDeliveryString,
  getSavedAddress,
  getHouseholdOffer,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { ApiError, call } from '../../../lib/api.ts';

/** A refusal by the server (4xx) will not change on a retry. */
const retryServerErrorsOnce = (count: number, error: Error) =>
  count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const signupKeys = {
  all: ['signup'] as const,
  step: (locale: Locale) => ['signup', 'current-step', locale] as const,
  selectedPlan: (locale: Locale) => ['signup', 'selected-plan', locale] as const,
  summary: (locale: Locale) => ['signup', 'order-summary', locale] as const,
  savedAddress: ['signup', 'saved-address'] as const,
  householdOffer: (addressKey: string) => ['signup', 'household-offer', addressKey] as const,
  deliveryOptions: (locale: Locale) => ['signup', 'delivery-options', locale] as const,
  firstDelivery: (locale: Locale) => ['signup', 'first-delivery', locale] as const,
  welcome: (locale: Locale) => ['signup', 'welcome', locale] as const,
  getStarted: (locale: Locale) => ['signup', 'get-started', locale] as const,
};

/** Progress is kept by the server; every step page asks again so a returning visitor resumes right. */
export function useCurrentStep(locale: Locale) {
  return useQuery({
    queryKey: signupKeys.step(locale),
    queryFn: ({ signal }) => call(getCurrentStep, {}, { signal }),
    staleTime: 0,
    retry: retryServerErrorsOnce,
  });
}

/** The address saved at an earlier visit (null when none): always asked again, it may have changed. */
export function useSavedAddress() {
  return useQuery({
    queryKey: signupKeys.savedAddress,
    queryFn: ({ signal }) => call(getSavedAddress, {}, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retryServerErrorsOnce,
  });
}

/** Decision 017: whether the saved address already has a subscriber (no welcome offer then). */
export function useHouseholdOffer(addressKey: string | null) {
  return useQuery({
    queryKey: signupKeys.householdOffer(addressKey ?? ''),
    queryFn: ({ signal }) => call(getHouseholdOffer, {}, { signal }),
    enabled: addressKey !== null,
    retry: retryServerErrorsOnce,
  });
}

export function useSelectedPlan(locale: Locale) {
  return useQuery({
    queryKey: signupKeys.selectedPlan(locale),
    queryFn: ({ signal }) => call(getSelectedPlan, {}, { signal }),
    retry: retryServerErrorsOnce,
  });
}

export function useOrderSummary(locale: Locale) {
  return useQuery({
    queryKey: signupKeys.summary(locale),
    queryFn: ({ signal }) => call(getOrderSummary, {}, { signal }),
    retry: retryServerErrorsOnce,
  });
}

export function useDeliveryOptions(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: signupKeys.deliveryOptions(locale),
    queryFn: ({ signal }) => call(getDeliveryOptions, {}, { signal }),
    enabled,
    retry: retryServerErrorsOnce,
  });
}

export function useFirstDeliveryString(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: signupKeys.firstDelivery(locale),
    queryFn: ({ signal }) => call(getFirstDeliveryString, {}, { signal }),
    enabled,
    retry: retryServerErrorsOnce,
  });
}

export function useWelcome(locale: Locale) {
  return useQuery({
    queryKey: signupKeys.welcome(locale),
    queryFn: ({ signal }) => call(getWelcome, {}, { signal }),
    retry: retryServerErrorsOnce,
  });
}

export function useGetStartedData(locale: Locale) {
  return useQuery({
    queryKey: signupKeys.getStarted(locale),
    queryFn: ({ signal }) => call(getStartedData, {}, { signal }),
    staleTime: 60_000,
    retry: retryServerErrorsOnce,
  });
}

/** After a step is saved: the progress, the summary and the welcome all change. */
export function useForgetSignupData() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: signupKeys.all });
}
