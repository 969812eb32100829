import type { FastifyInstance } from 'fastify';
import {
  getChangeDeliveryForm,
  getDeliveryHistory,
  getOrderDataForAccountPage,
  skipOrder,
  skipOrderFeedback,
  unskipOrder,
  updateDelivery,
} from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import type { OrderWeeks } from './weeks.ts';

/** The signed-in household's weeks (issue 12); another household's order answers 404. */
export function weeksRoutes(app: FastifyInstance, weeks: OrderWeeks) {
  const client = { auth: 'client' } as const;
  serve(
    app,
    getOrderDataForAccountPage,
    ({ request }) => weeks.accountPage(request.session.clientId!, request.locale),
    client,
  );
  serve(
    app,
    skipOrder,
    ({ input, request }) => weeks.skip(request.session.clientId!, input.orderId, input.version, request.locale),
    client,
  );
  serve(
    app,
    unskipOrder,
    ({ input, request }) => weeks.unskip(request.session.clientId!, input.orderId, input.version, request.locale),
    client,
  );
  serve(
    app,
    skipOrderFeedback,
    ({ input, request }) => weeks.skipFeedback(request.session.clientId!, input.orderId, input.reason, input.comment),
    client,
  );
  serve(
    app,
    getChangeDeliveryForm,
    ({ input, request }) => weeks.changeDeliveryForm(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    updateDelivery,
    ({ input, request }) => weeks.updateDelivery(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    getDeliveryHistory,
    ({ input, request }) => weeks.deliveryHistory(request.session.clientId!, input.page, request.locale),
    client,
  );
}
