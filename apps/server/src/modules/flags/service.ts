import { FEATURE_FLAGS, type FeatureFlag, type FlagMap } from '@fp/contracts';
import { isFlagEnabled, type FlagActor } from '@fp/domain';
import { dataVersion, versionedValue } from '../../db/data-version.ts';
import type { Db } from '../../db/types.ts';
import { createFlagRepository } from './repository.ts';

export function createFlagService({ db, versionCheckMs }: { db: Db; versionCheckMs?: number }) {
  const repo = createFlagRepository(db);
  // Every page and every session-data call asks for the gates: they live in memory and are
  // reloaded only when the flags' version moves (decision 022).
  const version = dataVersion(() => repo.version(), versionCheckMs);
  const gates = versionedValue(version, async () => {
    const all = await repo.allGates();
    const names = [...new Set<string>([...FEATURE_FLAGS, ...all.keys()])].sort();
    const evaluate = (actor: FlagActor): FlagMap =>
      Object.fromEntries(names.map((n) => [n, isFlagEnabled(n, all.get(n), actor)]));
    // Most callers are visitors without a session: their answer is the same for all of them.
    return { all, evaluate, forVisitors: evaluate({ clientId: null, actorKey: null }) };
  });
  /** A change made here shows at once on this instance, and within the check interval elsewhere. */
  const changed =
    <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await write(...args);
      } finally {
        version.stale();
      }
    };

  return {
    /** Every known flag (and any extra stored one), evaluated for one actor. */
    async evaluateAll(actor: FlagActor): Promise<FlagMap> {
      const { evaluate, forVisitors } = await gates.get();
      return actor.clientId == null && actor.actorKey == null ? { ...forVisitors } : evaluate(actor);
    },
    async isEnabled(flag: FeatureFlag | string, actor: FlagActor): Promise<boolean> {
      const { all } = await gates.get();
      return isFlagEnabled(flag, all.get(flag), actor);
    },
    list: () => repo.list(),
    setEnabled: changed((flag: string, enabled: boolean) => repo.upsert(flag, { enabled })),
    setPercentage: changed((flag: string, percentage: number | null) =>
      repo.upsert(flag, { percentageOfActors: percentage }),
    ),
    enableForClient: changed(async (flag: string, clientId: number) => {
      await repo.upsert(flag, {});
      await repo.addClient(flag, clientId);
    }),
    disableForClient: changed((flag: string, clientId: number) => repo.removeClient(flag, clientId)),
    ensureDefaults: changed(async (defaults: Record<string, { enabled: boolean; description: string }>) => {
      for (const [name, v] of Object.entries(defaults)) await repo.insertIfMissing(name, v);
    }),
  };
}

export type FlagService = ReturnType<typeof createFlagService>;
