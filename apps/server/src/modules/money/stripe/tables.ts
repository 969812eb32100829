import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../../auth/tables.ts';

/** One Stripe customer per household (decision 051): its saved cards hang from it. */
export const stripeCustomers = pgTable('stripe_customers', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every Stripe event applied, by Stripe's event id: a delivery seen before changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
