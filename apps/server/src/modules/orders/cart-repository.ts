import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { createCycleRepository } from './cycle-repository.ts';
import type { NewOrderItem, NewOrderLine, OrderRow } from './repository.ts';
import { orderItems, orderLines, orders } from './tables.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTotals = Pick<
  OrderRow,
  'subtotalCents' | 'discountCents' | 'deliveryFeeCents' | 'taxCents' | 'totalCents'
>;

/**
 * What the order editor (decision 032) reads and writes of an order: the orders module owns the
 * tables, the editor goes through here. Every write is in the caller's transaction.
 */
export function createOrderCart(db: Db) {
  return {
    async own(orderId: number, clientId: number): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    /** The order if it is this household's, locked until the caller's transaction ends. */
    async lockOwn(orderId: number, clientId: number): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .for('update');
      return rows[0];
    },

    items: (orderId: number): Promise<OrderItemRow[]> =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),

    /** The position the cutoff will price the order at (skipped and below-minimum weeks do not count). */
    positionOf(order: Pick<OrderRow, 'clientId' | 'deliveryDate' | 'position'>): Promise<number> {
      return order.position === 1
        ? Promise.resolve(1)
        : createCycleRepository(db).positionOf(order.clientId, order.deliveryDate);
    },

    /** The household's next order after this one that is not delivered yet, for the after-cutoff link. */
    async nextOrderId(order: Pick<OrderRow, 'clientId' | 'deliveryDate'>): Promise<number | null> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, order.clientId),
            gt(orders.deliveryDate, order.deliveryDate),
            inArray(orders.status, ['upcoming', 'skipped']),
          ),
        )
        .orderBy(asc(orders.deliveryDate))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /**
     * Replaces the order's items and its discount and tax lines, writes its amounts and moves its
     * version on, only if the version is still `version`; undefined when it moved since.
     */
    async saveAtVersion(
      orderId: number,
      version: number,
      change: { items: NewOrderItem[]; lines: NewOrderLine[]; totals: OrderTotals; now: Date },
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...change.totals, updatedAt: change.now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, orderId), eq(orders.version, version)))
        .returning();
      if (!row) return undefined;
      await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
      if (change.items.length) await db.insert(orderItems).values(change.items.map((i) => ({ ...i, orderId })));
      await db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.kind, ['discount', 'tax'])));
      if (change.lines.length) await db.insert(orderLines).values(change.lines.map((l) => ({ ...l, orderId })));
      return row;
    },
  };
}

export type OrderCart = ReturnType<typeof createOrderCart>;
