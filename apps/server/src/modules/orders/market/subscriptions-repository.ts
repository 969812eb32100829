import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { marketSubscriptions } from './tables.ts';

export type MarketSubscriptionRow = typeof marketSubscriptions.$inferSelect;

export function createMarketSubscriptionsRepository(db: Db) {
  return {
    /** The household's running subscriptions (not unsubscribed), optionally one product's. */
    running(clientId: number, productId?: number): Promise<MarketSubscriptionRow[]> {
      return db
        .select()
        .from(marketSubscriptions)
        .where(
          and(
            eq(marketSubscriptions.clientId, clientId),
            isNull(marketSubscriptions.endsOn),
            productId === undefined ? undefined : eq(marketSubscriptions.productId, productId),
          ),
        )
        .orderBy(asc(marketSubscriptions.id));
    },

    async own(id: number, clientId: number): Promise<MarketSubscriptionRow | undefined> {
      const rows = await db
        .select()
        .from(marketSubscriptions)
        .where(and(eq(marketSubscriptions.id, id), eq(marketSubscriptions.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    /** A new running subscription; undefined when the household already has one for the product. */
    async insert(row: typeof marketSubscriptions.$inferInsert): Promise<MarketSubscriptionRow | undefined> {
      const rows = await db.insert(marketSubscriptions).values(row).onConflictDoNothing().returning();
      return rows[0];
    },

    /** Writes a change made at `version` of a running subscription; undefined when it moved since. */
    async updateAtVersion(
      id: number,
      version: number,
      values: Partial<Pick<MarketSubscriptionRow, 'quantity' | 'endsOn' | 'updatedAt'>>,
    ): Promise<MarketSubscriptionRow | undefined> {
      const rows = await db
        .update(marketSubscriptions)
        .set({ ...values, version: version + 1 })
        .where(
          and(
            eq(marketSubscriptions.id, id),
            eq(marketSubscriptions.version, version),
            isNull(marketSubscriptions.endsOn),
          ),
        )
        .returning();
      return rows[0];
    },
  };
}
