import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscriptions } from './tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The household's plan. Plan prices and choices live in plans-service.ts. */
export function createSubscriptionService({ db }: { db: Db }) {
  return {
    async forClient(clientId: number, tx: Db = db): Promise<SubscriptionRow | undefined> {
      const rows = await tx.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)).limit(1);
      return rows[0];
    },

    /** Whether any of these clients has a plan. */
    async anyFor(clientIds: number[]): Promise<boolean> {
      if (clientIds.length === 0) return false;
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(inArray(subscriptions.clientId, clientIds))
        .limit(1);
      return rows.length > 0;
    },

    /** One subscription per household: a second call returns the first. */
    async createOnce(tx: Db, values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: subscriptions.clientId })
        .returning();
      return row ?? (await this.forClient(values.clientId, tx))!;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
