import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getOrderDataForAccountPage, type AccountPageData, type OrderCard } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

// The account home, the schedule and the tracking page read the same answer, under this key.
export const accountPageKeys = {
  all: endpointKey(getOrderDataForAccountPage),
  of: (locale: Locale) => [...accountPageKeys.all, locale] as const,
};

export function fetchAccountPage(signal?: AbortSignal) {
  return call(getOrderDataForAccountPage, {}, { signal });
}

export function accountPageQuery(locale: Locale) {
  return queryOptions({
    queryKey: accountPageKeys.of(locale),
    queryFn: ({ signal }) => fetchAccountPage(signal),
  });
}

/** The household's coming weeks, today's delivery and the recent ones, as delivery cards. */
export function useAccountPage(locale: Locale) {
  return useQuery(accountPageQuery(locale));
}

const replaceCard = (cards: OrderCard[], card: OrderCard) => cards.map((c) => (c.id === card.id ? card : c));

/**
 * Puts a card the server just answered (after a skip, an unskip or a change of delivery) in the
 * cached page at once, then asks for the whole page again: a change can move another week too
 * (the cutoff follows the date), and the texts of the other language's cache are stale.
 */
export function storeCard(client: QueryClient, locale: Locale, card: OrderCard) {
  client.setQueryData<AccountPageData>(accountPageKeys.of(locale), (page) =>
    page
      ? {
          ...page,
          upcoming: replaceCard(page.upcoming, card),
          recent: replaceCard(page.recent, card),
          today: page.today?.id === card.id ? card : page.today,
        }
      : page,
  );
  return client.invalidateQueries({ queryKey: accountPageKeys.all });
}

/** Reloads every cached copy of the page (after a stale version or a refused change). */
export function reloadAccountPage(client: QueryClient) {
  return client.invalidateQueries({ queryKey: accountPageKeys.all });
}

/** For components: reloads the page's data (a stale version, a passed cutoff, a countdown at zero). */
export function useReloadAccountPage() {
  const client = useQueryClient();
  return () => reloadAccountPage(client);
}
