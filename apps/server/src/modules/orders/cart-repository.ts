import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { OrderRow } from './repository.ts';
import { orders } from './tables.ts';

export type { OrderItemRow } from './order-reads-repository.ts';
export type OrderTotals = Pick<
  OrderRow,
  'subtotalCents' | 'discountCents' | 'deliveryFeeCents' | 'taxCents' | 'totalCents'
>;

/**
 * What the order editor (decision 032) reads and writes of an order outside its one-statement read
 * and save (decision 036): the orders module owns the tables, the editor goes through here. Every
 * write is in the caller's transaction.
 */
export function createOrderCart(db: Db) {
  return {
    /** The order, locked until the caller's transaction ends (whoever's it is: for jobs). */
    async lock(orderId: number): Promise<OrderRow | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return rows[0];
    },

    /** Status and delivery date of orders by id. */
    statuses(orderIds: number[]): Promise<Pick<OrderRow, 'id' | 'status' | 'deliveryDate'>[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: orders.id, status: orders.status, deliveryDate: orders.deliveryDate })
        .from(orders)
        .where(inArray(orders.id, orderIds));
    },
  };
}

export type OrderCart = ReturnType<typeof createOrderCart>;
