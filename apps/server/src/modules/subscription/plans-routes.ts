import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPlanQuote, getSelectedPlan, getSubscriptionPlans, savePlan } from '@fp/contracts';
import { href, type Locale } from '@fp/i18n';
import type { AppliedDiscount } from '@fp/domain';
import { serve } from '../../http/endpoint.ts';
import { SIGNUP_PLAN_KEY, type PlanSelection, type PlansService } from './plans-service.ts';

declare module '../../http/session.ts' {
  interface SessionSlots {
    /** The plan chosen during signup, before the account exists. */
    signupPlan: PlanSelection;
  }
}

const data = (request: FastifyRequest) => request.session.record?.data ?? {};

/** The discounts a visit holds for a first order (the discounts module's service gives them). */
interface FirstOrderDiscounts {
  firstOrderDiscounts(
    data: Record<string, unknown>,
    clientId: number | null,
    locale: Locale,
  ): Promise<AppliedDiscount[]>;
}

export function planRoutes(app: FastifyInstance, deps: { plans: PlansService; discounts: FirstOrderDiscounts }) {
  const { plans, discounts } = deps;

  /** A first order's quote with what this visit holds (a code, a referral or the signup offer). */
  const firstOrderQuote = async (request: FastifyRequest, selection: PlanSelection) =>
    plans.quote(selection, {
      orderPosition: 1,
      discounts: await discounts.firstOrderDiscounts(data(request), request.session.clientId, request.locale),
    });

  serve(app, getSubscriptionPlans, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return plans.plans(request.locale);
  });

  serve(app, getSelectedPlan, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const selection = plans.selectedPlan(data(request));
    return { selection, quote: selection ? await firstOrderQuote(request, selection) : null };
  });

  serve(app, getPlanQuote, async ({ input, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return firstOrderQuote(request, await plans.validate(input));
  });

  serve(app, savePlan, async ({ input, request }) => {
    const selection = await plans.validate(input);
    await request.session.setData({ [SIGNUP_PLAN_KEY]: selection });
    return {
      selection,
      quote: await firstOrderQuote(request, selection),
      next: href('signup-registration', request.locale),
    };
  });
}
