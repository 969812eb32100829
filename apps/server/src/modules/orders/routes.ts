import type { FastifyInstance } from 'fastify';
import { getOrderData, getUpcomingOrderIds } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { paymentConfirmationRoutes } from './billing/payment-confirmation-routes.ts';
import { courierWebhookRoutes } from './delivery/webhook-routes.ts';
import { editorRoutes } from './editor/routes.ts';
import { lateAdditionRoutes } from './late-additions/routes.ts';
import { marketSubscriptionRoutes } from './market/routes.ts';
import type { OrdersService } from './service.ts';
import { weeksRoutes } from './weeks/routes.ts';

/**
 * The signed-in household's orders, every stage's calls; another household's order answers 404,
 * as a missing one does.
 */
export function orderRoutes(app: FastifyInstance, orders: OrdersService) {
  serve(
    app,
    getUpcomingOrderIds,
    async ({ request }) => ({ orderIds: await orders.upcomingIds(request.session.clientId!) }),
    { auth: 'client' },
  );
  serve(
    app,
    getOrderData,
    async ({ input, request }) => orders.orderData(request.session.clientId!, input.orderId, request.locale),
    { auth: 'client' },
  );
  weeksRoutes(app, orders.weeks);
  paymentConfirmationRoutes(app, orders.paymentConfirmation);
  editorRoutes(app, orders.editor);
  lateAdditionRoutes(app, orders.lateAdditions);
  marketSubscriptionRoutes(app, orders.market);
  // Decision 050: the routing platform's events, where its secret is set (else the simulated courier).
  if (orders.courierEvents) courierWebhookRoutes(app, orders.courierEvents);
}
