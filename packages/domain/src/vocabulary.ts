/**
 * The product's words, one list each (decision 025): contracts (`z.enum`), tables
 * (`text(…, { enum })`) and web types derive from these, so a new region or status is added once.
 * No imports: `@fp/contracts` takes this file alone (`@fp/domain/vocabulary`) into the browser.
 */

/** The provinces we deliver in; a region is named by its province. */
export const REGIONS = ['bc', 'ab', 'on', 'qc'] as const;
export type Region = (typeof REGIONS)[number];

/** Deliveries go out Sunday to Wednesday. */
export const DELIVERY_DAYS = ['sun', 'mon', 'tue', 'wed'] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

/** Diet tags of dishes, which are also the plans' dietary preferences. */
export const DIET_TAGS = [
  'vegetarian',
  'vegan',
  'family_friendly',
  'meat_and_fish',
  'premium',
  'keto',
  'high_protein',
] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** SPEC.md §4: a weekly order's life. */
export const ORDER_STATUSES = [
  'upcoming',
  'skipped',
  'locked',
  'below_minimum',
  'billed',
  'failed',
  'out_for_delivery',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC.md §4: a subscription's life. */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'closed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export function isDeliveryDay(value: unknown): value is DeliveryDay {
  return typeof value === 'string' && (DELIVERY_DAYS as readonly string[]).includes(value);
}
