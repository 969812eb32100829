import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/types.ts';
import { paymentMethods, payments } from './tables.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export function createPaymentsRepository(db: Db) {
  return {
    async methodByRef(gateway: string, gatewayRef: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.gateway, gateway), eq(paymentMethods.gatewayRef, gatewayRef)))
        .limit(1);
      return row;
    },
    async method(id: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
      return row;
    },
    async defaultMethod(clientId: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.clientId, clientId), eq(paymentMethods.isDefault, true)))
        .limit(1);
      return row;
    },
    /** Stores the card as the client's only default, in one transaction (no gateway call inside). */
    async insertDefaultMethod(
      values: Omit<typeof paymentMethods.$inferInsert, 'isDefault'>,
    ): Promise<PaymentMethodRow | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .update(paymentMethods)
          .set({ isDefault: false })
          .where(and(eq(paymentMethods.clientId, values.clientId), eq(paymentMethods.isDefault, true)));
        const [row] = await tx
          .insert(paymentMethods)
          .values({ ...values, isDefault: true })
          .onConflictDoNothing({ target: [paymentMethods.gateway, paymentMethods.gatewayRef] })
          .returning();
        if (row) return row;
        // Saved before (a double submit): make that one the default again.
        const [again] = await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(
            and(
              eq(paymentMethods.gateway, values.gateway),
              eq(paymentMethods.gatewayRef, values.gatewayRef),
              eq(paymentMethods.clientId, values.clientId),
            ),
          )
          .returning();
        return again;
      });
    },

    /** The default card of each of these clients (one query for a billing batch). */
    async defaultMethods(clientIds: number[]): Promise<PaymentMethodRow[]> {
      if (clientIds.length === 0) return [];
      return db
        .select()
        .from(paymentMethods)
        .where(and(inArray(paymentMethods.clientId, clientIds), eq(paymentMethods.isDefault, true)));
    },

    /**
     * Inserts the pending payments whose keys do not exist yet, in one statement (its own commit:
     * decision 011, the rows exist before any gateway call), then answers with the rows stored
     * under the keys, new or earlier.
     */
    async insertPendingMany(rows: (typeof payments.$inferInsert)[]): Promise<PaymentRow[]> {
      if (rows.length === 0) return [];
      await db.insert(payments).values(rows).onConflictDoNothing({ target: payments.idempotencyKey });
      return db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.idempotencyKey,
            rows.map((r) => r.idempotencyKey),
          ),
        );
    },

    /**
     * Records the gateway's answers of a batch in one statement, each only while its payment is
     * still pending (the same rule as `settle`).
     */
    async settleMany(
      answers: {
        id: number;
        status: PaymentStatus;
        gatewayRef: string | null;
        declineCode: string | null;
        capturedAt: Date | null;
      }[],
      at: Date,
    ): Promise<void> {
      if (answers.length === 0) return;
      const rows = answers.map(
        (a) =>
          sql`(${a.id}::int, ${a.status}::text, ${a.gatewayRef}::text, ${a.declineCode}::text, ${a.capturedAt?.toISOString() ?? null}::timestamptz)`,
      );
      await db.execute(sql`
        update ${payments} p set status = v.status, gateway_ref = v.gateway_ref, decline_code = v.decline_code,
          captured_at = v.captured_at, updated_at = ${at.toISOString()}::timestamptz
        from (values ${sql.join(rows, sql`, `)}) v (id, status, gateway_ref, decline_code, captured_at)
        where p.id = v.id and p.status = 'pending'`);
    },

    /** Links live payments to their orders, in one statement; answers with the ids linked now. */
    async linkMany(ids: number[], at: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update ${payments} set linked_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
          where id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )}) and status in ('authorized', 'succeeded')
          returning id`,
      );
      return rows.map((r) => Number(r.id));
    },

    /** Inserts the pending payment unless its key exists; answers with the row stored under the key. */
    async insertPendingOnce(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotencyKey });
      return (await this.byKey(values.idempotencyKey))!;
    },
    async byKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
      return row;
    },
    async byId(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },
    async forClient(clientId: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.clientId, clientId)).orderBy(desc(payments.createdAt));
    },
    /** Live payments no order has taken, oldest first. */
    async unlinkedBefore(before: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            isNull(payments.linkedAt),
            inArray(payments.status, ['pending', 'authorized', 'succeeded']),
            lt(payments.createdAt, before),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },
    /** Links a live payment to its order once; false when it is not live (or not found). */
    async link(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ linkedAt: at, updatedAt: at })
        .where(and(eq(payments.id, id), inArray(payments.status, ['authorized', 'succeeded'])))
        .returning({ id: payments.id });
      return rows.length === 1;
    },
    /**
     * A charge the bank held, confirmed by the household and succeeded at the gateway: recorded
     * and taken by its order in one statement, once (a second caller changes nothing).
     */
    async settleHeld(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'succeeded', declineCode: null, capturedAt: at, linkedAt: at, updatedAt: at })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'declined'),
            eq(payments.declineCode, 'authentication_required'),
          ),
        )
        .returning({ id: payments.id });
      return rows.length === 1;
    },
    /**
     * Records the gateway's answer if the payment is still in `from`: concurrent callers that got
     * the same answer write nothing twice, and a settled payment never changes back.
     */
    async settle(
      id: number,
      from: PaymentStatus,
      to: { status: PaymentStatus; gatewayRef?: string | null; declineCode?: string | null; capturedAt?: Date | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...to, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, from), ne(payments.status, to.status)));
    },
  };
}
