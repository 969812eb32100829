import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { emailVerificationCodes, passwordCheckFailures } from './tables.ts';

export type VerificationCodeRow = typeof emailVerificationCodes.$inferSelect;

export function createSettingsRepository(db: Db) {
  return {
    /** Closes the client's open codes and stores a new one. */
    async replaceCode(clientId: number, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(emailVerificationCodes)
        .set({ closedAt: now })
        .where(and(eq(emailVerificationCodes.clientId, clientId), isNull(emailVerificationCodes.closedAt)));
      await db.insert(emailVerificationCodes).values({ clientId, codeHash, expiresAt, createdAt: now });
    },
    async openCode(clientId: number): Promise<VerificationCodeRow | undefined> {
      const rows = await db
        .select()
        .from(emailVerificationCodes)
        .where(and(eq(emailVerificationCodes.clientId, clientId), isNull(emailVerificationCodes.closedAt)))
        .orderBy(desc(emailVerificationCodes.createdAt))
        .limit(1);
      return rows[0];
    },
    /** Uses up one try of an open code, atomically; undefined when it has none left. */
    async takeAttempt(codeId: number, max: number): Promise<number | undefined> {
      const rows = await db
        .update(emailVerificationCodes)
        .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
        .where(
          and(
            eq(emailVerificationCodes.id, codeId),
            isNull(emailVerificationCodes.closedAt),
            lt(emailVerificationCodes.attempts, max),
          ),
        )
        .returning({ attempts: emailVerificationCodes.attempts });
      return rows[0]?.attempts;
    },
    async closeCode(codeId: number, now: Date): Promise<void> {
      await db.update(emailVerificationCodes).set({ closedAt: now }).where(eq(emailVerificationCodes.id, codeId));
    },
    /** Codes sent after `since` (a code exactly a window old no longer counts). */
    async codesSentSince(clientId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailVerificationCodes)
        .where(and(eq(emailVerificationCodes.clientId, clientId), gt(emailVerificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async recordFailure(clientId: number, context: 'reauthentication' | 'password_change', now: Date): Promise<void> {
      await db.insert(passwordCheckFailures).values({ clientId, context, createdAt: now });
    },
    async failuresSince(clientId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordCheckFailures)
        .where(and(eq(passwordCheckFailures.clientId, clientId), gte(passwordCheckFailures.createdAt, since)));
      return row?.n ?? 0;
    },
    async clearFailures(clientId: number): Promise<void> {
      await db.delete(passwordCheckFailures).where(eq(passwordCheckFailures.clientId, clientId));
    },
  };
}
