import type { FastifyInstance } from 'fastify';
import {
  cancelSubscription,
  createSubscription,
  getAccountRecommendedSubscribableProducts,
  getActiveSubscriptions,
  getFutureOrdersForProduct,
  getFutureOrdersForSellableProduct,
  getRecommendedSubscribableProducts,
  updateSubscription,
  updateSubscriptionDelivery,
} from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import type { MarketSubscriptions } from './subscriptions.ts';

/** The signed-in household's market subscriptions (decision 034); anyone else's answers 404. */
export function marketSubscriptionRoutes(app: FastifyInstance, subs: MarketSubscriptions) {
  const client = { auth: 'client' } as const;
  serve(
    app,
    getActiveSubscriptions,
    ({ input, request }) => subs.active(request.session.clientId!, request.locale, input.productId),
    client,
  );
  for (const e of [getRecommendedSubscribableProducts, getAccountRecommendedSubscribableProducts]) {
    serve(app, e, ({ request }) => subs.recommended(request.session.clientId!, request.locale), client);
  }
  serve(
    app,
    createSubscription,
    ({ input, request }) => subs.create(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    updateSubscription,
    ({ input, request }) => subs.update(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    cancelSubscription,
    ({ input, request }) => subs.cancel(request.session.clientId!, input, request.locale),
    client,
  );
  for (const e of [getFutureOrdersForProduct, getFutureOrdersForSellableProduct]) {
    serve(
      app,
      e,
      ({ input, request }) => subs.futureOrders(request.session.clientId!, input.productId, request.locale),
      client,
    );
  }
  serve(
    app,
    updateSubscriptionDelivery,
    ({ input, request }) => subs.setDeliveryQuantity(request.session.clientId!, input, request.locale),
    client,
  );
}
