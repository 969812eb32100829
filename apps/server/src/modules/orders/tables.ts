import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientReference } from '../auth/tables.ts';
import { productReference, taxClassColumn } from '../catalog/tables.ts';
import { marketSubscriptions } from './market/tables.ts';
import { subscriptions } from '../subscription/tables.ts';
import { ORDER_STATUSES, REGIONS, SKIP_REASONS, SKIPPED_BY } from '@fp/domain';
import { oneOf } from '../../db/one-of.ts';

/**
 * A delivery of a subscription: one per subscription and delivery date (the weekly jobs rely on
 * it). Amounts are the quote at the time the order was priced; `version` guards edits (409 on a
 * stale one).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: clientReference(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** 1 for the household's first order: first-order offers and free delivery depend on it. */
    position: integer('position').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    windowStarts: text('window_starts').notNull(),
    windowEnds: text('window_ends').notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    province: text('province', { enum: REGIONS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('upcoming'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    creditCents: integer('credit_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The payment (authorisation or charge) taken for this order. */
    paymentId: integer('payment_id'),
    version: integer('version').notNull().default(1),
    /** Set at the cutoff: from then on the order is not editable and its price is final. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Billing attempts made (each with its own idempotency key) and when the next one is due. */
    billAttempts: integer('bill_attempts').notNull().default(0),
    nextBillAt: timestamp('next_bill_at', { withTimezone: true }),
    /** The gateway's reason for the last decline (card_declined, insufficient_funds, expired_card). */
    failureCode: text('failure_code'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Cooler bags and zero-waste kits the courier left at the door. */
    bagsLeft: integer('bags_left'),
    kitsLeft: integer('kits_left'),
    /** What the courier reported at the door: a note as written and a photo's address. */
    deliveryNote: text('delivery_note'),
    deliveryPhotoUrl: text('delivery_photo_url'),
    /** Who skipped the week: the household, or the cutoff of a paused plan. */
    skippedBy: text('skipped_by', { enum: SKIPPED_BY }),
    /** When the cutoff reminder went out: set once, in the transaction that queues it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_subscription_date_idx').on(t.subscriptionId, t.deliveryDate),
    index('orders_client_idx').on(t.clientId, t.deliveryDate),
    // The weekly cycle's queries: orders whose cutoff, billing retry or delivery day has come.
    index('orders_status_cutoff_idx').on(t.status, t.cutoffAt),
    index('orders_status_next_bill_idx').on(t.status, t.nextBillAt),
    check('orders_province_check', oneOf(t.province, REGIONS)),
  ],
);

/** The order a row belongs to, never empty. */
export function orderReference() {
  return integer('order_id')
    .notNull()
    .references(() => orders.id);
}

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderReference(),
    productId: productReference(),
    kind: text('kind', { enum: ['meal', 'addon', 'market'] }).notNull(),
    /** Meals: servings of the recipe; market items: units. */
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxClass: taxClassColumn(),
    /** The market subscription that put this item in the order (decision 034); null for the rest. */
    marketSubscriptionId: integer('market_subscription_id').references(() => marketSubscriptions.id),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Each discount and tax line of an order, as charged, for receipts and history. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: orderReference(),
    kind: text('kind', { enum: ['discount', 'tax', 'credit'] }).notNull(),
    label: text('label').notNull(),
    code: text('code'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Why a household skipped a week (SPEC.md §3): one answer per order, a later one replaces it. */
export const skipFeedback = pgTable('skip_feedback', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  clientId: clientReference(),
  reason: text('reason', { enum: SKIP_REASONS }).notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
