import { sql } from 'drizzle-orm';
import { DECLINE_CODES, TEST_CARD_OUTCOMES } from '@fp/contracts';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test gateway's own storage. It stands for an outside service: the application's
 * code never reads these tables, only the gateway does. No card number or CVC is stored, only
 * what the card does when charged.
 */
export const testGatewayTokens = pgTable('test_gateway_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand', { enum: ['visa', 'mastercard', 'amex', 'discover', 'unknown'] }).notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  postalCode: text('postal_code').notNull(),
  outcome: text('outcome', { enum: TEST_CARD_OUTCOMES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const testGatewayCharges = pgTable(
  'test_gateway_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    tokenId: text('token_id')
      .notNull()
      .references(() => testGatewayTokens.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    capture: boolean('capture').notNull(),
    status: text('status', { enum: ['succeeded', 'authorized', 'declined', 'voided', 'refunded'] }).notNull(),
    declineCode: text('decline_code', { enum: DECLINE_CODES }),
    description: text('description').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The idempotency key of the void or refund that reversed the charge. */
    reversalKey: text('reversal_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('test_gateway_charges_token_idx').on(t.tokenId),
    check('test_gateway_charges_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Refunds of a captured charge, whole or in parts, one row per idempotency key: the sum never
 * exceeds the charge (checked with the charge row locked). The charge becomes `refunded` when
 * nothing is left of it.
 */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => testGatewayCharges.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('test_gateway_refunds_charge_idx').on(t.chargeId),
    check('test_gateway_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
