import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { paymentReversals, payments } from './tables.ts';

export type ReversalRow = typeof paymentReversals.$inferSelect;

/** The SQL of voids and refunds (decision 033); each write is one statement or one short transaction. */
export function createReversalsRepository(db: Db) {
  return {
    /** Inserts the pending reversal unless its key is taken, then answers with the row under the key. */
    async insertPendingOnce(values: typeof paymentReversals.$inferInsert): Promise<ReversalRow> {
      await db.insert(paymentReversals).values(values).onConflictDoNothing({ target: paymentReversals.idempotencyKey });
      const [row] = await db
        .select()
        .from(paymentReversals)
        .where(eq(paymentReversals.idempotencyKey, values.idempotencyKey));
      return row!;
    },

    async byKey(key: string): Promise<ReversalRow | undefined> {
      const [row] = await db.select().from(paymentReversals).where(eq(paymentReversals.idempotencyKey, key));
      return row;
    },

    async ofPayment(paymentId: number): Promise<ReversalRow[]> {
      return db.select().from(paymentReversals).where(eq(paymentReversals.paymentId, paymentId));
    },

    async markFailed(id: number, code: string, at: Date) {
      await db
        .update(paymentReversals)
        .set({ status: 'failed', failureCode: code, updatedAt: at })
        .where(and(eq(paymentReversals.id, id), eq(paymentReversals.status, 'pending')));
    },

    /**
     * Records a reversal the gateway made, and its effect on the payment, in one transaction and
     * only once: the payment moves only if this call is the one that settled the reversal row.
     */
    async settle(row: ReversalRow, gatewayRef: string | null, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(paymentReversals)
          .set({ status: 'succeeded', gatewayRef, updatedAt: at })
          .where(and(eq(paymentReversals.id, row.id), eq(paymentReversals.status, 'pending')))
          .returning({ id: paymentReversals.id });
        if (settled.length === 0) return;
        if (row.kind === 'void') {
          await tx
            .update(payments)
            .set({ status: 'voided', updatedAt: at })
            .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'authorized')));
          return;
        }
        await tx
          .update(payments)
          .set({
            refundedCents: sql`${payments.refundedCents} + ${row.amountCents}`,
            status: sql`case when ${payments.refundedCents} + ${row.amountCents} = ${payments.amountCents}
              then 'refunded' else ${payments.status} end`,
            updatedAt: at,
          })
          .where(eq(payments.id, row.paymentId));
      });
    },
  };
}
