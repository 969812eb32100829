import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job runner's queue (decision 023). A row is claimed by setting `locked_by`/`locked_until`
 * (the lease) in one statement; a lease that runs out makes the row claimable again. `key` makes
 * enqueuing the same logical job twice a no-op. Times come from the injected Clock, never `now()`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_name_key_idx').on(t.name, t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_lease_idx').on(t.status, t.lockedUntil),
  ],
);

/** Recurring jobs: each due slot becomes one `jobs` row keyed by the slot, so it is enqueued once. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everyMs: bigint('every_ms', { mode: 'number' }).notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
