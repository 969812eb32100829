import { eq, sql } from 'drizzle-orm';
import type { FlagGates } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { featureFlagClients, featureFlags } from './tables.ts';

export function createFlagRepository(db: Db) {
  return {
    /** Every flag with its gates, in one query. */
    async allGates(): Promise<Map<string, FlagGates>> {
      const rows = await db
        .select({
          name: featureFlags.name,
          enabled: featureFlags.enabled,
          percentageOfActors: featureFlags.percentageOfActors,
          clientIds: sql<
            number[]
          >`coalesce(array_agg(${featureFlagClients.clientId}) filter (where ${featureFlagClients.clientId} is not null), '{}')`,
        })
        .from(featureFlags)
        .leftJoin(featureFlagClients, eq(featureFlagClients.flagName, featureFlags.name))
        .groupBy(featureFlags.name);
      return new Map(
        rows.map((r) => [
          r.name,
          { enabled: r.enabled, percentageOfActors: r.percentageOfActors, clientIds: r.clientIds.map(Number) },
        ]),
      );
    },
    async list() {
      return db.select().from(featureFlags).orderBy(featureFlags.name);
    },
    async upsert(name: string, patch: { enabled?: boolean; percentageOfActors?: number | null; description?: string }) {
      await db
        .insert(featureFlags)
        .values({ name, ...patch })
        .onConflictDoUpdate({ target: featureFlags.name, set: { ...patch, updatedAt: sql`now()` } });
    },
    /** Creates a flag only if it is missing (seeding must not undo a change made since). */
    async insertIfMissing(name: string, values: { enabled: boolean; description: string }) {
      await db
        .insert(featureFlags)
        .values({ name, ...values })
        .onConflictDoNothing();
    },
    async addClient(name: string, clientId: number) {
      await db.insert(featureFlagClients).values({ flagName: name, clientId }).onConflictDoNothing();
    },
    async removeClient(name: string, clientId: number) {
      await db
        .delete(featureFlagClients)
        .where(sql`${featureFlagClients.flagName} = ${name} and ${featureFlagClients.clientId} = ${clientId}`);
    },
  };
}
