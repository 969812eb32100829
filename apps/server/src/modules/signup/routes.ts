import type { FastifyInstance } from 'fastify';
import {
  checkEmail,
  completeSignup,
  createClient,
  getCurrentStep,
  getFirstOrder,
  getHouseholdOffer,
  getOrderSummary,
  getStartedData,
  getWelcome,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { limitPerAddress } from '../../http/throttle.ts';
import type { ThrottlesService } from '../throttles/service.ts';
import type { SignupService } from './service.ts';

/** Per network address, counted in the database before the work (decision 016). */
const TEN_MINUTES = 10 * 60_000;
export const SIGNUP_LIMITS = {
  checkEmail: { limit: 30, windowMs: TEN_MINUTES },
  createClient: { limit: 10, windowMs: TEN_MINUTES },
} as const;

export function signupRoutes(app: FastifyInstance, signup: SignupService, throttles: ThrottlesService) {
  const session = (request: {
    session: { clientId: number | null; record: { data: Record<string, unknown> } | null };
  }) => ({
    clientId: request.session.clientId,
    data: request.session.record?.data ?? {},
  });

  serve(app, getCurrentStep, async ({ request }) => signup.currentStep(session(request), request.locale));
  serve(app, getStartedData, async ({ request }) => signup.getStarted(session(request), request.locale));
  serve(app, checkEmail, async ({ input }) => signup.checkEmail(input.email), {
    preHandler: [limitPerAddress(throttles, 'signup_check_email', SIGNUP_LIMITS.checkEmail)],
  });
  serve(
    app,
    createClient,
    async ({ input, request }) =>
      signup.createClient(input, session(request), request.locale, (clientId) => request.session.login({ clientId })),
    { preHandler: [limitPerAddress(throttles, 'signup_create_client', SIGNUP_LIMITS.createClient)] },
  );
  serve(app, getOrderSummary, async ({ request }) => signup.orderSummary(session(request), request.locale), {
    auth: 'client',
  });
  serve(app, completeSignup, async ({ input, request }) => signup.complete(session(request), input, request.locale), {
    auth: 'client',
  });
  serve(app, getHouseholdOffer, async ({ request }) => signup.householdOffer(session(request)), {
    auth: 'client',
  });
  serve(app, getFirstOrder, async ({ request }) => signup.firstOrderItems(request.session.clientId!, request.locale), {
    auth: 'client',
  });
  serve(app, getWelcome, async ({ request }) => signup.welcome(request.session.clientId!, request.locale), {
    auth: 'client',
  });
}
