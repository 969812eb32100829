import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';
import { AppError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every unsafe method (DESIGN.md §4): the Origin header, when the browser sends
 * one, must be ours, and the custom header must be present (it forces a CORS preflight that we
 * never grant). Callbacks posted by identity providers are listed in `exempt` and carry their own
 * state check.
 */
export function installCsrfProtection(app: FastifyInstance, options: { allowedOrigins: string[]; exempt: string[] }) {
  const allowed = new Set(options.allowedOrigins.map((o) => o.replace(/\/$/, '')));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (options.exempt.includes(path)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && !allowed.has(origin)) throw new AppError('csrf', 403);
    }
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new AppError('csrf', 403);
  });
}
