import { FEATURE_FLAGS, type FeatureFlag, type FlagMap } from '@fp/contracts';
import { isFlagEnabled, type FlagActor } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createFlagRepository } from './repository.ts';

export function createFlagService({ db }: { db: Db }) {
  const repo = createFlagRepository(db);
  return {
    /** Every known flag (and any extra stored one), evaluated for one actor. */
    async evaluateAll(actor: FlagActor): Promise<FlagMap> {
      const gates = await repo.allGates();
      const names = new Set<string>([...FEATURE_FLAGS, ...gates.keys()]);
      return Object.fromEntries([...names].sort().map((n) => [n, isFlagEnabled(n, gates.get(n), actor)]));
    },
    async isEnabled(flag: FeatureFlag | string, actor: FlagActor): Promise<boolean> {
      const gates = await repo.allGates();
      return isFlagEnabled(flag, gates.get(flag), actor);
    },
    list: () => repo.list(),
    setEnabled: (flag: string, enabled: boolean) => repo.upsert(flag, { enabled }),
    setPercentage: (flag: string, percentage: number | null) => repo.upsert(flag, { percentageOfActors: percentage }),
    enableForClient: async (flag: string, clientId: number) => {
      await repo.upsert(flag, {});
      await repo.addClient(flag, clientId);
    },
    disableForClient: (flag: string, clientId: number) => repo.removeClient(flag, clientId),
    ensureDefaults: async (defaults: Record<string, { enabled: boolean; description: string }>) => {
      for (const [name, v] of Object.entries(defaults)) await repo.insertIfMissing(name, v);
    },
  };
}

export type FlagService = ReturnType<typeof createFlagService>;
