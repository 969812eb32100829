import type { FastifyInstance } from 'fastify';
import { getPaymentData, getTestPaymentData, postCardSetup } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { limitPerAddress } from '../../http/throttle.ts';
import type { ThrottlesService } from '../throttles/service.ts';
import type { MoneyService } from './service.ts';
import { TOKENIZE_LIMIT } from './test-gateway/routes.ts';

export function paymentRoutes(
  app: FastifyInstance,
  payments: Pick<MoneyService, 'testPaymentData' | 'paymentData' | 'startCardSetup'>,
  throttles: ThrottlesService,
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
    // The same guard against card testing as the test gateway's card form (decision 016).
    { auth: 'client', preHandler: [limitPerAddress(throttles, 'card_tokenize', TOKENIZE_LIMIT)] },
  );
}
