import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MoneyLine } from './signup.ts';

// Market-item subscriptions (issue 13, decision 034): a grocery item that comes in every generated
// order from a start date until the household unsubscribes.

export const MARKET_SUBSCRIPTION_MAX_QUANTITY = 10;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Quantity = z.number().int().min(1).max(MARKET_SUBSCRIPTION_MAX_QUANTITY);

/** A coming delivery of the household that a subscription may start on (its cutoff is ahead). */
export const SubscriptionStartDate = z.object({
  date: IsoDate,
  /** "Thursday, December 3" / « jeudi 3 décembre ». */
  label: z.string(),
});
export type SubscriptionStartDate = z.infer<typeof SubscriptionStartDate>;

export const MarketSubscription = z.object({
  id: z.number().int(),
  /** Send it back with update_subscription and cancel_subscription; a stale one answers 409. */
  version: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  imageId: z.number().int().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** Price × quantity, for every delivery. */
  subtotalCents: z.number().int(),
  /** The taxes of one delivery's items by tax class, in the household's province (labels translated). */
  taxes: z.array(MoneyLine),
  startsOn: IsoDate,
  startsLabel: z.string(),
  /** Set by unsubscribing: no delivery on or after this date gets the item. */
  endsOn: IsoDate.nullable(),
  endsLabel: z.string().nullable(),
  /** False once unsubscribed. */
  active: z.boolean(),
});
export type MarketSubscription = z.infer<typeof MarketSubscription>;

/** What subscribing to the product would cost per delivery, for each quantity (exact, from the server's rule). */
export const SubscriptionOffer = z.object({
  unitPriceCents: z.number().int(),
  perQuantity: z.array(
    z.object({ quantity: z.number().int(), subtotalCents: z.number().int(), taxes: z.array(MoneyLine) }),
  ),
});
export type SubscriptionOffer = z.infer<typeof SubscriptionOffer>;

export const ActiveSubscriptions = z.object({
  /** The household's subscriptions still running (all of them, or the one product's). */
  subscriptions: z.array(MarketSubscription),
  /** The dates a new subscription may start on. Empty when the plan delivers nothing to come. */
  startDates: z.array(SubscriptionStartDate),
  /** With `productId`: the price per delivery of each quantity; null when the product cannot be subscribed to. */
  offer: SubscriptionOffer.nullable().optional(),
});
export type ActiveSubscriptions = z.infer<typeof ActiveSubscriptions>;

export const getActiveSubscriptions = endpoint({
  method: 'GET',
  path: '/api/v1/product_subscriptions/active_subscriptions',
  summary: "The signed-in household's running market subscriptions (optionally one product's) and start dates",
  input: z.object({ productId: z.coerce.number().int().positive().optional() }),
  output: ActiveSubscriptions,
});

export const SubscribableProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** The product page's slug in the reader's language. */
  slug: z.string(),
  imageId: z.number().int().nullable(),
  priceCents: z.number().int(),
});
export type SubscribableProduct = z.infer<typeof SubscribableProduct>;

const Recommendations = z.object({ products: z.array(SubscribableProduct).max(6) });

export const getRecommendedSubscribableProducts = endpoint({
  method: 'GET',
  path: '/api/v1/product_subscriptions/recommended_subscribable_products',
  summary: 'Up to six market items in stock the household buys or households on its plan buy most, not subscribed',
  input: z.object({}),
  output: Recommendations,
});

export const getAccountRecommendedSubscribableProducts = endpoint({
  method: 'GET',
  path: '/api/v1/account/recommended_subscribable_products',
  summary: 'The account home’s copy of product_subscriptions/recommended_subscribable_products',
  input: z.object({}),
  output: Recommendations,
});

export const createSubscription = endpoint({
  method: 'POST',
  path: '/api/v1/product_subscriptions/create_subscription',
  summary: 'Subscribe to a market item from a coming delivery date; coming editable orders get it at once',
  input: z.object({ productId: z.number().int().positive(), quantity: Quantity, startsOn: IsoDate }),
  output: z.object({ subscription: MarketSubscription }),
});

export const updateSubscription = endpoint({
  method: 'POST',
  path: '/api/v1/product_subscriptions/update_subscription',
  summary: 'A new quantity for every coming delivery (versioned); coming editable orders follow',
  input: z.object({
    subscriptionId: z.number().int().positive(),
    version: z.number().int().positive(),
    quantity: Quantity,
  }),
  output: z.object({ subscription: MarketSubscription }),
});

export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/api/v1/product_subscriptions/cancel_subscription',
  summary: 'Unsubscribe (versioned): the end date is set and coming editable orders lose the item',
  input: z.object({ subscriptionId: z.number().int().positive(), version: z.number().int().positive() }),
  output: z.object({ subscription: MarketSubscription }),
});

export const FutureOrderForProduct = z.object({
  orderId: z.number().int(),
  /** The order's version: send it back to change this delivery; a stale one answers 409. */
  version: z.number().int(),
  deliveryDate: IsoDate,
  dateLabel: z.string(),
  /** Units of the product in that order (0 when it has none). */
  quantity: z.number().int(),
  /** False for an order whose price is already held (the signup's first order). */
  editable: z.boolean(),
});
export type FutureOrderForProduct = z.infer<typeof FutureOrderForProduct>;

const FutureOrders = z.object({ productId: z.number().int(), orders: z.array(FutureOrderForProduct) });

export const getFutureOrdersForProduct = endpoint({
  method: 'GET',
  path: '/api/v1/orders/future_orders_for_product',
  summary: "The household's coming orders still before their cutoff, with the units of a product in each",
  input: z.object({ productId: z.coerce.number().int().positive() }),
  output: FutureOrders,
});

export const getFutureOrdersForSellableProduct = endpoint({
  method: 'GET',
  path: '/api/v1/orders/future_orders_for_sellable_product',
  summary: 'The same as future_orders_for_product (a market item is the sellable product)',
  input: z.object({ productId: z.coerce.number().int().positive() }),
  output: FutureOrders,
});

export const updateSubscriptionDelivery = endpoint({
  method: 'POST',
  path: '/api/v1/product_subscriptions/update_delivery_quantity',
  summary: "One coming delivery's units of a subscribed item (0 for none that week), versioned by the order",
  input: z.object({
    subscriptionId: z.number().int().positive(),
    orderId: z.number().int().positive(),
    version: z.number().int().positive(),
    quantity: z.number().int().min(0).max(MARKET_SUBSCRIPTION_MAX_QUANTITY),
  }),
  output: FutureOrders,
});
