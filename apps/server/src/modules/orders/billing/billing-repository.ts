import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AWAITING_PAYMENT_STATUSES } from '@fp/domain';
import { queryRows, type Db } from '../../../db/types.ts';
import type { OrderRow } from '../order-repository.ts';
import { orders } from '../tables.ts';

const values = (rows: SQL[]) => sql.join(rows, sql`, `);
const awaiting = sql`(${sql.join(
  AWAITING_PAYMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The SQL of billing in batches (decision 028). */
export function createBillingRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` orders whose billing is due (decision 028): one statement takes them
     * with `FOR UPDATE SKIP LOCKED` and moves their `next_bill_at` to the end of the lease, so no
     * other worker claims them until they are settled or the lease runs out (a crashed worker's
     * orders are claimed again then, and billed with the same attempt's key). Oldest due first;
     * `orderId` claims that one order only.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number, orderId?: number): Promise<OrderRow[]> {
      const claimed: OrderRow[] = [];
      for (const status of AWAITING_PAYMENT_STATUSES) {
        if (claimed.length >= limit) break;
        const due = sql`(select id from ${orders}
          where status = ${status} and next_bill_at <= ${now.toISOString()}::timestamptz
            ${orderId === undefined ? sql`` : sql`and id = ${orderId}`}
          order by next_bill_at, id
          limit ${limit - claimed.length}
          for update skip locked)`;
        claimed.push(
          ...(await db.update(orders).set({ nextBillAt: leaseUntil }).where(inArray(orders.id, due)).returning()),
        );
      }
      return claimed;
    },

    /**
     * Records the billed orders of a batch in one statement, each only if it still awaits the
     * attempt it was charged for (no other worker recorded it first). Answers the orders moved.
     */
    async settleBilled(
      rows: { id: number; attemptsBefore: number; paymentId: number }[],
      now: Date,
    ): Promise<{ id: number; clientId: number; totalCents: number }[]> {
      if (rows.length === 0) return [];
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await queryRows<{ id: number; client_id: number; total_cents: number }>(
        db,
        sql`update ${orders} o set status = 'billed', payment_id = v.payment_id, bill_attempts = v.attempts_before + 1,
            billed_at = ${at}, next_bill_at = null, failure_code = null, updated_at = ${at}
          from (values ${values(rows.map((r) => sql`(${r.id}::int, ${r.attemptsBefore}::int, ${r.paymentId}::int)`))})
            v (id, attempts_before, payment_id)
          where o.id = v.id and o.status in ${awaiting} and o.bill_attempts = v.attempts_before
          returning o.id, o.client_id, o.total_cents`,
      );
      return result.map((r) => ({
        id: Number(r.id),
        clientId: Number(r.client_id),
        totalCents: Number(r.total_cents),
      }));
    },

    /**
     * An order whose bank held its charge, billed by that very charge once the household confirmed
     * it: only while it still failed for that reason at that attempt, so a second caller moves nothing.
     */
    async settleConfirmed(orderId: number, attempts: number, paymentId: number, now: Date) {
      return db
        .update(orders)
        .set({ status: 'billed', paymentId, billedAt: now, nextBillAt: null, failureCode: null, updatedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'failed'),
            eq(orders.failureCode, 'authentication_required'),
            eq(orders.billAttempts, attempts),
          ),
        )
        .returning({ id: orders.id, clientId: orders.clientId, totalCents: orders.totalCents });
    },

    /** Records the declined orders of a batch (reason, attempt, next try or none) in one statement. */
    async settleFailed(
      rows: { id: number; attemptsBefore: number; failureCode: string; nextBillAt: Date | null }[],
      now: Date,
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await queryRows<{ id: number }>(
        db,
        sql`update ${orders} o set status = 'failed', bill_attempts = v.attempts_before + 1,
            failure_code = v.failure_code, next_bill_at = v.next_bill_at, updated_at = ${at}
          from (values ${values(
            rows.map(
              (r) =>
                sql`(${r.id}::int, ${r.attemptsBefore}::int, ${r.failureCode}::text, ${r.nextBillAt?.toISOString() ?? null}::timestamptz)`,
            ),
          )}) v (id, attempts_before, failure_code, next_bill_at)
          where o.id = v.id and o.status in ${awaiting} and o.bill_attempts = v.attempts_before
          returning o.id`,
      );
      return result.map((r) => Number(r.id));
    },
  };
}
