import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { clients } from '../auth/tables.ts';
import { passwordResetRequests, passwordResetTokens } from './tables.ts';

export type ClientRow = typeof clients.$inferSelect;
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

    async queueResetRequest(email: string, at: Date): Promise<void> {
      await db.insert(passwordResetRequests).values({ email, requestedAt: at });
    },

    /** Marks a batch of queued requests handled and answers them; SKIP LOCKED lets workers share. */
    async claimResetRequests(at: Date, limit: number) {
      const pending = db
        .select({ id: passwordResetRequests.id })
        .from(passwordResetRequests)
        .where(isNull(passwordResetRequests.processedAt))
        .orderBy(passwordResetRequests.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(passwordResetRequests)
        .set({ processedAt: at })
        .where(inArray(passwordResetRequests.id, pending))
        .returning({ email: passwordResetRequests.email });
    },

    async deleteHandledResetRequestsBefore(before: Date): Promise<void> {
      await db
        .delete(passwordResetRequests)
        .where(and(isNotNull(passwordResetRequests.processedAt), lt(passwordResetRequests.requestedAt, before)));
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
