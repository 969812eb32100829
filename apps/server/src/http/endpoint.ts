import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody, type Endpoint, type Permission } from '@fp/contracts';
import { AppError, requireLogin } from './errors.ts';
import { auditDetails, staffAccessOf, type AuditTrail } from './staff-access.ts';

/**
 * An answer already serialised by the handler, which vouches that it matches the contract's output
 * (a large answer built from parts checked once and kept as JSON, decision 032): sent as it is,
 * without the response check and `JSON.stringify` of every request.
 */
export class JsonText<T> {
  declare readonly output?: T;
  /** UTF-8 bytes when the handler holds them already: sent without measuring or encoding the text. */
  readonly json: string | Buffer;
  constructor(json: string | Buffer) {
    this.json = json;
  }
}

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['input']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** For an audited admin mutation: pass it to the service, which records in its transaction. */
  audit: AuditTrail;
}

export interface EndpointOptions {
  /** 'client': a signed-in client is required; 'staff': a signed-in staff member. */
  auth?: 'none' | 'client' | 'staff';
  config?: RouteShorthandOptions['config'];
  /** Runs before the input is parsed (a cache that can answer a known request at once). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Extra checks before the handler (rate limits...). */
  preHandler?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
  /**
   * The staff permission the call needs (implies a signed-in staff member). Required for every
   * /api/admin endpoint; their unsafe calls are written to the audit log: by the service, in the
   * transaction of the change, through the handler's `audit` trail.
   */
  permission?: Permission;
}

const ADMIN_PREFIX = '/api/admin/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const NOT_AUDITED: AuditTrail = {
  record: () => Promise.reject(new Error('this endpoint is not an audited admin mutation')),
};

export const staffForbidden = () => new AppError('forbidden', 403, { messageKey: 'staff:errors.forbidden' });

const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};

/** Registers a contract's endpoint: input validated before the handler, output checked against the contract. */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (ctx: HandlerContext<E>) => Promise<z.output<E['output']> | JsonText<z.output<E['output']>>>,
  options: EndpointOptions = {},
): void {
  const inputKey = e.method === 'GET' || e.method === 'DELETE' ? 'querystring' : 'body';
  const area = e.path.split('/')[3] ?? 'misc';
  const { permission } = options;
  // Refusing to start beats an admin call that anyone can make because someone forgot a check.
  if (e.path.startsWith(ADMIN_PREFIX) && permission === undefined) {
    throw new Error(`${e.method} ${e.path} is an admin endpoint without a permission`);
  }
  const audited = permission !== undefined && !SAFE_METHODS.has(e.method);
  const auditAction = e.path.startsWith(ADMIN_PREFIX) ? e.path.slice(ADMIN_PREFIX.length) : e.path;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      [inputKey]: e.input,
      response: { 200: e.output, ...errorResponses },
      summary: e.summary,
      tags: e.tags ?? [area],
    },
    ...(options.config ? { config: options.config } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    preHandler: [
      async (request) => {
        if (options.auth === 'client' && request.session?.clientId == null) throw requireLogin();
        if (options.auth === 'staff' && request.session?.staffId == null) throw requireLogin();
        if (permission !== undefined) {
          const staffId = request.session?.staffId;
          if (staffId == null) throw requireLogin();
          const access = staffAccessOf(request);
          if (!access || !(await access.allows(staffId, permission))) throw staffForbidden();
        }
      },
      ...(options.preHandler ?? []),
    ],
    handler: async (request, reply) => {
      const input = (inputKey === 'querystring' ? request.query : request.body) as z.output<E['input']>;
      if (!audited) {
        const output = await handler({ input, request, reply, audit: NOT_AUDITED });
        if (!(output instanceof JsonText)) return output;
        // Text or bytes with a JSON content type go out as they are (no serialiser, no response check).
        void reply.type('application/json; charset=utf-8');
        return output.json;
      }
      const staffId = request.session.staffId!;
      const access = staffAccessOf(request)!;
      let recorded = false;
      const audit: AuditTrail = {
        async record(tx, subject) {
          await access.audit(staffId, auditAction, subject, auditDetails(input), tx);
          recorded = true;
        },
      };
      const output = await handler({ input, request, reply, audit });
      // A mutation whose service did not take the trail is still written down, after the fact.
      if (!recorded) await access.audit(staffId, auditAction, null, auditDetails(input));
      return output;
    },
  });
}
