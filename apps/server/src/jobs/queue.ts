import type { Clock } from '@fp/domain';
import type { Db } from '../db/types.ts';
import { createJobsRepository } from './repository.ts';

export interface NewJob {
  name: string;
  /** Same name and key, same job: enqueuing it again is a no-op (e.g. `outbox:42`). */
  key?: string;
  payload?: Record<string, unknown>;
  /** Not before this instant; now by default. */
  runAt?: Date;
}

const DAY = 24 * 60 * 60_000;

/**
 * Puts work on the database-backed job runner (decision 023). `enqueue` takes the caller's
 * transaction, so the job exists exactly when the change that asked for it commits.
 */
export function createJobQueue(deps: { db: Db; clock: Clock }) {
  const listeners = new Set<() => void>();
  const repo = (db: Db = deps.db) => createJobsRepository(db);

  return {
    async enqueue(job: NewJob, tx?: Db): Promise<{ id: number; created: boolean }> {
      const now = deps.clock.now();
      const result = await repo(tx).enqueue({
        name: job.name,
        key: job.key ?? null,
        payload: job.payload ?? {},
        runAt: job.runAt ?? now,
        now,
      });
      // A runner in this process starts at once instead of at its next poll.
      for (const listener of listeners) listener();
      return result;
    },

    /** Called after every enqueue in this process; returns the unsubscribe function. */
    onEnqueue(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    find: (name: string, key: string) => repo().find(name, key),

    /** Forgets finished jobs after a week and dead ones after a month. */
    purgeFinished(): Promise<number> {
      const now = deps.clock.now().getTime();
      return repo().purgeFinished(new Date(now - 7 * DAY), new Date(now - 30 * DAY));
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
