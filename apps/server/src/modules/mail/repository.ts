import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { emailOutbox } from './tables.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export function createOutboxRepository(db: Db) {
  return {
    /** Inserts unless a message with the same dedupe key exists; returns the row either way. */
    async enqueue(values: typeof emailOutbox.$inferInsert): Promise<OutboxRow> {
      const inserted = await db.insert(emailOutbox).values(values).onConflictDoNothing().returning();
      if (inserted[0]) return inserted[0];
      const [existing] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, values.dedupeKey ?? ''))
        .limit(1);
      if (!existing) throw new Error('outbox insert conflicted without a dedupe key');
      return existing;
    },
    /** Claims due messages; SKIP LOCKED lets several instances deliver without sending twice. */
    async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
          .orderBy(emailOutbox.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return rows;
        // Pushed back while being sent, so a crashed sender's messages come back later.
        await tx
          .update(emailOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(sql`${emailOutbox.id} in ${rows.map((r) => r.id)}`);
        return rows;
      });
    },
    async markDone(id: number, status: 'sent' | 'stored', at: Date) {
      await db.update(emailOutbox).set({ status, sentAt: at, lastError: null }).where(eq(emailOutbox.id, id));
    },
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(emailOutbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
        .where(eq(emailOutbox.id, id));
    },
    async latest(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(to ? sql`lower(${emailOutbox.toAddress}) = lower(${to})` : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(limit);
    },
    async byId(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      return row;
    },
  };
}
