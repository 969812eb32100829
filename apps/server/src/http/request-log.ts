import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged even when per-request lines are off. */
export const SLOW_REQUEST_MS = 1000;

/**
 * In production the two lines Fastify logs per request at `info` are off: writing them costs
 * more than answering a cached menu. Errors are still logged by the error handler, and slow
 * requests here, so what needs a look still shows. Development and tests keep every line.
 */
export function installRequestLogging(app: FastifyInstance, production: boolean): void {
  if (!production) return;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        { req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) },
        'slow request',
      );
    }
  });
}
