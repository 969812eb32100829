import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSignupState, saveDiscountAndReferral, saveDiscountCode } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { FlagService } from '../flags/service.ts';
import { selectedPlan } from '../subscription/plans-service.ts';
import { HELD_DISCOUNT_KEY, type DiscountsService, type HeldDiscount } from './service.ts';

declare module '../../http/session.ts' {
  interface SessionSlots {
    /** What the visitor brought: a discount code, a referral (SPEC.md §7). */
    discount: HeldDiscount;
  }
}

const data = (request: FastifyRequest) => request.session.record?.data ?? {};

export function discountRoutes(app: FastifyInstance, deps: { discounts: DiscountsService; flags: FlagService }) {
  const { discounts } = deps;

  serve(app, saveDiscountAndReferral, async ({ input, request }) => {
    const held = await discounts.saveFromUrl(data(request), input, request.session.clientId);
    await request.session.setData({ [HELD_DISCOUNT_KEY]: held });
    return { discountCode: held.discountCode ?? null, referralCode: held.referral?.code ?? null };
  });

  serve(app, saveDiscountCode, async ({ input, request }) => {
    const held = await discounts.saveCode(data(request), input.code, request.session.clientId);
    await request.session.setData({ [HELD_DISCOUNT_KEY]: held });
    return { discountCode: held.discountCode ?? null };
  });

  serve(app, checkSignupState, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const actor = { clientId: request.session.clientId ?? null, actorKey: request.session.record?.id ?? null };
    const immediateBilling = await deps.flags.isEnabled('immediate_billing_default_offer', actor);
    return { plan: selectedPlan(data(request)), ...discounts.signupState(data(request), immediateBilling) };
  });
}
