import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecipalHtml } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const nutritionKeys = {
  all: endpointKey(getRecipalHtml),
  of: (id: number, locale: Locale) => [...nutritionKeys.all, locale, id] as const,
};

export function fetchNutritionHtml(id: number, signal?: AbortSignal) {
  return call(getRecipalHtml, { id: String(id) }, { signal });
}

export function nutritionQuery(id: number, locale: Locale) {
  return queryOptions({
    queryKey: nutritionKeys.of(id, locale),
    queryFn: ({ signal }) => fetchNutritionHtml(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useNutritionHtml(id: number | undefined, locale: Locale) {
  return useQuery({ ...nutritionQuery(id ?? 0, locale), enabled: id !== undefined });
}
