import type { FastifyRequest } from 'fastify';
import type { FlagActor } from '@fp/domain';

/** The flag actor of a request: the client when signed in, else the session for percentage gates. */
export function flagActor(request: FastifyRequest): FlagActor {
  return { clientId: request.session?.clientId ?? null, actorKey: request.session?.record?.id ?? null };
}
