import { and, desc, eq, sql } from 'drizzle-orm';
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
    async markDone(id: number, status: 'sent' | 'stored', at: Date) {
      await db
        .update(emailOutbox)
        .set({ status, sentAt: at, lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
    },
    /** Keeps the message pending for the next try, or marks it failed when there is none. */
    async recordFailure(id: number, error: string, final: boolean) {
      await db
        .update(emailOutbox)
        .set(final ? { lastError: error, status: 'failed' } : { lastError: error })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
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
