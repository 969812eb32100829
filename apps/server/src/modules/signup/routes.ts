import type { FastifyInstance } from 'fastify';
import {
  checkEmail,
  completeSignup,
  createClient,
  getCurrentStep,
  getFirstOrder,
  getOrderSummary,
  getStartedData,
  getWelcome,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { SignupService } from './service.ts';

export function signupRoutes(app: FastifyInstance, signup: SignupService) {
  const session = (request: {
    session: { clientId: number | null; record: { data: Record<string, unknown> } | null };
  }) => ({
    clientId: request.session.clientId,
    data: request.session.record?.data ?? {},
  });
  const limited = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });

  serve(app, getCurrentStep, async ({ request }) => signup.currentStep(session(request), request.locale));
  serve(app, getStartedData, async ({ request }) => signup.getStarted(session(request), request.locale));
  serve(app, checkEmail, async ({ input }) => signup.checkEmail(input.email), { config: limited(30) });
  serve(
    app,
    createClient,
    async ({ input, request }) =>
      signup.createClient(input, session(request), request.locale, (clientId) => request.session.login({ clientId })),
    { config: limited(10) },
  );
  serve(app, getOrderSummary, async ({ request }) => signup.orderSummary(session(request), request.locale), {
    auth: 'client',
  });
  serve(app, completeSignup, async ({ input, request }) => signup.complete(session(request), input, request.locale), {
    auth: 'client',
  });
  serve(app, getFirstOrder, async ({ request }) => signup.firstOrderItems(request.session.clientId!, request.locale), {
    auth: 'client',
  });
  serve(app, getWelcome, async ({ request }) => signup.welcome(request.session.clientId!, request.locale), {
    auth: 'client',
  });
}
