import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { manualClock } from '@fp/domain';
import { openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobQueue } from './queue.ts';
import { createJobsRepository } from './repository.ts';
import { createJobRunner, type JobContext, type JobDefinition, type JobRunnerOptions } from './runner.ts';
import { collectingLog } from './test-log.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const LEASE = 60_000;
let n = 0;
/** Each test uses its own job names, so the runners of one test never see another's jobs. */
const jobName = (what: string) => `test.${what}.${++n}`;

function setup() {
  const clock = manualClock('2026-11-22T18:00:00Z');
  const queue = createJobQueue({ db: database.db, clock });
  const log = collectingLog();
  const runner = (definitions: JobDefinition[], options: Partial<JobRunnerOptions> = {}) =>
    createJobRunner({ db: database.db, clock, log, definitions, leaseMs: LEASE, ...options });
  const job = (name: string, key: string) => queue.find(name, key);
  return { clock, queue, log, runner, job };
}

/** A promise with its resolve function, to hold a handler mid-run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('queued jobs', () => {
  it('runs a queued job once; enqueuing the same key again changes nothing', async () => {
    const { queue, runner, job } = setup();
    const name = jobName('once');
    const runs: JobContext[] = [];
    const r = runner([{ name, run: async (ctx) => runs.push(ctx) }]);
    const first = await queue.enqueue({ name, key: 'order:1', payload: { orderId: 1 } });
    const second = await queue.enqueue({ name, key: 'order:1', payload: { orderId: 1 } });
    expect(second).toEqual({ id: first.id, created: false });
    expect(await r.runDue()).toBe(1);
    expect(runs).toMatchObject([{ key: 'order:1', payload: { orderId: 1 }, attempt: 1 }]);
    expect(await job(name, 'order:1')).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    await queue.enqueue({ name, key: 'order:1' });
    expect(await r.runDue()).toBe(0);
  });

  it('waits for a job planned later', async () => {
    const { queue, runner, clock } = setup();
    const name = jobName('later');
    const r = runner([{ name, run: async () => {} }]);
    await queue.enqueue({ name, key: 'k', runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await r.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await r.runDue()).toBe(1);
  });

  it('leaves the jobs it does not know to the runners that do', async () => {
    const { queue, runner, job } = setup();
    const known = jobName('known');
    const unknown = jobName('unknown');
    await queue.enqueue({ name: unknown, key: 'k' });
    expect(await runner([{ name: known, run: async () => {} }]).runDue()).toBe(0);
    expect(await job(unknown, 'k')).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('failures', () => {
  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const { queue, runner, clock, job } = setup();
    const name = jobName('flaky');
    let calls = 0;
    const r = runner([
      {
        name,
        backoff: { baseMs: 1000, maxMs: 60_000 },
        run: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`gateway timeout ${calls}`);
        },
      },
    ]);
    await queue.enqueue({ name, key: 'k' });
    const start = clock.now().getTime();

    expect(await r.runDue()).toBe(1);
    expect(await job(name, 'k')).toMatchObject({ status: 'queued', attempts: 1, lastError: 'gateway timeout 1' });
    expect((await job(name, 'k'))!.runAt.getTime()).toBe(start + 1000);
    clock.advance(999);
    expect(await r.runDue()).toBe(0);
    clock.advance(1);
    expect(await r.runDue()).toBe(1);
    // The second failure waits twice as long.
    expect((await job(name, 'k'))!.runAt.getTime()).toBe(start + 1000 + 2000);
    clock.advance(2000);
    expect(await r.runDue()).toBe(1);
    expect(await job(name, 'k')).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('makes a job dead after its last attempt and logs every failure with the job, id, attempt and error', async () => {
    const { queue, runner, clock, job, log } = setup();
    const name = jobName('doomed');
    const r = runner([
      {
        name,
        maxAttempts: 3,
        backoff: { baseMs: 1000, maxMs: 1000 },
        run: async () => {
          throw new Error('card expired');
        },
      },
    ]);
    const { id } = await queue.enqueue({ name, key: 'k' });
    for (let i = 0; i < 3; i++) {
      expect(await r.runDue()).toBe(1);
      clock.advance(1000);
    }
    expect(await job(name, 'k')).toMatchObject({ status: 'dead', attempts: 3, lastError: 'card expired' });
    expect(await r.runDue()).toBe(0);
    expect(log.lines.map((l) => [l.level, l.details.job, l.details.jobId, l.details.attempt])).toEqual([
      ['warn', name, id, 1],
      ['warn', name, id, 2],
      ['error', name, id, 3],
    ]);
    expect(log.lines.every((l) => (l.details.err as Error).message === 'card expired')).toBe(true);
    expect(log.lines[2]!.message).toContain('dead');
  });
});

describe('leases', () => {
  it('gives the job of a runner that stopped answering to another runner once the lease runs out', async () => {
    const { queue, runner, clock, job, log } = setup();
    const name = jobName('lease');
    const held = gate();
    const started = gate();
    const attempts: number[] = [];
    const definition: JobDefinition = {
      name,
      run: async (ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt === 1) {
          started.open();
          await held.opened;
        }
      },
    };
    const a = runner([definition], { workerId: 'a' });
    const b = runner([definition], { workerId: 'b' });
    await queue.enqueue({ name, key: 'k' });
    const stuck = a.runDue();
    await started.opened;

    expect(await b.runDue()).toBe(0);
    clock.advance(LEASE);
    expect(await b.runDue()).toBe(1);
    expect(await job(name, 'k')).toMatchObject({ status: 'done', attempts: 2 });

    // The first runner comes back: its late outcome is not recorded over the second's.
    held.open();
    await stuck;
    expect(attempts).toEqual([1, 2]);
    expect(await job(name, 'k')).toMatchObject({ status: 'done', attempts: 2 });
    expect(log.lines).toMatchObject([{ level: 'warn', details: { job: name, attempt: 1, workerId: 'a' } }]);
  });

  it('keeps the lease of a job that is still running with heartbeats', async () => {
    const { queue, runner, clock, job } = setup();
    const name = jobName('heartbeat');
    const held = gate();
    const started = gate();
    const definition: JobDefinition = {
      name,
      run: async () => {
        started.open();
        await held.opened;
      },
    };
    const a = runner([definition], { workerId: 'a', heartbeatMs: 10 });
    const b = runner([definition], { workerId: 'b' });
    const { id } = await queue.enqueue({ name, key: 'k' });
    const running = a.runDue();
    await started.opened;
    const firstLease = (await job(name, 'k'))!.lockedUntil!.getTime();
    clock.advance(LEASE / 2);
    await expect.poll(async () => (await job(name, 'k'))!.lockedUntil!.getTime()).toBe(clock.now().getTime() + LEASE);
    clock.advance(LEASE / 2 + 1);
    expect(clock.now().getTime()).toBeGreaterThan(firstLease);
    expect(await b.runDue()).toBe(0);
    held.open();
    await running;
    expect(await createJobsRepository(database.db).byId(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('makes a job dead when the lease of its last attempt ran out, without running it again', async () => {
    const { queue, runner, clock, job, log } = setup();
    const name = jobName('crashing');
    const held = gate();
    const started = gate();
    let runs = 0;
    const definition: JobDefinition = {
      name,
      maxAttempts: 1,
      run: async () => {
        runs += 1;
        started.open();
        await held.opened;
      },
    };
    await queue.enqueue({ name, key: 'k' });
    const stuck = runner([definition], { workerId: 'a' }).runDue();
    await started.opened;
    clock.advance(LEASE);
    expect(await runner([definition], { workerId: 'b' }).runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await job(name, 'k')).toMatchObject({ status: 'dead', attempts: 2 });
    expect(log.lines[0]).toMatchObject({ level: 'error', details: { job: name, workerId: 'b' } });
    held.open();
    await stuck;
  });
});

describe('several runners', () => {
  it('never run the same job twice', async () => {
    const { queue, runner } = setup();
    const name = jobName('parallel');
    const runs = new Map<string, string[]>();
    const definition = (workerId: string): JobDefinition => ({
      name,
      run: async (ctx) => {
        // A query of the job's own, as real jobs do, so the runners interleave.
        await database.db.execute(sql`select pg_sleep(0.001)`);
        runs.set(ctx.key!, [...(runs.get(ctx.key!) ?? []), workerId]);
      },
    });
    for (let i = 0; i < 30; i++) await queue.enqueue({ name, key: `k${i}` });
    const runners = ['a', 'b', 'c'].map((w) => runner([definition(w)], { workerId: w }));
    const counts = await Promise.all(runners.map((r) => r.runDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
  });

  it('run a schedule once per slot, skipping the slots missed while none was up', async () => {
    const { runner, clock } = setup();
    const name = jobName('hourly');
    const ranAt: string[] = [];
    const definition: JobDefinition = {
      name,
      everyMs: 60 * 60_000,
      run: async () => {
        ranAt.push(clock.now().toISOString());
      },
    };
    const [a, b] = [runner([definition], { workerId: 'a' }), runner([definition], { workerId: 'b' })];
    const both = async () => (await Promise.all([a.runDue(), b.runDue()])).reduce((x, y) => x + y, 0);

    expect(await both()).toBe(1);
    expect(await both()).toBe(0);
    clock.advance(60 * 60_000);
    expect(await both()).toBe(1);
    clock.advance(5.5 * 60 * 60_000);
    expect(await both()).toBe(1);
    clock.advance(30 * 60_000);
    expect(await both()).toBe(1);
    expect(ranAt).toEqual([
      '2026-11-22T18:00:00.000Z',
      '2026-11-22T19:00:00.000Z',
      '2026-11-23T00:30:00.000Z',
      '2026-11-23T01:00:00.000Z',
    ]);
  });
});

describe('the running loop', () => {
  it('runs a job as soon as it is enqueued, not at the next poll, and stops after the job in hand', async () => {
    const { queue, runner, job } = setup();
    const name = jobName('prompt');
    const r = runner([{ name, run: async () => {} }], { pollMs: 10 * 60_000 });
    const unsubscribe = queue.onEnqueue(r.wake);
    r.start();
    await queue.enqueue({ name, key: 'k' });
    await expect.poll(async () => (await job(name, 'k'))?.status).toBe('done');
    unsubscribe();
    await r.stop();
  });
});
