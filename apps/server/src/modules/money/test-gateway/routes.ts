import type { FastifyInstance } from 'fastify';
import { postTestGatewayAuthentication, postTestGatewayToken } from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import { limitPerAddress } from '../../../http/throttle.ts';
import type { ThrottlesService } from '../../throttles/service.ts';
import type { TestGateway } from './gateway.ts';

/** Guards against card testing through the form, counted in the database (decision 016). */
export const TOKENIZE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;

/** The test gateway's own HTTP face: the browser sends card entries here, never to /api. */
export function testGatewayRoutes(app: FastifyInstance, gateway: TestGateway, throttles: ThrottlesService) {
  serve(app, postTestGatewayToken, async ({ input }) => gateway.tokenize(input), {
    preHandler: [limitPerAddress(throttles, 'card_tokenize', TOKENIZE_LIMIT)],
  });
  serve(app, postTestGatewayAuthentication, async ({ input }) => gateway.authenticate(input.charge));
}
