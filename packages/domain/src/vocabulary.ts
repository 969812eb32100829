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

/**
 * Orders that will not be delivered nor charged: a skipped week, or one left under the minimum at
 * its cutoff. They do not count as a household's orders for offers by position, and the units
 * they took go back to the stock.
 */
export const UNDELIVERED_STATUSES = ['skipped', 'below_minimum'] as const satisfies readonly OrderStatus[];
/** Alias read where the rule is about offers by position (first order, multi-order codes). */
export const OFFER_SKIPPING_STATUSES = UNDELIVERED_STATUSES;

/**
 * Orders still to come for their household: every status but `delivered`. Written out, not
 * filtered, so that the browser bundle can leave the module out where it is not used.
 */
export const COMING_STATUSES = [
  'upcoming',
  'skipped',
  'locked',
  'below_minimum',
  'billed',
  'failed',
  'out_for_delivery',
] as const satisfies readonly Exclude<OrderStatus, 'delivered'>[];

/** Orders waiting for their charge: locked at the cutoff, or failed and retried. */
export const AWAITING_PAYMENT_STATUSES = ['locked', 'failed'] as const satisfies readonly OrderStatus[];

/** Orders whose box is on its way or at the door: what the tracking page follows. */
export const TRACKED_STATUSES = ['billed', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatus[];

export function isUndelivered(status: OrderStatus): boolean {
  return (UNDELIVERED_STATUSES as readonly OrderStatus[]).includes(status);
}

/** SPEC.md §4: a subscription's life. */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'closed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export function isDeliveryDay(value: unknown): value is DeliveryDay {
  return typeof value === 'string' && (DELIVERY_DAYS as readonly string[]).includes(value);
}

/**
 * SPEC.md §4: how a delivery card shows an order to its household. `editable`: before the cutoff;
 * `locked`: after it; `late_addition`: billed and still taking additions; `paused`: a week the
 * pause skipped; `below_minimum`: not delivered because under the minimum order.
 */
export const ORDER_CARD_STATES = [
  'editable',
  'skipped',
  'locked',
  'late_addition',
  'paused',
  'failed',
  'below_minimum',
  'out_for_delivery',
  'delivered',
] as const;
export type OrderCardState = (typeof ORDER_CARD_STATES)[number];

/** SPEC.md §3: why a household skipped a week (the skip feedback form). */
export const SKIP_REASONS = [
  'away',
  'dont_like_menu',
  'tight_budget',
  'dont_need_weekly',
  'other_service',
  'other',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Who skipped a week: the household, or its pause (the cutoff of a paused plan). */
export const SKIPPED_BY = ['client', 'pause'] as const;
export type SkippedBy = (typeof SKIPPED_BY)[number];

/** The pop-ups and notices of the account home a household can dismiss once (SPEC.md §7 `account/dismiss_*`). */
export const ACCOUNT_NOTICES = [
  'client_recurring_popup',
  'payment_method_warning',
  'popup_message',
  'skip_notice',
  'servings_based_banner',
] as const;
export type AccountNotice = (typeof ACCOUNT_NOTICES)[number];
