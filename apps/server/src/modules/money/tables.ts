import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/** A client's saved card: the gateway's reference and what can be shown, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref').notNull(),
    brand: text('brand', { enum: ['visa', 'mastercard', 'amex', 'discover', 'unknown'] }).notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_methods_gateway_ref_idx').on(t.gateway, t.gatewayRef),
    // One default card per client.
    uniqueIndex('payment_methods_default_idx')
      .on(t.clientId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Every charge or authorization asked of the gateway, written as pending BEFORE the gateway is
 * called (decision 011): the idempotency key makes a retry find it instead of charging again.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    kind: text('kind', { enum: ['authorize', 'charge'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status', {
      enum: ['pending', 'authorized', 'succeeded', 'declined', 'failed', 'voided', 'refunded'],
    })
      .notNull()
      .default('pending'),
    /** The gateway's decline code, or for `failed` the gateway's refusal code. */
    declineCode: text('decline_code'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRef: text('gateway_ref'),
    /** The order paid for; free text until the orders module exists. */
    orderRef: text('order_ref'),
    description: text('description').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** What refunds have given back of a capture so far (the sum of its settled refunds). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * When the order paid for took the payment (decision 016). A live payment left unlinked by a
     * crash is voided or refunded by the reconciliation, never charged twice.
     */
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_client_idx').on(t.clientId, t.createdAt),
    index('payments_order_ref_idx').on(t.orderRef),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_currency_check', sql`${t.currency} = 'CAD'`),
    check('payments_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/**
 * Every void or refund asked of the gateway for a payment, recorded as pending BEFORE the gateway
 * is called and keyed like charges (decision 011, 033): a retry with the key finds it and never
 * gives back twice. With `payments.refunded_cents`, the ledger of what was charged and returned.
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: ['void', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The gateway's reference of the refund (a void has none of its own). */
    gatewayRef: text('gateway_ref'),
    /** The gateway's refusal code when `failed`. */
    failureCode: text('failure_code'),
    /** Why the money went back, e.g. `patch-item:12` (a late addition removed). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_reversals_payment_idx').on(t.paymentId),
    check('payment_reversals_amount_check', sql`${t.amountCents} > 0`),
  ],
);
