import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { signupProgress } from './tables.ts';

export type SignupProgressRow = typeof signupProgress.$inferSelect;

export function createSignupRepository(db: Db) {
  return {
    async progress(clientId: number): Promise<SignupProgressRow | undefined> {
      const rows = await db.select().from(signupProgress).where(eq(signupProgress.clientId, clientId)).limit(1);
      return rows[0];
    },

    async upsert(clientId: number, patch: Partial<Omit<SignupProgressRow, 'clientId'>>): Promise<void> {
      await db
        .insert(signupProgress)
        .values({ clientId, ...patch, updatedAt: new Date() })
        .onConflictDoUpdate({ target: signupProgress.clientId, set: { ...patch, updatedAt: new Date() } });
    },

    /** Renews a running checkout's claim. */
    async beat(clientId: number, at: Date): Promise<void> {
      await db
        .update(signupProgress)
        .set({ checkoutHeartbeatAt: at })
        .where(and(eq(signupProgress.clientId, clientId), eq(signupProgress.checkoutStatus, 'processing')));
    },
  };
}
