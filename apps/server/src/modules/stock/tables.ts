import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { productReference } from '../catalog/tables.ts';
// Runs up: a hold's units belong to an order, and the database keeps that link (a foreign key).
import { orderReference } from '../orders/tables.ts';

/**
 * Units left of a product for a delivery week (decision 032). A product without a row is not
 * counted (always enough). Units are taken and given back with a guarded UPDATE, so `remaining`
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
    // The editor reads only a week's items running low (see `lowStock`).
    index('product_stock_week_remaining_idx').on(t.weekStart, t.remaining),
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
