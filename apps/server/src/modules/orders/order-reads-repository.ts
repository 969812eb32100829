import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { OrderRow } from './repository.ts';
import { orderItems, orders } from './tables.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The reads of a household's order that several of the orders module's repositories answer (the
 * weeks pages, the market items): one definition, so "this household's order" means one thing.
 */
export function createOrderReads(db: Db) {
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

    /** The items of these orders, in the order they were added. */
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },
  };
}
