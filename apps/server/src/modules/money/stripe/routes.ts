import type { FastifyInstance } from 'fastify';
import { STRIPE_WEBHOOK_PATH, type StripeWebhooks } from './webhooks.ts';

/**
 * POST /api/webhooks/stripe (CSRF-exempt in app.ts: Stripe signs its deliveries instead). The
 * signature covers the exact bytes sent, so this route alone reads its JSON body as text.
 */
export function stripeWebhookRoutes(app: FastifyInstance, webhooks: StripeWebhooks) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await webhooks.receive(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      reply.header('cache-control', 'no-store');
      return { received: true, outcome };
    });
  });
}
