import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { TRACKED_STATUSES } from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import { orderPatches } from '../late-additions/tables.ts';
import { orders } from '../tables.ts';

/** A week of the household that still takes changes and that no payment holds yet. */
function openAndUnpaid(clientId: number, now: Date) {
  return and(
    eq(orders.clientId, clientId),
    eq(orders.status, 'upcoming'),
    isNull(orders.paymentId),
    gt(orders.cutoffAt, now),
  );
}

/** The SQL of the payment settings' view of a household's weeks. */
export function createPaymentWeeksRepository(db: Db) {
  return {
    /** Failed weeks billing still tries (their deadline not passed), by delivery date. */
    failed: (clientId: number) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.status, 'failed'), isNotNull(orders.nextBillAt)))
        .orderBy(asc(orders.deliveryDate)),

    /** Whether a week still to be delivered failed its payment, retried or past its deadline. */
    async anyFailedFrom(clientId: number, today: string): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            eq(orders.status, 'failed'),
            sql`${orders.deliveryDate}::date >= ${today}::date`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Makes a failed week due now, unless a worker holds it or it is no longer failed: the next
     * attempt is the one billing would have made, with its own key, only sooner.
     */
    async dueNow(orderId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ nextBillAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'failed'), isNotNull(orders.nextBillAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The household's next week that still takes changes and is not paid yet. */
    async nextOpen(clientId: number, now: Date) {
      const [row] = await db
        .select()
        .from(orders)
        .where(openAndUnpaid(clientId, now))
        .orderBy(asc(orders.deliveryDate))
        .limit(1);
      return row;
    },

    /** The next cutoff of a week no payment holds yet: when the card on file is charged next. */
    async nextCutoff(clientId: number, now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ cutoffAt: orders.cutoffAt })
        .from(orders)
        .where(openAndUnpaid(clientId, now))
        .orderBy(asc(orders.cutoffAt))
        .limit(1);
      return row?.cutoffAt;
    },

    /** The week each payment of the household paid for: its billing, or one of its late additions. */
    async paidWeeks(clientId: number) {
      const weeks = await db
        .select({ paymentId: orders.paymentId, orderId: orders.id, deliveryDate: orders.deliveryDate })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), isNotNull(orders.paymentId)));
      const patches = await db
        .select({ paymentId: orderPatches.paymentId, orderId: orders.id, deliveryDate: orders.deliveryDate })
        .from(orderPatches)
        .innerJoin(orders, eq(orders.id, orderPatches.orderId))
        .where(and(eq(orderPatches.clientId, clientId), isNotNull(orderPatches.paymentId)));
      return [
        ...weeks.map((w) => ({ ...w, paymentId: w.paymentId!, kind: 'order' as const })),
        ...patches.map((p) => ({ ...p, paymentId: p.paymentId!, kind: 'late_addition' as const })),
      ];
    },

    /** The household's paid weeks delivered (or on their way) between two dates, inclusive. */
    paidBetween: (clientId: number, from: string, to: string) =>
      db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(orders.status, [...TRACKED_STATUSES]),
            sql`${orders.deliveryDate}::date between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(asc(orders.deliveryDate)),

    /** The billed late additions of these orders with their payments. */
    billedPatches: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ orderId: orderPatches.orderId, paymentId: orderPatches.paymentId })
            .from(orderPatches)
            .where(and(inArray(orderPatches.orderId, orderIds), isNotNull(orderPatches.paymentId))),
  };
}
