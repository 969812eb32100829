import { eq, sql } from 'drizzle-orm';
import type { FlagGates } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { featureFlagClients, featureFlags, flagState } from './tables.ts';

export function createFlagRepository(db: Db) {
  /** Marks a change of the flags, in the change's transaction, so every instance reloads its gates. */
  async function bumpVersion(tx: Db): Promise<void> {
    await tx
      .insert(flagState)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: flagState.id,
        set: { version: sql`${flagState.version} + 1`, updatedAt: sql`now()` },
      });
  }

  return {
    async version(): Promise<number> {
      const [row] = await db.select({ version: flagState.version }).from(flagState).where(eq(flagState.id, 1));
      return row?.version ?? 0;
    },
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
      await db.transaction(async (tx) => {
        await tx
          .insert(featureFlags)
          .values({ name, ...patch })
          .onConflictDoUpdate({ target: featureFlags.name, set: { ...patch, updatedAt: sql`now()` } });
        await bumpVersion(tx);
      });
    },
    /** Creates a flag only if it is missing (seeding must not undo a change made since). */
    async insertIfMissing(name: string, values: { enabled: boolean; description: string }) {
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(featureFlags)
          .values({ name, ...values })
          .onConflictDoNothing()
          .returning({ name: featureFlags.name });
        if (created.length) await bumpVersion(tx);
      });
    },
    async addClient(name: string, clientId: number) {
      await db.transaction(async (tx) => {
        await tx.insert(featureFlagClients).values({ flagName: name, clientId }).onConflictDoNothing();
        await bumpVersion(tx);
      });
    },
    async removeClient(name: string, clientId: number) {
      await db.transaction(async (tx) => {
        await tx
          .delete(featureFlagClients)
          .where(sql`${featureFlagClients.flagName} = ${name} and ${featureFlagClients.clientId} = ${clientId}`);
        await bumpVersion(tx);
      });
    },
  };
}
