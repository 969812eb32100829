import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createThrottlesRepository, type TakeRule } from './repository.ts';

export type { TakeRule } from './repository.ts';

/** A take that was refused, and how long until the next one can succeed. */
export interface Refused {
  allowed: false;
  waitMs: number;
}

export type TakeResult = { allowed: true; count: number } | Refused;

/** Longest window or block any rule uses; rows older than twice this are purged. */
const LONGEST_MS = 24 * 60 * 60_000;

/**
 * Limits counted in the database (decision 016): every instance shares the counts, and each
 * attempt takes its place with one atomic statement BEFORE the work it guards (a password
 * check, a gateway call, an e-mail), so concurrent attempts cannot all slip under the limit.
 */
export function createThrottlesService(deps: { db: Db; clock: Clock }) {
  const repo = createThrottlesRepository(deps.db);

  async function waitFor(kind: string, subject: string, notBefore: Date | null | undefined): Promise<number> {
    const until = notBefore === undefined ? await repo.notBefore(kind, subject) : notBefore;
    return Math.max(1000, (until?.getTime() ?? 0) - deps.clock.now().getTime());
  }

  return {
    /** Takes one place under `rule`; refused when the subject is over its limit or must wait. */
    async take(kind: string, subject: string, rule: TakeRule): Promise<TakeResult> {
      const taken = await repo.take(kind, subject, rule, deps.clock.now());
      if (!taken) return { allowed: false, waitMs: await waitFor(kind, subject, undefined) };
      if (taken.count > rule.limit) return { allowed: false, waitMs: await waitFor(kind, subject, taken.notBefore) };
      return { allowed: true, count: taken.count };
    },

    /** Milliseconds before the subject may take a place again (0: not blocked). */
    async blockedFor(kind: string, subject: string): Promise<number> {
      const until = await repo.notBefore(kind, subject);
      return Math.max(0, (until?.getTime() ?? 0) - deps.clock.now().getTime());
    },

    /** Hands back a place taken for an attempt that succeeded (it was counted in advance). */
    giveBack: (kind: string, subject: string) => repo.giveBack(kind, subject),

    /** Forgets a subject's count (a successful sign-in ends its run of failures). */
    clear: (kind: string, subject: string) => repo.clear(kind, subject),

    async purgeExpired(): Promise<void> {
      await repo.deleteBefore(new Date(deps.clock.now().getTime() - 2 * LONGEST_MS));
    },
  };
}

export type ThrottlesService = ReturnType<typeof createThrottlesService>;
