import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { subscriptions } from './tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The household's plan as its orders are priced and checked, as JSON (`planSql`). */
export interface PlanJson {
  status: SubscriptionRow['status'];
  planType: SubscriptionRow['planType'];
  people: number | null;
  recipesPerWeek: number | null;
  mealsPerWeek: number | null;
  preference: SubscriptionRow['preference'];
  pricePerServingCents: number;
}

export function createSubscriptionRepository(db: Db) {
  return {
    /** The household's plan as JSON (null: none), a subquery of another module's one read (the editor's). */
    planSql(clientId: AnyColumn | SQL): SQL<PlanJson | null> {
      return sql`(select json_build_object('status', s.status, 'planType', s.plan_type, 'people', s.people,
          'recipesPerWeek', s.recipes_per_week, 'mealsPerWeek', s.meals_per_week, 'preference', s.preference,
          'pricePerServingCents', s.price_per_serving_cents)
        from ${subscriptions} s where s.client_id = ${clientId} limit 1)`;
    },

    async statusOf(subscriptionId: number): Promise<SubscriptionRow['status'] | undefined> {
      const rows = await db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId))
        .limit(1);
      return rows[0]?.status;
    },
    async forClient(clientId: number): Promise<SubscriptionRow | undefined> {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)).limit(1);
      return rows[0];
    },
    /** The prices per serving the households' plans were made at (a price kept after a price change). */
    async pricesInUse(): Promise<number[]> {
      const rows = await db.selectDistinct({ price: subscriptions.pricePerServingCents }).from(subscriptions);
      return rows.map((r) => r.price);
    },
    async anyFor(clientIds: number[]): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(inArray(subscriptions.clientId, clientIds))
        .limit(1);
      return rows.length > 0;
    },
    /** Moves the household's plan from one status to another; false when it was not in `from`. */
    async moveStatus(
      clientId: number,
      from: SubscriptionRow['status'],
      to: SubscriptionRow['status'],
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ status: to, pauseReason: null, version: sql`${subscriptions.version} + 1`, updatedAt: now })
        .where(and(eq(subscriptions.clientId, clientId), eq(subscriptions.status, from)))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
    /** Inserts unless the household has one; undefined when it had. */
    async insertOnce(values: NewSubscription): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: subscriptions.clientId })
        .returning();
      return row;
    },
  };
}
