import { and, count, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { clients } from '../auth/tables.ts';
import { identityAttempts, passwordResetTokens } from './tables.ts';

export type ClientRow = typeof clients.$inferSelect;
export type AttemptKind = (typeof identityAttempts.$inferInsert)['kind'];
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createIdentityRepository(db: Db) {
  return {
    async clientByEmail(email: string): Promise<ClientRow | undefined> {
      const [row] = await db
        .select()
        .from(clients)
        .where(sql`lower(${clients.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async clientById(id: number): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
      return row;
    },

    async insertClient(values: typeof clients.$inferInsert): Promise<ClientRow> {
      const [row] = await db.insert(clients).values(values).returning();
      return row!;
    },

    async setPassword(clientId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(clients).set({ passwordHash, updatedAt: now }).where(eq(clients.id, clientId));
    },

    async recordAttempt(kind: AttemptKind, subject: string, at: Date): Promise<void> {
      await db.insert(identityAttempts).values({ kind, subject, createdAt: at });
    },

    /** How many attempts of a kind a subject made since a moment, and when the oldest of them was. */
    async attemptsSince(kind: AttemptKind, subject: string, since: Date) {
      const [row] = await db
        .select({ count: count(), oldest: min(identityAttempts.createdAt), latest: max(identityAttempts.createdAt) })
        .from(identityAttempts)
        .where(
          and(
            eq(identityAttempts.kind, kind),
            eq(identityAttempts.subject, subject),
            gt(identityAttempts.createdAt, since),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null, latest: row?.latest ?? null };
    },

    async clearAttempts(kind: AttemptKind, subject: string): Promise<void> {
      await db
        .delete(identityAttempts)
        .where(and(eq(identityAttempts.kind, kind), eq(identityAttempts.subject, subject)));
    },

    async deleteAttemptsBefore(before: Date): Promise<void> {
      await db.delete(identityAttempts).where(lt(identityAttempts.createdAt, before));
    },

    async insertResetToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async resetTokenByHash(tokenHash: string): Promise<ResetTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks a token used, unless another request used it first; true when this call won. */
    async useResetToken(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return rows.length === 1;
    },

    /** Every unused link of a client stops working (a newer link was sent, or the password changed). */
    async retireResetTokens(clientId: number, at: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.clientId, clientId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
