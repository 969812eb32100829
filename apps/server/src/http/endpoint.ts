import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody, type Endpoint } from '@fp/contracts';
import { requireLogin } from './errors.ts';

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['input']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions {
  /** 'client': a signed-in client is required; 'staff': a signed-in staff member. */
  auth?: 'none' | 'client' | 'staff';
  config?: RouteShorthandOptions['config'];
  /** Extra checks before the handler (staff permissions, rate limits...). */
  preHandler?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
}

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
  handler: (ctx: HandlerContext<E>) => Promise<z.output<E['output']>>,
  options: EndpointOptions = {},
): void {
  const inputKey = e.method === 'GET' || e.method === 'DELETE' ? 'querystring' : 'body';
  const area = e.path.split('/')[3] ?? 'misc';
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
    preHandler: [
      async (request) => {
        if (options.auth === 'client' && request.session?.clientId == null) throw requireLogin();
        if (options.auth === 'staff' && request.session?.staffId == null) throw requireLogin();
      },
      ...(options.preHandler ?? []),
    ],
    handler: async (request, reply) => {
      const input = (inputKey === 'querystring' ? request.query : request.body) as z.output<E['input']>;
      return handler({ input, request, reply });
    },
  });
}
