import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientReference } from '../../auth/tables.ts';
import { productReference } from '../../catalog/tables.ts';

/**
 * A household's standing order of a market item (SPEC.md §3): `quantity` units in every generated
 * order delivered on or after `starts_on` and before `ends_on` (decision 034). Unsubscribing sets
 * `ends_on`; a household has at most one running subscription per product.
 */
export const marketSubscriptions = pgTable(
  'market_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: clientReference(),
    productId: productReference(),
    quantity: integer('quantity').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Guards edits: a stale one answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_subscriptions_running_idx')
      .on(t.clientId, t.productId)
      .where(sql`${t.endsOn} is null`),
    // Generation joins the orders it creates to the subscriptions of their households.
    index('market_subscriptions_client_idx').on(t.clientId, t.startsOn),
  ],
);
