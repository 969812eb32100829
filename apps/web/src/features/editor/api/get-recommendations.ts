import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRecommendedSubscribableProducts } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const recommendationsKeys = {
  all: endpointKey(getRecommendedSubscribableProducts),
  of: (locale: Locale) => [...recommendationsKeys.all, locale] as const,
};

/** Market items the household buys often and does not subscribe to yet ("Get it every delivery"). */
export function useRecommendations(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: recommendationsKeys.of(locale),
    queryFn: ({ signal }) => call(getRecommendedSubscribableProducts, {}, { signal }),
    enabled,
  });
}

/** Asks for the recommendations again (a subscription taken leaves them). */
export function useRefreshRecommendations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recommendationsKeys.all });
}
