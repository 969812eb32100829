import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { rewardPointEntries } from './tables.ts';

export function createRewardsService({ db }: { db: Db }) {
  return {
    /** Points the client can spend now: pending points (orders not yet delivered) are not counted. */
    async availableBalance(clientId: number): Promise<number> {
      const rows = await db
        .select({ total: sum(rewardPointEntries.points) })
        .from(rewardPointEntries)
        .where(and(eq(rewardPointEntries.clientId, clientId), eq(rewardPointEntries.status, 'available')));
      return Number(rows[0]?.total ?? 0);
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
