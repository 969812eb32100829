import type { FastifyInstance } from 'fastify';
import { getPaymentData, getTestPaymentData, postCardSetup } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { MoneyService } from './service.ts';

export function paymentRoutes(
  app: FastifyInstance,
  payments: Pick<MoneyService, 'testPaymentData' | 'paymentData' | 'startCardSetup'>,
) {
  serve(app, getTestPaymentData, async ({ request }) => payments.testPaymentData(request.locale));
  serve(app, getPaymentData, async ({ request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return payments.paymentData(request.session.clientId ?? null);
  });
  serve(
    app,
    postCardSetup,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return payments.startCardSetup(request.session.clientId!);
    },
    { auth: 'client' },
  );
}
