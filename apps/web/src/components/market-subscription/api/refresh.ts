import type { QueryClient } from '@tanstack/react-query';
import { getOrderDataForAccountPage } from '@fp/contracts';
import { endpointKey } from '../../../lib/query-keys.ts';
import { activeSubscriptionsKeys } from './get-active-subscriptions.ts';
import { futureOrdersKeys } from './get-future-orders-for-product.ts';

/**
 * After a change of a subscription: its own answers, the coming orders' units and the account
 * home's cards (the orders' items and totals moved) are asked again.
 */
export function refreshAfterChange(client: QueryClient) {
  return Promise.all(
    [activeSubscriptionsKeys.all, futureOrdersKeys.all, endpointKey(getOrderDataForAccountPage)].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
