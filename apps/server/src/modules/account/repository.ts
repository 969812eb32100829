import { eq } from 'drizzle-orm';
import type { AccountNotice } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { accountNotices } from './tables.ts';

export function createAccountRepository(db: Db) {
  return {
    /** The notices this household dismissed (or saw, for modals). */
    async dismissed(clientId: number): Promise<AccountNotice[]> {
      const rows = await db
        .select({ notice: accountNotices.notice, dismissed: accountNotices.dismissed })
        .from(accountNotices)
        .where(eq(accountNotices.clientId, clientId));
      return rows.filter((r) => r.dismissed).map((r) => r.notice);
    },

    /** One row per household and notice: a later answer replaces the earlier one. */
    async remember(clientId: number, notice: AccountNotice, dismissed: boolean, now: Date) {
      await db
        .insert(accountNotices)
        .values({ clientId, notice, dismissed, updatedAt: now })
        .onConflictDoUpdate({
          target: [accountNotices.clientId, accountNotices.notice],
          set: { dismissed, updatedAt: now },
        });
    },
  };
}
