import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/types.ts';
import { requestThrottles } from './tables.ts';

export interface TakeRule {
  limit: number;
  windowMs: number;
  /** Once over the limit, refused for this long (default: until the window ends). */
  blockMs?: number;
  /** From this count on, each place opens only after 2^(count - from + 1) seconds, at most maxSeconds. */
  backoff?: { from: number; maxSeconds: number };
}

/** Counts attempts in the database, one upsert per attempt (decision 016). */
export function createThrottlesRepository(db: Db) {
  return {
    /**
     * Takes one place, atomically: the row's lock orders concurrent takers, each sees the count
     * left by the one before. Answers the new count and the time before which the next take is
     * refused, or nothing when this take was refused without being counted (still blocked).
     */
    async take(kind: string, subject: string, rule: TakeRule, at: Date) {
      const t = requestThrottles;
      const now = at.toISOString();
      const windowSeconds = rule.windowMs / 1000;
      const expired = sql`${t.windowStart} <= ${now}::timestamptz - make_interval(secs => ${windowSeconds})`;
      const next = sql`(case when ${expired} then 1 else ${t.count} + 1 end)`;
      const windowStart = sql`(case when ${expired} then ${now}::timestamptz else ${t.windowStart} end)`;
      const block =
        rule.blockMs !== undefined
          ? sql`${now}::timestamptz + make_interval(secs => ${rule.blockMs / 1000})`
          : sql`${windowStart} + make_interval(secs => ${windowSeconds})`;
      const backoff = rule.backoff
        ? sql`when ${next} >= ${rule.backoff.from} then ${now}::timestamptz + make_interval(secs => least(power(2, ${next} - ${rule.backoff.from} + 1), ${rule.backoff.maxSeconds}))`
        : sql``;
      const [row] = await queryRows<{ count: number; not_before: string | Date | null }>(
        db,
        sql`insert into ${t} (kind, subject, window_start, count, not_before)
            values (${kind}, ${subject}, ${now}::timestamptz, 1, null)
            on conflict (kind, subject) do update set
              count = ${next},
              window_start = ${windowStart},
              not_before = case when ${next} > ${rule.limit} then ${block} ${backoff} else null end
            where ${t.notBefore} is null or ${t.notBefore} <= ${now}::timestamptz
            returning count, not_before`,
      );
      if (!row) return undefined;
      return { count: Number(row.count), notBefore: row.not_before === null ? null : new Date(row.not_before) };
    },

    async notBefore(kind: string, subject: string): Promise<Date | null> {
      const [row] = await db
        .select({ notBefore: requestThrottles.notBefore })
        .from(requestThrottles)
        .where(and(eq(requestThrottles.kind, kind), eq(requestThrottles.subject, subject)));
      return row?.notBefore ?? null;
    },

    /** Gives a place back (an attempt that turned out to be legitimate). */
    async giveBack(kind: string, subject: string): Promise<void> {
      await db
        .update(requestThrottles)
        .set({ count: sql`greatest(${requestThrottles.count} - 1, 0)` })
        .where(and(eq(requestThrottles.kind, kind), eq(requestThrottles.subject, subject)));
    },

    async clear(kind: string, subject: string): Promise<void> {
      await db
        .delete(requestThrottles)
        .where(and(eq(requestThrottles.kind, kind), eq(requestThrottles.subject, subject)));
    },

    /** Rows whose window and block are both over long ago. */
    async deleteBefore(before: Date): Promise<void> {
      await db
        .delete(requestThrottles)
        .where(
          and(
            lt(requestThrottles.windowStart, before),
            sql`(${requestThrottles.notBefore} is null or ${requestThrottles.notBefore} < ${before})`,
          ),
        );
    },
  };
}
