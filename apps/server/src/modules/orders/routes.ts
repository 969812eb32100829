import type { FastifyInstance } from 'fastify';
import { getOrderData, getUpcomingOrderIds } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { OrdersService } from './service.ts';

/** The signed-in household's orders; another household's order answers 404, as a missing one does. */
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
}
