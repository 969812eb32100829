import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { createSubscriptionRepository, type NewSubscription, type SubscriptionRow } from './repository.ts';

export type { NewSubscription, PlanJson, SubscriptionRow } from './repository.ts';

/** The household's plan. Plan prices and choices live in plans-service.ts. */
export function createSubscriptionService({ db }: { db: Db }) {
  return {
    /** The household's plan as JSON, a subquery of another module's one read (the order editor's). */
    planSql: (clientId: AnyColumn | SQL) => createSubscriptionRepository(db).planSql(clientId),

    async forClient(clientId: number, tx: Db = db): Promise<SubscriptionRow | undefined> {
      return createSubscriptionRepository(tx).forClient(clientId);
    },

    /** Whether the plan still delivers (not paused or closed). */
    async isActive(subscriptionId: number, tx: Db = db): Promise<boolean> {
      return (await createSubscriptionRepository(tx).statusOf(subscriptionId)) === 'active';
    },

    /**
     * Resumes a paused plan (SPEC.md §4 unpause): the weekly generation gives it its coming weeks
     * again; weeks the pause already skipped stay skipped. False when it was not paused.
     */
    unpause(clientId: number, now: Date): Promise<boolean> {
      return createSubscriptionRepository(db).moveStatus(clientId, 'paused', 'active', now);
    },

    /** Whether any of these clients has a plan. */
    async anyFor(clientIds: number[]): Promise<boolean> {
      if (clientIds.length === 0) return false;
      return createSubscriptionRepository(db).anyFor(clientIds);
    },

    /** One subscription per household: a second call returns the first. */
    async createOnce(tx: Db, values: NewSubscription): Promise<SubscriptionRow> {
      const row = await createSubscriptionRepository(tx).insertOnce(values);
      return row ?? (await this.forClient(values.clientId, tx))!;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
