import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { smsOutbox } from './tables.ts';

export type SmsRow = typeof smsOutbox.$inferSelect;

export function createNotificationsRepository(db: Db) {
  return {
    /** Stores a message once per reference; false when it was already there. */
    async insertOnce(values: typeof smsOutbox.$inferInsert): Promise<boolean> {
      const rows = await db.insert(smsOutbox).values(values).onConflictDoNothing().returning({ id: smsOutbox.id });
      return rows.length > 0;
    },
    latest: (limit: number, to?: string) =>
      db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit),
  };
}
