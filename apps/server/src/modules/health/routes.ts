import type { FastifyInstance } from 'fastify';
import { health, readiness } from '@fp/contracts';
import type { Database } from '../../db/types.ts';
import { ping } from '../../db/client.ts';
import { serve } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';

export function healthRoutes(app: FastifyInstance, db: Database): void {
  serve(app, health, async () => ({ status: 'ok' as const }));
  serve(app, readiness, async ({ request }) => {
    try {
      await ping(db);
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      throw new AppError('unavailable', 503);
    }
    return { status: 'ready' as const, database: 'up' as const };
  });
}
