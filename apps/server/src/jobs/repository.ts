import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { jobSchedules, jobs } from './tables.ts';
import { nextSlot } from './timing.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The claim a runner holds on a job: a stale holder (lease lost, job retaken) changes nothing. */
export interface Lease {
  id: number;
  workerId: string;
  attempt: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createJobsRepository(db: Db) {
  const held = (lease: Lease) =>
    and(
      eq(jobs.id, lease.id),
      eq(jobs.status, 'running'),
      eq(jobs.lockedBy, lease.workerId),
      eq(jobs.attempts, lease.attempt),
    );

  /** Records a job's outcome and releases it, only while the runner still holds its lease. */
  async function settle(lease: Lease, outcome: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ ...outcome, lockedBy: null, lockedUntil: null })
      .where(held(lease))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  return {
    /** Adds a job unless one with the same name and key exists; `created` tells which. */
    async enqueue(values: {
      name: string;
      key: string | null;
      payload: Record<string, unknown>;
      runAt: Date;
      now: Date;
    }): Promise<{ id: number; created: boolean }> {
      const [row] = await db
        .insert(jobs)
        .values({
          name: values.name,
          key: values.key,
          payload: values.payload,
          runAt: values.runAt,
          createdAt: values.now,
        })
        .onConflictDoNothing({ target: [jobs.name, jobs.key] })
        .returning({ id: jobs.id });
      if (row) return { id: row.id, created: true };
      const existing = await this.find(values.name, values.key ?? '');
      if (!existing) throw new Error(`job ${values.name} conflicted without a key`);
      return { id: existing.id, created: false };
    },

    /**
     * Claims the next due job among `names` in one statement (no transaction stays open while the
     * job runs, which the single-connection embedded database needs): a queued job whose time has
     * come, or a running one whose lease ran out (its runner died). SKIP LOCKED lets runners claim
     * side by side without waiting on each other or taking the same row.
     */
    async claimNext(names: string[], workerId: string, now: Date, leaseUntil: Date): Promise<JobRow | undefined> {
      if (names.length === 0) return undefined;
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: workerId, lockedUntil: leaseUntil })
        .where(sql`${jobs.id} = (${next})`)
        .returning();
      return row;
    },

    async extendLease(lease: Lease, until: Date): Promise<boolean> {
      const rows = await db.update(jobs).set({ lockedUntil: until }).where(held(lease)).returning({ id: jobs.id });
      return rows.length > 0;
    },

    complete(lease: Lease, now: Date): Promise<boolean> {
      return settle(lease, { status: 'done', lastError: null, finishedAt: now });
    },

    retryLater(lease: Lease, error: string, runAt: Date): Promise<boolean> {
      return settle(lease, { status: 'queued', lastError: error, runAt });
    },

    bury(lease: Lease, error: string, now: Date): Promise<boolean> {
      return settle(lease, { status: 'dead', lastError: error, finishedAt: now });
    },

    /** Declares recurring jobs; a shorter period than before takes effect within one new period. */
    async registerSchedules(schedules: { name: string; everyMs: number }[], now: Date): Promise<void> {
      for (const s of schedules) {
        await db
          .insert(jobSchedules)
          .values({ name: s.name, everyMs: s.everyMs, nextRunAt: now })
          .onConflictDoUpdate({
            target: jobSchedules.name,
            set: {
              everyMs: s.everyMs,
              nextRunAt: sql`least(${jobSchedules.nextRunAt}, ${ts(new Date(now.getTime() + s.everyMs))})`,
            },
          });
      }
    },

    /**
     * Turns each due schedule slot into a queued job keyed by the slot and moves the schedule on.
     * A short transaction of its own statements only; SKIP LOCKED and the key keep two runners
     * from enqueuing a slot twice.
     */
    async enqueueDueSchedules(names: string[], now: Date): Promise<number> {
      if (names.length === 0) return 0;
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(jobSchedules)
          .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now)))
          .for('update', { skipLocked: true });
        let enqueued = 0;
        for (const schedule of due) {
          await tx
            .update(jobSchedules)
            .set({ nextRunAt: nextSlot(schedule.nextRunAt, schedule.everyMs, now) })
            .where(eq(jobSchedules.name, schedule.name));
          const created = await tx
            .insert(jobs)
            .values({
              name: schedule.name,
              key: `every:${schedule.nextRunAt.toISOString()}`,
              payload: {},
              runAt: now,
              createdAt: now,
            })
            .onConflictDoNothing({ target: [jobs.name, jobs.key] })
            .returning({ id: jobs.id });
          enqueued += created.length;
        }
        return enqueued;
      });
    },

    async find(name: string, key: string): Promise<JobRow | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.key, key)))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** Finished rows are kept a while for inspection, dead ones longer. */
    async purgeFinished(doneBefore: Date, deadBefore: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(
          or(
            and(eq(jobs.status, 'done'), lte(jobs.finishedAt, doneBefore)),
            and(eq(jobs.status, 'dead'), lte(jobs.finishedAt, deadBefore)),
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
