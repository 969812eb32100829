import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanSelection } from '@fp/domain';
import { clients } from '../auth/tables.ts';

/**
 * A registered household's way through the funnel, kept server-side so it resumes on any device.
 * `checkoutKey` is the idempotency key of the first payment: it stays the same across retries
 * and crashes until a decline ends the attempt.
 */
export const signupProgress = pgTable('signup_progress', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  plan: jsonb('plan').$type<PlanSelection>(),
  discountCode: text('discount_code'),
  referralCode: text('referral_code'),
  checkoutStatus: text('checkout_status', { enum: ['idle', 'processing', 'failed', 'completed'] })
    .notNull()
    .default('idle'),
  checkoutKey: text('checkout_key'),
  checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
  /** Renewed every few seconds while the attempt runs: a claim that stops beating was abandoned. */
  checkoutHeartbeatAt: timestamp('checkout_heartbeat_at', { withTimezone: true }),
  paymentMethodId: integer('payment_method_id'),
  paymentId: integer('payment_id'),
  orderId: integer('order_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
