import type { FastifyInstance } from 'fastify';
import {
  COURIER_SIGNATURE_HEADER,
  COURIER_WEBHOOK_PATH,
  CourierWebhookPayload,
  type CourierWebhookAnswer,
} from '@fp/contracts';
import { AppError } from '../../../http/errors.ts';
import type { CourierEvents } from './courier-events.ts';

const badSignature = () => new AppError('invalid_signature', 400, { messageKey: 'orders:courier.badSignature' });

/**
 * The routing platform's webhook (decision 050; CSRF-exempt in app.ts, signed instead). The body
 * is kept as bytes in this scope only: the signature covers them exactly as sent. A bad or
 * missing signature answers 400 before anything is read or changed.
 */
export function courierWebhookRoutes(app: FastifyInstance, events: CourierEvents) {
  void app.register(async (scope) => {
    // The app's JSON parser (with its depth check) is replaced here: the signature needs the bytes.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    // The platform's check when the webhook is saved: it expects its `check` value back.
    scope.get<{ Querystring: { check?: string } }>(COURIER_WEBHOOK_PATH, async (request, reply) => {
      const check = typeof request.query.check === 'string' ? request.query.check.slice(0, 200) : '';
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(check);
    });

    scope.post(COURIER_WEBHOOK_PATH, async (request): Promise<CourierWebhookAnswer> => {
      const raw = request.body;
      const signature = request.headers[COURIER_SIGNATURE_HEADER];
      if (!Buffer.isBuffer(raw) || !events.signedByPlatform(raw, typeof signature === 'string' ? signature : undefined))
        throw badSignature();
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('validation', 400);
      }
      const payload = CourierWebhookPayload.safeParse(parsed);
      if (!payload.success) throw new AppError('validation', 400);
      return { received: true, outcome: await events.receive(payload.data) };
    });
  });
}
