import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAddressSuggestions } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

/** Fewer characters than this never find an address (civic number and a letter of the street at least). */
export const MIN_QUERY_LENGTH = 3;

// Case does not change the suggestions: "12 MAIN" and "12 main" share one cached answer.
export const addressSuggestionsKeys = {
  all: endpointKey(getAddressSuggestions),
  of: (q: string, locale: Locale) => [...addressSuggestionsKeys.all, q.toLowerCase(), locale] as const,
};

export function fetchAddressSuggestions(q: string, signal?: AbortSignal) {
  return call(getAddressSuggestions, { q }, { signal });
}

export function addressSuggestionsQuery(q: string, locale: Locale) {
  return queryOptions({
    queryKey: addressSuggestionsKeys.of(q, locale),
    queryFn: ({ signal }) => fetchAddressSuggestions(q, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAddressSuggestions(query: string, locale: Locale, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    ...addressSuggestionsQuery(q, locale),
    enabled: enabled && q.length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}
