import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TaxLine } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orderLines, orders } from '../orders/tables.ts';
import { orderPatchLines, orderPatches } from './late-additions-tables.ts';

export type PatchRow = typeof orderPatches.$inferSelect;
export type PatchLineRow = typeof orderPatchLines.$inferSelect;
export type PatchOrderRow = typeof orders.$inferSelect;

/** Amounts that move an order when a patch is billed (positive) or a line taken back (negative). */
export interface OrderDelta {
  subtotalCents: number;
  taxes: { tax: string; amount: number }[];
}

/** The SQL of late additions (decision 033). */
export function createLateAdditionsRepository(db: Db) {
  return {
    /**
     * What a late addition needs of the products asked for. Read only: the catalogue owns the
     * table; reading it here keeps pricing a patch to one query.
     */
    async products(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          kind: products.kind,
          priceCents: products.priceCents,
          taxClass: products.taxClass,
          soldOut: products.soldOut,
          retiredAt: products.retiredAt,
          nameEn: products.nameEn,
          nameFr: products.nameFr,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** The products among these that the catalogue marks sold out (the stock rule without counts). */
    async flaggedSoldOut(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.soldOut, true)));
      return rows.map((r) => r.id);
    },

    async ownOrder(orderId: number, clientId: number): Promise<PatchOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
      return row;
    },

    async order(orderId: number): Promise<PatchOrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async lockOrder(orderId: number): Promise<PatchOrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async insertPatch(
      patch: typeof orderPatches.$inferInsert,
      lines: Omit<typeof orderPatchLines.$inferInsert, 'patchId'>[],
    ): Promise<PatchRow> {
      const [row] = await db.insert(orderPatches).values(patch).returning();
      await db.insert(orderPatchLines).values(lines.map((l) => ({ ...l, patchId: row!.id })));
      return row!;
    },

    async patch(id: number): Promise<PatchRow | undefined> {
      const [row] = await db.select().from(orderPatches).where(eq(orderPatches.id, id));
      return row;
    },

    async lockPatch(id: number): Promise<PatchRow | undefined> {
      const [row] = await db.select().from(orderPatches).where(eq(orderPatches.id, id)).for('update');
      return row;
    },

    async lines(patchId: number): Promise<PatchLineRow[]> {
      return db
        .select()
        .from(orderPatchLines)
        .where(eq(orderPatchLines.patchId, patchId))
        .orderBy(asc(orderPatchLines.id));
    },

    /** Moves a patch on only from the status the caller read: concurrent callers write once. */
    async updatePatch(
      id: number,
      from: PatchRow['status'],
      values: Partial<typeof orderPatches.$inferInsert>,
    ): Promise<PatchRow | undefined> {
      const [row] = await db
        .update(orderPatches)
        .set(values)
        .where(and(eq(orderPatches.id, id), eq(orderPatches.status, from)))
        .returning();
      return row;
    },

    async updateLine(id: number, values: Partial<typeof orderPatchLines.$inferInsert>) {
      await db.update(orderPatchLines).set(values).where(eq(orderPatchLines.id, id));
    },

    /** Pending patches whose hold ran out, oldest first. */
    async expiredHolds(now: Date, limit = 100): Promise<PatchRow[]> {
      return db
        .select()
        .from(orderPatches)
        .where(
          and(eq(orderPatches.status, 'pending'), eq(orderPatches.stockHeld, true), lt(orderPatches.heldUntil, now)),
        )
        .orderBy(asc(orderPatches.heldUntil))
        .limit(limit);
    },

    /** The patch's lines become order items; answers their ids in the lines' order. */
    async insertOrderItems(orderId: number, lines: PatchLineRow[]): Promise<number[]> {
      const rows = await db
        .insert(orderItems)
        .values(
          lines.map((l) => ({
            orderId,
            productId: l.productId,
            kind: l.kind,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            taxClass: l.taxClass,
          })),
        )
        .returning({ id: orderItems.id });
      for (const [i, line] of lines.entries()) {
        await db.update(orderPatchLines).set({ orderItemId: rows[i]!.id }).where(eq(orderPatchLines.id, line.id));
      }
      return rows.map((r) => r.id);
    },

    async deleteOrderItem(id: number) {
      await db.delete(orderItems).where(eq(orderItems.id, id));
    },

    /**
     * Adds (or with negative amounts takes away) a patch's amounts to its order: the subtotal, the
     * total, and each tax on the order's line of that tax (created when the order had none). The
     * version moves on, so an editor open on the order reloads.
     */
    async moveOrderAmounts(order: PatchOrderRow, delta: OrderDelta, at: Date): Promise<PatchOrderRow> {
      const taxCents = delta.taxes.reduce((s, t) => s + t.amount, 0);
      for (const t of delta.taxes) {
        if (t.amount === 0) continue;
        const updated = await db
          .update(orderLines)
          .set({ amountCents: sql`${orderLines.amountCents} + ${t.amount}` })
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'tax'), eq(orderLines.label, t.tax)))
          .returning({ id: orderLines.id });
        if (updated.length === 0) {
          await db.insert(orderLines).values({ orderId: order.id, kind: 'tax', label: t.tax, amountCents: t.amount });
        }
      }
      await db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'tax'), eq(orderLines.amountCents, 0)));
      const [row] = await db
        .update(orders)
        .set({
          subtotalCents: sql`${orders.subtotalCents} + ${delta.subtotalCents}`,
          taxCents: sql`${orders.taxCents} + ${taxCents}`,
          totalCents: sql`${orders.totalCents} + ${delta.subtotalCents + taxCents}`,
          version: sql`${orders.version} + 1`,
          updatedAt: at,
        })
        .where(eq(orders.id, order.id))
        .returning();
      return row!;
    },
  };
}

/** The taxes of a patch as deltas of the order's tax lines. */
export function taxDeltas(taxes: TaxLine[], sign: 1 | -1): OrderDelta['taxes'] {
  return taxes.map((t) => ({ tax: t.tax, amount: sign * t.amount }));
}

/**
 * The stock rule main has before counted stock per week exists (the order editor's, decision
 * 032): a product the catalogue marks sold out is short; nothing is counted, so nothing to give
 * back. Replaced at the merge by the editor's reserve/release.
 */
export const soldOutFlagStock = {
  reserve: (tx: Db, _deliveryDate: string, items: { productId: number }[]) =>
    createLateAdditionsRepository(tx).flaggedSoldOut(items.map((i) => i.productId)),
  release: async () => {},
};
