import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

/** Environment variables of the Stripe gateway (PAYMENT_GATEWAY=stripe, decision 051). */
export const STRIPE_ENV = {
  /** `sk_live_…` (or `sk_test_…` on staging): the server's key. */
  STRIPE_SECRET_KEY: optional,
  /** `pk_live_…`: what Stripe.js in the browser needs. */
  STRIPE_PUBLISHABLE_KEY: optional,
  /** `whsec_…`: the signing secret of the webhook endpoint /api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Tests only: the address of a Stripe-shaped double; unset, the SDK calls api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type StripeEnv = z.output<z.ZodObject<typeof STRIPE_ENV>>;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl?: string;
}

/** The Stripe settings when all three keys are set; undefined when none or only some are. */
export function stripeConfig(env: StripeEnv): StripeSettings | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  };
}

/** What is missing for PAYMENT_GATEWAY=stripe, one line per variable. */
export function stripeConfigProblems(gateway: string, env: Record<string, string | undefined>): string[] {
  if (gateway !== 'stripe') return [];
  return (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
    .filter((name) => !env[name])
    .map((name) => `  ${name}: is required when PAYMENT_GATEWAY=stripe`);
}
