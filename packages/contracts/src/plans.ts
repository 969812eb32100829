import { z } from 'zod';
import { DIET_TAGS } from './catalog.ts';
import { endpoint } from './endpoint.ts';

/** rtc: ready-to-cook meal kits; rte: ready-to-eat meals (SPEC.md §3). */
export const PLAN_TYPES = ['rtc', 'rte'] as const;
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

/** A plan's dietary preference is one of the menu's diet tags: the first order is picked by it. */
export const PLAN_PREFERENCES = DIET_TAGS;
export const PlanPreference = z.enum(PLAN_PREFERENCES);
export type PlanPreference = z.infer<typeof PlanPreference>;

const count = z.coerce.number().int().min(1).max(99);

/**
 * A plan as the visitor picks it. Which sizes exist is data (the price tables), so the shape is
 * checked here and the combination by the service ("Invalid selection, changes could not be saved.").
 */
export const PlanSelection = z.object({
  type: PlanType,
  /** rtc: 2 or 4 ("family"). */
  people: count.optional(),
  /** rtc: recipes a week. */
  recipesPerWeek: count.optional(),
  /** rte: meals a week. */
  mealsPerWeek: count.optional(),
  preference: PlanPreference,
});
export type PlanSelection = z.infer<typeof PlanSelection>;

export const MoneyAmount = z.object({ label: z.string(), amountCents: z.number().int() });

/** What a week of a plan costs; the first order carries the held discount or the signup offer. */
export const PlanQuote = z.object({
  servings: z.number().int(),
  pricePerServingCents: z.number().int(),
  subtotalCents: z.number().int(),
  discounts: z.array(MoneyAmount),
  discountCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  /** Delivery fee before the first-order and threshold waivers. */
  regularDeliveryFeeCents: z.number().int(),
  /** Empty until the province is known (address step): meal kits are zero-rated anyway. */
  taxes: z.array(MoneyAmount),
  totalCents: z.number().int(),
  belowMinimum: z.boolean(),
  minimumOrderCents: z.number().int(),
});
export type PlanQuote = z.infer<typeof PlanQuote>;

export const PlanSize = z.object({
  /** Recipes a week (rtc) or meals a week (rte). */
  count: z.number().int(),
  pricePerServingCents: z.number().int(),
  servings: z.number().int(),
  weeklyCents: z.number().int(),
});

export const SubscriptionPlans = z.object({
  rtc: z.object({
    label: z.string(),
    description: z.string(),
    people: z.array(z.object({ people: z.number().int(), label: z.string(), sizes: z.array(PlanSize) })),
  }),
  rte: z.object({ label: z.string(), description: z.string(), sizes: z.array(PlanSize) }),
  preferences: z.array(
    z.object({
      id: PlanPreference,
      label: z.string(),
      description: z.string(),
      /** Servings a week this preference needs (SPEC.md §5). */
      minimumServings: z.number().int(),
      surchargePerServingCents: z.number().int(),
    }),
  ),
  deliveryFeeCents: z.number().int(),
  freeDeliveryThresholdCents: z.number().int(),
  minimumOrderCents: z.number().int(),
  fromPerServingCents: z.number().int(),
});
export type SubscriptionPlans = z.infer<typeof SubscriptionPlans>;

export const getSubscriptionPlans = endpoint({
  method: 'GET',
  path: '/api/v1/signup/subscription_plans',
  summary: 'Plans, sizes, prices per serving, dietary preferences and delivery rules, with labels',
  input: z.object({}),
  output: SubscriptionPlans,
});

export const getSelectedPlan = endpoint({
  method: 'GET',
  path: '/api/v1/signup/get_selected_plan',
  summary: 'The plan chosen in this signup, if any, with its first-order quote',
  input: z.object({}),
  output: z.object({ selection: PlanSelection.nullable(), quote: PlanQuote.nullable() }),
});

export const getPlanQuote = endpoint({
  method: 'GET',
  path: '/api/v1/signup/plan_quote',
  summary: 'What a candidate plan costs on the first order, with the held discount or signup offer',
  input: PlanSelection,
  output: PlanQuote,
});

export const savePlan = endpoint({
  method: 'POST',
  path: '/api/v1/signup/save_plan',
  summary: 'Keep the chosen plan in the signup session and tell where to continue',
  input: PlanSelection,
  output: z.object({ selection: PlanSelection, quote: PlanQuote, next: z.string() }),
});
