import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCurrentStep } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../lib/api.ts';
import { endpointKey } from '../lib/query-keys.ts';

// Shared: the header's signup link and every signup step ask for it, under this one key.
export const currentStepKeys = {
  all: endpointKey(getCurrentStep),
  of: (locale: Locale) => [...currentStepKeys.all, locale] as const,
};

export function fetchCurrentStep(signal?: AbortSignal) {
  return call(getCurrentStep, {}, { signal });
}

/** Progress is kept by the server; every step page asks again so a returning visitor resumes right. */
export function currentStepQuery(locale: Locale) {
  return queryOptions({ queryKey: currentStepKeys.of(locale), queryFn: ({ signal }) => fetchCurrentStep(signal) });
}

export function useCurrentStep(locale: Locale, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ ...currentStepQuery(locale), ...options });
}

/** The step may have changed (a code was saved, a step completed): every cached answer is asked again. */
export function useForgetCurrentStep() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: currentStepKeys.all }), [client]);
}
