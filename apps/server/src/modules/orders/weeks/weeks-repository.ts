import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { REGION_TIME_ZONES, TRACKED_STATUSES, type OrderStatus } from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import { orderItems, orders, skipFeedback } from '../tables.ts';
import { createOrderRepository, type OrderItemRow, type OrderRow } from '../order-repository.ts';

export type { OrderChanges, OrderItemRow, OrderLineRow } from '../order-repository.ts';

/** Today's date in the order's region, as SQL (`delivery_date = today` where the order is delivered). */
function regionToday(now: Date): SQL {
  const cases = Object.entries(REGION_TIME_ZONES).map(
    ([region, zone]) => sql`when ${region} then (${now.toISOString()}::timestamptz at time zone ${zone})::date`,
  );
  return sql`(case ${orders.province} ${sql.join(cases, sql` `)} end)`;
}

/** The household's weeks as the account home, schedule and tracking pages read and change them. */
export function createWeeksRepository(db: Db) {
  return {
    ...createOrderRepository(db),

    /** The household's orders delivered on or after a date, in these statuses, by delivery date. */
    ofClient(clientId: number, statuses: readonly OrderStatus[], fromDate: string) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(orders.status, [...statuses]),
            sql`${orders.deliveryDate} >= ${fromDate}::date`,
          ),
        )
        .orderBy(asc(orders.deliveryDate), asc(orders.id));
    },

    /** Delivered orders, newest first, one more than asked so the caller knows whether more exist. */
    delivered(clientId: number, limit: number, offset = 0) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.status, 'delivered')))
        .orderBy(desc(orders.deliveryDate), desc(orders.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** Replaces a meal of the order with another of the same servings and price (an unskip's re-pick). */
    async swapMeal(itemId: number, productId: number, taxClass: OrderItemRow['taxClass']) {
      await db.update(orderItems).set({ productId, taxClass }).where(eq(orderItems.id, itemId));
    },

    /** Takes `quantity` units of a product out of the order, newest item first; an item left with none goes. */
    async removeUnits(orderId: number, productId: number, quantity: number) {
      const rows = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
        .orderBy(desc(orderItems.id));
      let left = quantity;
      for (const row of rows) {
        if (left <= 0) break;
        const take = Math.min(left, row.quantity);
        left -= take;
        if (take === row.quantity) await db.delete(orderItems).where(eq(orderItems.id, row.id));
        else
          await db
            .update(orderItems)
            .set({ quantity: row.quantity - take })
            .where(eq(orderItems.id, row.id));
      }
    },

    /** One answer per order: a second one replaces the first. */
    async saveFeedback(row: typeof skipFeedback.$inferInsert) {
      await db
        .insert(skipFeedback)
        .values(row)
        .onConflictDoUpdate({
          target: skipFeedback.orderId,
          set: { reason: row.reason, comment: row.comment ?? null, createdAt: row.createdAt },
        });
    },

    feedbackOf: async (orderId: number) =>
      (await db.select().from(skipFeedback).where(eq(skipFeedback.orderId, orderId)))[0],

    /**
     * Whether the household has a delivery today (in its region) that is billed, on the road or
     * delivered, as a subquery of the session's one read (decision 022).
     */
    trackDeliverySql(clientId: AnyColumn, now: Date): SQL<boolean> {
      return sql<boolean>`exists (select 1 from ${orders} where ${orders.clientId} = ${clientId}
        and ${orders.status} in (${sql.join(
          TRACKED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        and ${orders.deliveryDate} = ${regionToday(now)})`;
    },

    /** The same answer on its own, when the session was read without its owner. */
    async tracksDelivery(clientId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(orders.status, [...TRACKED_STATUSES]),
            sql`${orders.deliveryDate} = ${regionToday(now)}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Upcoming orders whose cutoff falls within the window and that were not reminded yet. */
    async dueReminders(now: Date, until: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'upcoming'),
            gt(orders.cutoffAt, now),
            lte(orders.cutoffAt, until),
            isNull(orders.remindedAt),
          ),
        )
        .orderBy(asc(orders.cutoffAt), asc(orders.id))
        .limit(limit);
    },

    /** Claims the order's reminder: true for the one caller that set it. */
    async claimReminder(orderId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ remindedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.remindedAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
