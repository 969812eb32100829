import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '@fp/domain';
import { safeErrorMessage } from '../db/error-redaction.ts';
import type { Db } from '../db/types.ts';
import { createJobsRepository, type JobRow, type Lease } from './repository.ts';
import { backoffDelay, type Backoff } from './timing.ts';

export interface JobContext {
  id: number;
  name: string;
  key: string | null;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** A failure now makes the job dead: the handler can record the give-up on its side. */
  lastAttempt: boolean;
}

export interface JobDefinition {
  name: string;
  run(job: JobContext): Promise<unknown>;
  /** Also run on this period ("every N"), besides whatever is enqueued under the name. */
  everyMs?: number;
  /** Attempts before the job is dead; 5 by default. */
  maxAttempts?: number;
  backoff?: Backoff;
}

/** The part of a pino logger the runner writes to. */
export interface JobLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  definitions: JobDefinition[];
  log: JobLog;
  /** Tells runners apart in the `locked_by` column and the logs. */
  workerId?: string;
  /** How long a claim holds without a heartbeat; a dead runner's jobs come back after it. */
  leaseMs?: number;
  /** Real time between heartbeats that extend the lease of a running job. */
  heartbeatMs?: number;
  /** Real time between looks at the queue when nothing wakes the runner. */
  pollMs?: number;
  /** Jobs run side by side by this runner. */
  concurrency?: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/** Kept in the job's row and its log line: a failed query never brings its parameters (decision 015). */
function messageOf(error: unknown): string {
  return safeErrorMessage(error);
}

/**
 * A small database-backed job runner (decision 023): claims with a lease in one statement, runs
 * the handler outside any transaction, then records the outcome only if it still holds the lease.
 * Every failure is logged with the job's name, id and attempt.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { clock, log } = options;
  const repo = createJobsRepository(options.db);
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 3);
  const pollMs = options.pollMs ?? 1000;
  const byName = new Map(options.definitions.map((d) => [d.name, d]));
  const names = [...byName.keys()];
  const schedules = options.definitions.flatMap((d) => (d.everyMs ? [{ name: d.name, everyMs: d.everyMs }] : []));
  let schedulesRegistered = false;

  async function enqueueDueSchedules(): Promise<void> {
    if (!schedulesRegistered) {
      await repo.registerSchedules(schedules, clock.now());
      schedulesRegistered = true;
    }
    await repo.enqueueDueSchedules(
      schedules.map((s) => s.name),
      clock.now(),
    );
  }

  function heartbeat(lease: Lease, details: Record<string, unknown>): () => void {
    const timer = setInterval(() => {
      repo.extendLease(lease, new Date(clock.now().getTime() + leaseMs)).then(
        (held) => {
          if (!held) log.warn(details, 'job lease lost while running: another runner may retake it');
        },
        (err: unknown) => log.error({ ...details, err }, 'job lease could not be extended'),
      );
    }, heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function execute(job: JobRow): Promise<void> {
    const definition = byName.get(job.name)!;
    const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const lease: Lease = { id: job.id, workerId, attempt: job.attempts };
    const details = { job: job.name, jobId: job.id, key: job.key, attempt: job.attempts, workerId };
    const lostLease = () => log.warn(details, 'job outcome not recorded: its lease ran out and another runner took it');

    if (job.attempts > maxAttempts) {
      // Retaken after the lease of its last attempt ran out: the runner running it died.
      const error = job.lastError ?? 'the lease of the last attempt ran out';
      log.error({ ...details, error }, 'job dead: its last attempt never finished');
      if (!(await repo.bury(lease, error, clock.now()))) lostLease();
      return;
    }

    const stopHeartbeat = heartbeat(lease, details);
    try {
      await definition.run({
        id: job.id,
        name: job.name,
        key: job.key,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts,
        lastAttempt: job.attempts >= maxAttempts,
      });
    } catch (err) {
      stopHeartbeat();
      const error = messageOf(err);
      if (job.attempts >= maxAttempts) {
        log.error({ ...details, err }, `job dead after ${job.attempts} attempts: ${error}`);
        if (!(await repo.bury(lease, error, clock.now()))) lostLease();
      } else {
        const retryAt = new Date(clock.now().getTime() + backoffDelay(job.attempts, definition.backoff));
        log.warn({ ...details, err, retryAt: retryAt.toISOString() }, `job failed, will retry: ${error}`);
        if (!(await repo.retryLater(lease, error, retryAt))) lostLease();
      }
      return;
    }
    stopHeartbeat();
    if (!(await repo.complete(lease, clock.now()))) lostLease();
  }

  /** Claims and runs one due job; false when none is due. */
  async function runOne(): Promise<boolean> {
    const now = clock.now();
    const job = await repo.claimNext(names, workerId, now, new Date(now.getTime() + leaseMs));
    if (!job) return false;
    await execute(job);
    return true;
  }

  // The polling loop, woken early by enqueues in this process.
  let stopped = true;
  let nudged = false;
  let waiting: (() => void)[] = [];
  let loops: Promise<void>[] = [];

  function wake() {
    nudged = true;
    for (const resolve of waiting.splice(0)) resolve();
  }

  function idle(): Promise<void> {
    if (nudged || stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting = waiting.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      waiting.push(done);
    });
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      nudged = false;
      try {
        await enqueueDueSchedules();
        while (!stopped && (await runOne())) {
          // keep draining while jobs are due
        }
      } catch (err) {
        log.error({ err, workerId }, 'job runner could not reach the queue; it tries again at the next poll');
      }
      await idle();
    }
  }

  return {
    workerId,

    /** Enqueues the due schedule slots and runs every due job, one after the other; for tests and commands. */
    async runDue(): Promise<number> {
      await enqueueDueSchedules();
      let ran = 0;
      while (await runOne()) ran += 1;
      return ran;
    },

    /**
     * Brings every recurring schedule back to at most one period after `now`: a run on a moved
     * clock (`orders run-due --advance-hours`) leaves them ahead of the clock other runners read.
     */
    async reanchorSchedules(now: Date): Promise<void> {
      await repo.registerSchedules(schedules, now);
    },

    /** Runs until stopped, polling every `pollMs` and at once when `wake()` is called. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      loops = Array.from({ length: options.concurrency ?? 1 }, () => loop());
    },

    wake,

    /** Stops claiming and waits for the jobs in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      wake();
      await Promise.all(loops);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
