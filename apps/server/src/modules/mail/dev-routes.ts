import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MailService } from './service.ts';

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * In development and test only (decision 014): the development mailbox (every message the app
 * "sent") as a page, and as JSON for end-to-end tests that need to read an e-mail (a reset
 * link...). Outside development it holds other people's mail, so only this machine may read it:
 * anyone else gets the same 404 as for an address that does not exist.
 */
export function devMailRoutes(app: FastifyInstance, mail: MailService, options: { anyCaller: boolean }): void {
  const onlyThisMachine = async (request: FastifyRequest) => {
    if (options.anyCaller || LOOPBACK.has(request.ip)) return;
    throw new AppError(request.url.startsWith('/api') ? 'route_not_found' : 'not_found', 404);
  };
  const guarded = { onRequest: onlyThisMachine };
  app.get('/api/dev/outbox', guarded, async (request) => {
    const { to } = z.object({ to: z.string().optional() }).parse(request.query);
    const rows = await mail.latest(50, to);
    return {
      messages: rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        template: r.template,
        locale: r.locale,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', guarded, async (_request, reply) => {
    const rows = await mail.latest(100);
    const items = rows
      .map(
        (r) =>
          `<li><a href="/dev/mailbox/${r.id}">${escape(r.subject)}</a> → ${escape(r.toAddress)} <small>(${r.status}, ${r.createdAt.toISOString()})</small></li>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><title>Development mailbox</title></head><body><h1>Development mailbox</h1><ul>${items || '<li>No messages yet.</li>'}</ul></body></html>`,
      );
  });

  app.get('/dev/mailbox/:id', guarded, async (request, reply) => {
    const { id } = z.object({ id: z.coerce.number().int() }).parse(request.params);
    const row = await mail.byId(id);
    if (!row) return reply.code(404).type('text/plain').send('No such message');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${row.locale}"><head><title>${escape(row.subject)}</title></head><body><p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escape(row.subject)}</h1><p>To: ${escape(row.toAddress)}</p><pre>${escape(row.textBody)}</pre></body></html>`,
      );
  });
}
