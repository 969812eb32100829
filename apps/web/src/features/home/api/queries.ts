import { useQuery } from '@tanstack/react-query';
import { getHomepage, type Region } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';

export function useHomepage(locale: Locale, region: Region | null) {
  return useQuery({
    queryKey: ['homepage', locale, region],
    queryFn: ({ signal }) => call(getHomepage, region ? { region } : {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
