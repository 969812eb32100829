import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaxLine } from '@fp/domain';
import { clientReference } from '../../auth/tables.ts';
import { productReference, taxClassColumn } from '../../catalog/tables.ts';
import { orderItems, orderReference } from '../tables.ts';
import { payments } from '../../money/tables.ts';

/**
 * Late additions to a billed order (decision 033): each is a patch, priced as its own invoice and
 * charged once under the key `patch:<id>`. `pending` holds its stock until `held_until`; `billed`
 * added its lines to the order; `declined`, `sold_out`, `expired` and `replaced` (a newer patch of
 * the same order took its place: an order has at most one pending patch) changed nothing and hold none.
 */
export const orderPatches = pgTable(
  'order_patches',
  {
    id: serial('id').primaryKey(),
    orderId: orderReference(),
    clientId: clientReference(),
    status: text('status', { enum: ['pending', 'billed', 'declined', 'sold_out', 'expired', 'replaced'] })
      .notNull()
      .default('pending'),
    /** What the active lines cost now: moves down when a billed line is taken back. */
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The taxes of the active lines, each computed once on its base (domain `computeTaxes`). */
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    /** True while the patch's units are taken from the week's stock. */
    stockHeld: boolean('stock_held').notNull(),
    /** A pending patch's hold ends here; the release job gives the units back after it. */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** The first key the browser sent with bill_patch (the charge's key is always `patch:<id>`). */
    billKey: text('bill_key'),
    paymentId: integer('payment_id').references(() => payments.id),
    declineCode: text('decline_code'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_patches_order_idx').on(t.orderId),
    // The release job's scan: pending patches whose hold ran out.
    index('order_patches_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'pending' and ${t.stockHeld}`),
    check('order_patches_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * One product of a patch. Billed, it is also an order item (`order_item_id`); taken back before
 * the deadline it is `refunding` (order and stock already updated, refund asked) then `refunded`.
 */
export const orderPatchLines = pgTable(
  'order_patch_lines',
  {
    id: serial('id').primaryKey(),
    patchId: integer('patch_id')
      .notNull()
      .references(() => orderPatches.id),
    productId: productReference(),
    kind: text('kind', { enum: ['meal', 'market'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxClass: taxClassColumn(),
    status: text('status', { enum: ['active', 'refunding', 'refunded'] })
      .notNull()
      .default('active'),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    /** What taking it back gave back: the patch's total before minus after (taxes recomputed). */
    refundCents: integer('refund_cents'),
  },
  (t) => [
    index('order_patch_lines_patch_idx').on(t.patchId),
    // A removed order item is checked against its patch lines (the foreign key): found by index.
    index('order_patch_lines_order_item_idx').on(t.orderItemId),
    check('order_patch_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
