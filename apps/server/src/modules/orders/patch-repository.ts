import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { orderItems, orderLines, orders } from './tables.ts';

export type PatchedOrderRow = typeof orders.$inferSelect;

/** An item a late addition puts in an order (decision 033). */
export interface AddedItem {
  productId: number;
  kind: 'meal' | 'market';
  quantity: number;
  unitPriceCents: number;
  taxClass: 'zero_rated' | 'prepared_food' | 'general';
}

/** What moves an order when a late addition is billed (positive) or taken back (negative). */
export interface OrderDelta {
  subtotalCents: number;
  taxes: { tax: string; amount: number }[];
}

/** The SQL of late additions on the orders' own tables. */
export function createPatchRepository(db: Db) {
  return {
    async own(orderId: number, clientId: number): Promise<PatchedOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
      return row;
    },

    async byId(orderId: number): Promise<PatchedOrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async lock(orderId: number): Promise<PatchedOrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /** Answers the new items' ids in the order given. */
    async insertItems(orderId: number, items: AddedItem[]): Promise<number[]> {
      if (items.length === 0) return [];
      const rows = await db
        .insert(orderItems)
        .values(items.map((i) => ({ orderId, ...i })))
        .returning({ id: orderItems.id });
      return rows.map((r) => r.id);
    },

    async deleteItem(id: number) {
      await db.delete(orderItems).where(eq(orderItems.id, id));
    },

    /**
     * Adds (or with negative amounts takes away) amounts to an order: the subtotal, the total,
     * and each tax on the order's line of that tax (created when the order had none, removed at
     * zero). The version moves on, so an editor open on the order reloads.
     */
    async moveAmounts(orderId: number, delta: OrderDelta, at: Date): Promise<PatchedOrderRow> {
      const taxCents = delta.taxes.reduce((s, t) => s + t.amount, 0);
      for (const t of delta.taxes) {
        if (t.amount === 0) continue;
        const updated = await db
          .update(orderLines)
          .set({ amountCents: sql`${orderLines.amountCents} + ${t.amount}` })
          .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'tax'), eq(orderLines.label, t.tax)))
          .returning({ id: orderLines.id });
        if (updated.length === 0) {
          await db.insert(orderLines).values({ orderId, kind: 'tax', label: t.tax, amountCents: t.amount });
        }
      }
      await db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'tax'), eq(orderLines.amountCents, 0)));
      const [row] = await db
        .update(orders)
        .set({
          subtotalCents: sql`${orders.subtotalCents} + ${delta.subtotalCents}`,
          taxCents: sql`${orders.taxCents} + ${taxCents}`,
          totalCents: sql`${orders.totalCents} + ${delta.subtotalCents + taxCents}`,
          version: sql`${orders.version} + 1`,
          updatedAt: at,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },
  };
}
