import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Feature flags the product knows (SPEC.md §6). Unknown names evaluate to off. */
export const FEATURE_FLAGS = [
  'language_selector',
  'signup_enabled',
  'show_multilogin',
  'settings_password',
  'show_google_v2',
  'one_tap',
  'avatar_widget',
  'referral_on_nav',
  'refer_friends',
  'recipe_review',
  'recipe_review_nav',
  'brand_unification',
  'brand_refresh_header',
  'immediate_billing_default_offer',
  'newsletter',
  'customer_schedule',
  'ready_to_eat_footer_link',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const FlagName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_{}.-]+$/i);
export const FlagMap = z.record(z.string(), z.boolean());
export type FlagMap = z.infer<typeof FlagMap>;

export const getFeatureFlag = endpoint({
  method: 'GET',
  path: '/api/v1/flipper/get_feature_flag',
  summary: 'Whether one feature flag is on for the current visitor or client',
  input: z.object({ flag: FlagName }),
  output: z.object({ enabled: z.boolean() }),
});

export const getFeatureFlags = endpoint({
  method: 'GET',
  path: '/api/v1/flipper/get_feature_flags',
  summary: 'Every feature flag, evaluated for the current visitor or client',
  input: z.object({}),
  output: z.object({ flags: FlagMap }),
});
