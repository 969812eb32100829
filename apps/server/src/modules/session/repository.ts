import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { sessions } from './tables.ts';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionRepository(db: Db) {
  return {
    async findActive(id: string, now: Date): Promise<SessionRow | undefined> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async update(id: string, patch: Partial<typeof sessions.$inferInsert>): Promise<void> {
      await db.update(sessions).set(patch).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** Ends every other session of a client (after a password reset, for example). */
    async deleteOthersForClient(clientId: number, keepId: string | null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepId ? and(eq(sessions.clientId, clientId), ne(sessions.id, keepId)) : eq(sessions.clientId, clientId),
        );
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
