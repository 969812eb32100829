import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clientReference } from '../auth/tables.ts';
import { productReference } from '../catalog/tables.ts';
import { orderReference, orders } from '../orders/tables.ts';

/**
 * Units left of a product for a delivery week (decision 032). A product without a row is not
 * counted (always enough). Saves take and give back units with a guarded UPDATE, so `remaining`
 * never goes below zero however many carts save at once.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: productReference(),
    /** The menu week's Sunday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.weekStart] }),
    check('product_stock_never_negative', sql`${t.remaining} >= 0`),
    // The editor reads only a week's items running low (see `stockOf`).
    index('product_stock_week_remaining_idx').on(t.weekStart, t.remaining),
  ],
);

/** The newest editor window of an order: a save from an older one answers 409 `edit_session_moved`. */
export const editSessions = pgTable('edit_sessions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  clientId: clientReference(),
  token: text('token').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
});

/** Customisations a recipe offers (a protein swap, a double portion), each priced per serving. */
export const recipeCustomizations = pgTable(
  'recipe_customizations',
  {
    productId: productReference(),
    key: text('key').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    extraPerServingCents: integer('extra_per_serving_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] })],
);

/** Products suggested with a recipe (a dessert, a side), in the staff's order. */
export const recipePairings = pgTable(
  'recipe_pairings',
  {
    recipeId: productReference('recipe_id'),
    productId: productReference(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.productId] })],
);

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

/**
 * Units an order took from a week's stock through the editor. A save gives back at most what the
 * order took, so units of a generated order (never taken) cannot swell the stock.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    orderId: orderReference(),
    productId: productReference(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/**
 * Units the release job gave back for a skipped week (decision 037): an unskip takes them again,
 * in its transaction, and the items it cannot take leave the order.
 */
export const releasedHolds = pgTable(
  'released_holds',
  {
    orderId: orderReference(),
    productId: productReference(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);
