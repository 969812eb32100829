import type { FastifyInstance } from 'fastify';
import { finishPaymentConfirmation, startPaymentConfirmation } from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import type { PaymentConfirmation } from './payment-confirmation.ts';

/** The household confirms a charge its bank held (decision 051); another household's order is 404. */
export function paymentConfirmationRoutes(app: FastifyInstance, confirmation: PaymentConfirmation) {
  serve(
    app,
    startPaymentConfirmation,
    async ({ input, request }) => confirmation.start(request.session.clientId!, input.orderId),
    { auth: 'client' },
  );
  serve(
    app,
    finishPaymentConfirmation,
    async ({ input, request }) => confirmation.finish(request.session.clientId!, input.orderId),
    { auth: 'client' },
  );
}
