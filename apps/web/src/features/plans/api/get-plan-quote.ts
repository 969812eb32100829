import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPlanQuote, type PlanSelection } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// The held discount code changes the quote without being part of the request: it is in the key.
export const planQuoteKeys = {
  all: endpointKey(getPlanQuote),
  of: (selection: PlanSelection, locale: Locale, discountKey: string) =>
    [...planQuoteKeys.all, selection, locale, discountKey] as const,
};

export function fetchPlanQuote(selection: PlanSelection, signal?: AbortSignal) {
  return call(getPlanQuote, selection, { signal });
}

export function planQuoteQuery(selection: PlanSelection, locale: Locale, discountKey: string) {
  return queryOptions({
    queryKey: planQuoteKeys.of(selection, locale, discountKey),
    queryFn: ({ signal }) => fetchPlanQuote(selection, signal),
  });
}

/** The first-order price of the plan on screen; the last answer stays while the next loads. */
export function usePlanQuote(selection: PlanSelection | undefined, locale: Locale, discountKey: string) {
  return useQuery({
    ...planQuoteQuery(selection ?? ({} as PlanSelection), locale, discountKey),
    enabled: selection !== undefined,
    placeholderData: keepPreviousData,
  });
}
