import type { FastifyInstance } from 'fastify';
import { billPatch, createPatch, removeLateAddition } from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import type { LateAdditions } from './late-additions.ts';

/** Late additions to the signed-in household's billed orders (decision 033); another's order is 404. */
export function lateAdditionRoutes(app: FastifyInstance, lateAdditions: LateAdditions) {
  const client = { auth: 'client' } as const;
  serve(
    app,
    createPatch,
    ({ input, request }) => lateAdditions.createPatch(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    billPatch,
    ({ input, request }) => lateAdditions.billPatch(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    removeLateAddition,
    ({ input, request }) => lateAdditions.removeLine(request.session.clientId!, input, request.locale),
    client,
  );
}
