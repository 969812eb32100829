import type { FastifyInstance } from 'fastify';
import { getFeatureFlag, getFeatureFlags } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { flagActor } from '../../http/flag-actor.ts';
import type { FlagService } from './service.ts';

export function flagRoutes(app: FastifyInstance, flags: FlagService): void {
  serve(app, getFeatureFlag, async ({ input, request }) => ({
    enabled: await flags.isEnabled(input.flag, flagActor(request)),
  }));
  serve(app, getFeatureFlags, async ({ request }) => ({ flags: await flags.evaluateAll(flagActor(request)) }));
}
