import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FlagMap } from './flags.ts';

export const Locale = z.enum(['en', 'fr']);
export type Locale = z.infer<typeof Locale>;

export const Environment = z.enum(['development', 'test', 'staging', 'production']);
export type Environment = z.infer<typeof Environment>;

/** Discount bar types (SPEC.md §3). */
export const DiscountBarType = z.enum(['ReferralCode', 'MultiorderDiscountCode', 'PercentageDiscount', 'DiscountCode']);

export const DiscountBarDiscount = z.object({
  type: DiscountBarType,
  name: z.string(),
  code: z.string(),
  /** Cents for fixed amounts, or null. */
  value: z.number().int().nullable(),
  percentageValue: z.number().nullable(),
  maxServingsDiscount: z.number().int().nullable(),
  /** Multi-order codes: the amount off each order, by order position (1 = first order). */
  elements: z.array(z.object({ value: z.number().int(), orderPosition: z.number().int().min(1) })),
});

export const DiscountBar = z.object({
  discount: DiscountBarDiscount.nullable(),
  firstWeekDiscount: z.number().int().nullable(),
  textEn: z.string().nullable(),
  textFr: z.string().nullable(),
});
export type DiscountBar = z.infer<typeof DiscountBar>;

export const SessionClient = z.object({
  id: z.number().int(),
  firstname: z.string(),
  email: z.string(),
  rewardPoints: z.number().int(),
});

export const SessionData = z.object({
  locale: Locale,
  loggedIn: z.boolean(),
  client: SessionClient.nullable(),
  trackDelivery: z.boolean(),
  customerSchedule: z.boolean(),
  adminLoggedIn: z.boolean(),
  showOneTap: z.boolean(),
  environment: Environment,
  discountBar: DiscountBar,
  flags: FlagMap,
  support: z.object({ email: z.string(), phone: z.string(), corporateEmail: z.string() }),
});
export type SessionData = z.infer<typeof SessionData>;

export const getSessionData = endpoint({
  method: 'GET',
  path: '/api/v1/sessions/session_data',
  summary: 'What the page shell needs: language, client, flags, banners',
  input: z.object({}),
  output: SessionData,
});

export const setLanguage = endpoint({
  method: 'POST',
  path: '/api/v1/clients/set_language',
  summary: "Remember the visitor's or client's language",
  input: z.object({ language: Locale, clientId: z.number().int().optional() }),
  output: z.object({ language: Locale }),
});

export const signOutClient = endpoint({
  method: 'POST',
  path: '/api/v1/sessions/sign_out_client',
  summary: 'End the current session',
  input: z.object({}),
  output: z.object({ loggedOut: z.literal(true) }),
});
