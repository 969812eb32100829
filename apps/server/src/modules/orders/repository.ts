import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { orderItems, orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export function createOrdersRepository(db: Db) {
  return {
    async insert(order: NewOrder, items: NewOrderItem[], lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (items.length) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      return row!;
    },

    async bySubscriptionAndDate(subscriptionId: number, deliveryDate: string): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.deliveryDate, deliveryDate)))
        .limit(1);
      return rows[0];
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0];
    },

    async countForClient(clientId: number): Promise<number> {
      return (await db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId))).length;
    },

    items: (orderId: number) =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    lines: (orderId: number) =>
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  };
}
