import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMenuData, getProductModalData, getRecipalHtml, type InputOf, type Region } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';

export type MenuQuery = InputOf<typeof getMenuData>;

export function useMenuData(query: MenuQuery, locale: Locale) {
  return useQuery({
    queryKey: ['menu', locale, query],
    queryFn: ({ signal }) => call(getMenuData, query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useProductDetail(idOrSlug: string | undefined, locale: Locale) {
  return useQuery({
    queryKey: ['product', locale, idOrSlug],
    queryFn: ({ signal }) => call(getProductModalData, { id: idOrSlug! }, { signal }),
    enabled: Boolean(idOrSlug),
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 1 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useNutritionHtml(id: number | undefined, locale: Locale) {
  return useQuery({
    queryKey: ['nutrition', locale, id],
    queryFn: ({ signal }) => call(getRecipalHtml, { id: String(id) }, { signal }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}

export type { Region };
