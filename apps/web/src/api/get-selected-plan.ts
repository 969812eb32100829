import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSelectedPlan } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../lib/api.ts';
import { endpointKey } from '../lib/query-keys.ts';

// Shared: the plans page and the delivery step show the same selection, under this one key.
export const selectedPlanKeys = {
  all: endpointKey(getSelectedPlan),
  of: (locale: Locale) => [...selectedPlanKeys.all, locale] as const,
};

export function fetchSelectedPlan(signal?: AbortSignal) {
  return call(getSelectedPlan, {}, { signal });
}

export function selectedPlanQuery(locale: Locale) {
  return queryOptions({ queryKey: selectedPlanKeys.of(locale), queryFn: ({ signal }) => fetchSelectedPlan(signal) });
}

export function useSelectedPlan(locale: Locale) {
  return useQuery(selectedPlanQuery(locale));
}
