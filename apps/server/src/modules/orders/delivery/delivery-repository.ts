import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import { orders } from '../tables.ts';

/** The orders the courier moves along, and their moves. */
export function createDeliveryRepository(db: Db) {
  return {
    /** Orders in these statuses delivered on or before a date (text compare of ISO dates). */
    async idsForDelivery(statuses: OrderStatus[], onOrBefore: string, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, statuses), sql`${orders.deliveryDate}::date <= ${onOrBefore}::date`))
        .orderBy(asc(orders.deliveryDate), asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Moves an order to its next status; false when it was in none of `from`. */
    async advance(orderId: number, from: OrderStatus[], values: Partial<typeof orders.$inferInsert>) {
      const rows = await db
        .update(orders)
        .set(values)
        .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
