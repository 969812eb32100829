import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { passwordResetRequests, passwordResetTokens } from './tables.ts';

export type { ClientRow } from '../auth/clients-service.ts';
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createIdentityRepository(db: Db) {
  return {
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
