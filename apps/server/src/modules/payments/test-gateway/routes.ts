import type { FastifyInstance } from 'fastify';
import { postTestGatewayToken } from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import type { TestGateway } from './gateway.ts';

/** The test gateway's own HTTP face: the browser sends card entries here, never to /api. */
export function testGatewayRoutes(app: FastifyInstance, gateway: TestGateway) {
  serve(app, postTestGatewayToken, async ({ input }) => gateway.tokenize(input), {
    // Guards against card testing through the form.
    config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
  });
}
