import { and, asc, eq, gt, lt, max, min, ne, sql, sum } from 'drizzle-orm';
import type { TaxLine } from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import type { OrderDelta } from '../order-repository.ts';
import { orderPatchLines, orderPatches } from './tables.ts';

export type PatchRow = typeof orderPatches.$inferSelect;
export type PatchLineRow = typeof orderPatchLines.$inferSelect;

/** The advisory locks' class of a household's late additions (one lock per client id below it). */
const PATCH_CREATE_LOCK_CLASS = 34_033;

/** The SQL of late additions (decision 033). */
export function createLateAdditionsRepository(db: Db) {
  return {
    async insertPatch(
      patch: typeof orderPatches.$inferInsert,
      lines: Omit<typeof orderPatchLines.$inferInsert, 'patchId'>[],
    ): Promise<PatchRow> {
      const [row] = await db.insert(orderPatches).values(patch).returning();
      await db.insert(orderPatchLines).values(lines.map((l) => ({ ...l, patchId: row!.id })));
      return row!;
    },

    /** What billed patches added to an order, already inside its amounts (decision 037). */
    async billedTotal(orderId: number): Promise<number> {
      const [row] = await db
        .select({ total: sum(orderPatches.totalCents) })
        .from(orderPatches)
        .where(and(eq(orderPatches.orderId, orderId), eq(orderPatches.status, 'billed')));
      return Number(row?.total ?? 0);
    },

    async patch(id: number): Promise<PatchRow | undefined> {
      const [row] = await db.select().from(orderPatches).where(eq(orderPatches.id, id));
      return row;
    },

    async lockPatch(id: number): Promise<PatchRow | undefined> {
      const [row] = await db.select().from(orderPatches).where(eq(orderPatches.id, id)).for('update');
      return row;
    },

    /**
     * Makes a household's `create_patch` calls take turns until the transaction ends, so the
     * bounds on its pending patches hold under parallel calls (a lock no other flow takes).
     */
    async lockHouseholdPatches(clientId: number) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${PATCH_CREATE_LOCK_CLASS}::int, ${Math.trunc(clientId)}::int)`,
      );
    },

    /** The order's pending patch (at most one, see `createPatch`). */
    async pendingOfOrder(orderId: number): Promise<PatchRow[]> {
      return db
        .select()
        .from(orderPatches)
        .where(and(eq(orderPatches.orderId, orderId), eq(orderPatches.status, 'pending')))
        .orderBy(asc(orderPatches.id));
    },

    /** The household's pending patches, locked until the transaction ends. */
    async lockPendingOf(clientId: number): Promise<PatchRow[]> {
      return db
        .select()
        .from(orderPatches)
        .where(and(eq(orderPatches.clientId, clientId), eq(orderPatches.status, 'pending')))
        .orderBy(asc(orderPatches.id))
        .for('update');
    },

    /**
     * When the order's run of unpaid patches began: its first patch created after its last paid
     * one (none yet: undefined). Holds of the run count from it, however often it is re-created.
     */
    async unpaidRunStart(orderId: number): Promise<Date | undefined> {
      const [last] = await db
        .select({ at: max(orderPatches.billedAt) })
        .from(orderPatches)
        .where(and(eq(orderPatches.orderId, orderId), eq(orderPatches.status, 'billed')));
      const [row] = await db
        .select({ at: min(orderPatches.createdAt) })
        .from(orderPatches)
        .where(
          and(
            eq(orderPatches.orderId, orderId),
            ne(orderPatches.status, 'billed'),
            last?.at ? gt(orderPatches.createdAt, last.at) : undefined,
          ),
        );
      return row?.at ?? undefined;
    },

    async lines(patchId: number): Promise<PatchLineRow[]> {
      return db
        .select()
        .from(orderPatchLines)
        .where(eq(orderPatchLines.patchId, patchId))
        .orderBy(asc(orderPatchLines.id));
    },

    /** Moves a patch on only from the status the caller read: concurrent callers write once. */
    async updatePatch(
      id: number,
      from: PatchRow['status'],
      values: Partial<typeof orderPatches.$inferInsert>,
    ): Promise<PatchRow | undefined> {
      const [row] = await db
        .update(orderPatches)
        .set(values)
        .where(and(eq(orderPatches.id, id), eq(orderPatches.status, from)))
        .returning();
      return row;
    },

    async updateLine(id: number, values: Partial<typeof orderPatchLines.$inferInsert>) {
      await db.update(orderPatchLines).set(values).where(eq(orderPatchLines.id, id));
    },

    /** Pending patches whose hold ran out, by id after `afterId` (the ones being paid stay, so the job pages past them). */
    async expiredHolds(now: Date, afterId: number, limit = 100): Promise<PatchRow[]> {
      return db
        .select()
        .from(orderPatches)
        .where(
          and(
            eq(orderPatches.status, 'pending'),
            eq(orderPatches.stockHeld, true),
            lt(orderPatches.heldUntil, now),
            gt(orderPatches.id, afterId),
          ),
        )
        .orderBy(asc(orderPatches.id))
        .limit(limit);
    },

    /** Lines taken back whose refund has not been recorded yet (the gateway did not answer). */
    async refundingLines(limit = 100): Promise<(PatchLineRow & { paymentId: number | null })[]> {
      const rows = await db
        .select({ line: orderPatchLines, paymentId: orderPatches.paymentId })
        .from(orderPatchLines)
        .innerJoin(orderPatches, eq(orderPatches.id, orderPatchLines.patchId))
        .where(eq(orderPatchLines.status, 'refunding'))
        .orderBy(asc(orderPatchLines.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.line, paymentId: r.paymentId }));
    },

    async setOrderItem(lineId: number, orderItemId: number | null) {
      await db.update(orderPatchLines).set({ orderItemId }).where(eq(orderPatchLines.id, lineId));
    },
  };
}

/** The taxes of a patch as deltas of the order's tax lines. */
export function taxDeltas(taxes: TaxLine[], sign: 1 | -1): OrderDelta['taxes'] {
  return taxes.map((t) => ({ tax: t.tax, amount: sign * t.amount }));
}
