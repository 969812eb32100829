import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clientReference } from '../../auth/tables.ts';
import { productReference } from '../../catalog/tables.ts';
import { orderReference, orders } from '../tables.ts';

/** The newest editor window of an order: a save from an older one answers 409 `edit_session_moved`. */
export const editSessions = pgTable('edit_sessions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  clientId: clientReference(),
  token: text('token').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
});

/** The customisation chosen for a recipe of an order (none: the standard recipe). */
export const orderCustomizations = pgTable(
  'order_customizations',
  {
    orderId: orderReference(),
    productId: productReference(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** Pairings chosen with a recipe of an order; their quantities are the order's add-on items. */
export const orderPairings = pgTable(
  'order_pairings',
  {
    orderId: orderReference(),
    recipeId: productReference('recipe_id'),
    productId: productReference(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.recipeId, t.productId] }),
    index('order_pairings_order_idx').on(t.orderId),
  ],
);
