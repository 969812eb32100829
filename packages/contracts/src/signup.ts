import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The funnel of SPEC.md §2: plan → registration → delivery (address and slot) → payment → welcome. */
export const SIGNUP_STEPS = ['plans', 'registration', 'delivery', 'payment', 'welcome'] as const;
export const SignupStep = z.enum(SIGNUP_STEPS);
export type SignupStep = z.infer<typeof SignupStep>;

export const getCurrentStep = endpoint({
  method: 'GET',
  path: '/api/v1/signup/current_step',
  summary: 'Where a returning visitor resumes the signup, with the discount code held',
  input: z.object({}),
  output: z.object({
    step: SignupStep,
    discountCode: z.string().nullable(),
    /** The step's page in the request's language, with ?discount_code= when one is held. */
    path: z.string(),
  }),
});

export const checkEmail = endpoint({
  method: 'POST',
  path: '/api/v1/signup/check_email',
  summary: 'Whether an e-mail can open a new account',
  input: z.object({ email: z.string().max(254) }),
  output: z.object({ available: z.boolean() }),
});

export const createClient = endpoint({
  method: 'POST',
  path: '/api/v1/signup/create_client',
  summary: 'Open the household account and sign it in',
  input: z.object({
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z.string().max(254),
    password: z.string().max(200),
    acceptTerms: z.boolean(),
  }),
  output: z.object({ next: z.string() }),
});

export const MoneyLine = z.object({ label: z.string(), amountCents: z.number().int() });
export type MoneyLine = z.infer<typeof MoneyLine>;

export const FirstDelivery = z.object({
  date: z.string(),
  /** "Thursday, December 3" / « jeudi 3 décembre ». */
  dateLabel: z.string(),
  windowLabel: z.string(),
  /** ISO instant of the order's cutoff. */
  cutoffAt: z.string(),
  /** When changes close, as a moment for a sentence: "11:59 p.m. on Tuesday, November 24". */
  cutoffLabel: z.string(),
});
export type FirstDelivery = z.infer<typeof FirstDelivery>;

export const OrderSummary = z.object({
  planLabel: z.string(),
  servings: z.number().int(),
  pricePerServingCents: z.number().int(),
  delivery: FirstDelivery.nullable(),
  subtotalCents: z.number().int(),
  discounts: z.array(MoneyLine),
  deliveryFeeCents: z.number().int(),
  taxes: z.array(MoneyLine),
  totalCents: z.number().int(),
  belowMinimum: z.boolean(),
  /** 'now': charged at signup (immediate billing); 'at_cutoff': authorised now, charged at the cutoff. */
  chargeTiming: z.enum(['now', 'at_cutoff']),
  discountCode: z.string().nullable(),
  /**
   * Decision 017: another account already has a plan at this address, so the first order has no
   * welcome offer (no signup offer, first-order code or referral): its total is the regular price.
   */
  welcomeOfferWithheld: z.boolean(),
  /** The code this visit holds that does not apply at this address for that reason, if any. */
  withheldCode: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const getOrderSummary = endpoint({
  method: 'GET',
  path: '/api/v1/signup/order_summary',
  summary: 'The first order as it will be charged: plan, delivery, discounts, taxes, total',
  input: z.object({}),
  output: OrderSummary,
});

export const completeSignup = endpoint({
  method: 'POST',
  path: '/api/v1/signup/complete',
  summary: 'Pay (or authorise) and create the subscription and its first order, exactly once',
  input: z.object({
    /** The test gateway's (or the real gateway's) single-use card token. */
    paymentToken: z.string().min(1).max(200),
    /** One per checkout attempt from the browser; a retry sends the same one. */
    idempotencyKey: z.string().min(8).max(100),
    /**
     * The total the page showed. When the order would cost anything else, nothing is charged and
     * the answer is 409 `price_changed` with the new total in its message.
     */
    expectedTotalCents: z.number().int().min(0).max(10_000_000),
  }),
  output: z.object({ redirect: z.string() }),
});

export const getHouseholdOffer = endpoint({
  method: 'GET',
  path: '/api/v1/signup/household_offer',
  summary: 'Whether the saved address already has a subscriber, so the welcome offer does not apply',
  input: z.object({}),
  output: z.object({ welcomeOfferWithheld: z.boolean() }),
});

export const OrderItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageId: z.number().int().nullable(),
  servings: z.number().int(),
  tags: z.array(z.string()),
});

export const getFirstOrder = endpoint({
  method: 'GET',
  path: '/api/v1/signup/get_first_order',
  summary: 'The meals picked for the first delivery',
  input: z.object({}),
  output: z.object({ orderId: z.number().int(), items: z.array(OrderItem) }),
});

export const getWelcome = endpoint({
  method: 'GET',
  path: '/api/v1/signup/welcome',
  summary: 'What the new subscriber needs to know: delivery, meals, payment, next cutoff',
  input: z.object({}),
  output: z.object({
    firstName: z.string(),
    orderId: z.number().int(),
    delivery: FirstDelivery,
    address: z.string(),
    items: z.array(OrderItem),
    payment: z.object({
      /**
       * Follows the payment and the week: 'charged'; 'authorized' (held, charged at the cutoff);
       * 'due' (nothing held any more, the card on file is charged at the cutoff); 'released' or
       * 'refunded' (the week was skipped and what signup took went back: nothing is charged for it).
       */
      status: z.enum(['charged', 'authorized', 'due', 'released', 'refunded']),
      amountCents: z.number().int(),
      /** When an authorised or due amount will be charged (the cutoff). */
      chargeAt: z.string().nullable(),
      chargeAtLabel: z.string().nullable(),
      card: z.string(),
    }),
    totals: OrderSummary.pick({
      subtotalCents: true,
      discounts: true,
      deliveryFeeCents: true,
      taxes: true,
      totalCents: true,
    }),
    credits: z.array(MoneyLine),
  }),
});

export const getStartedData = endpoint({
  method: 'GET',
  path: '/api/v1/signup/get_started_data',
  summary: 'The /get-started landing: whether signup is open, the offer and where to continue',
  input: z.object({}),
  output: z.object({
    enabled: z.boolean(),
    signupPath: z.string(),
    discountCode: z.string().nullable(),
    freeMeals: z.number().int(),
  }),
});
