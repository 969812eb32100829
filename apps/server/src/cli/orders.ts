// npm run orders -- generate [--weeks N] [--dry-run]
// npm run orders -- run-due [--advance-hours H]   (moving the clock is refused in production)
import { pino } from 'pino';
import { systemClock } from '@fp/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { movableClock } from '../dev-clock.ts';
import { appJobs } from '../app-jobs.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { storeOnlyTransport, smtpTransport } from '../modules/mail/transport.ts';
import { createServices } from '../services.ts';
import { refuseTestDoublesInProduction } from '../test-doubles.ts';

const args = process.argv.slice(2);
const command = args[0];
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const usage = 'usage: orders generate [--weeks N] [--dry-run] | run-due [--advance-hours H]';

async function run() {
  const config = loadConfig();
  // Decision 014: in production this command bills and e-mails like the worker, so it refuses the same stand-ins.
  refuseTestDoublesInProduction(config);
  const advance = Number(option('--advance-hours') ?? 0);
  if (!Number.isFinite(advance) || advance < 0) throw new Error('--advance-hours is a number of hours ≥ 0');
  if (advance > 0 && config.isProduction) throw new Error('the clock cannot be moved in production');
  const clock = movableClock(systemClock);
  clock.advance(advance * 60 * 60_000);
  const handle = await openDatabase(config);
  const mailTransport = config.smtpUrl ? await smtpTransport(config.smtpUrl) : storeOnlyTransport;
  try {
    await migrateDatabase(handle);
    const log = pino({ level: 'warn' });
    const services = createServices({ config, db: handle.db, clock, mailTransport });
    if (command === 'generate') {
      const weeks = option('--weeks') === undefined ? undefined : Number(option('--weeks'));
      if (weeks !== undefined && (!Number.isInteger(weeks) || weeks < 1))
        throw new Error('--weeks is a whole number ≥ 1');
      const dryRun = args.includes('--dry-run');
      const result = await services.orders.generate({ ...(weeks ? { weeks } : {}), dryRun });
      for (const w of result) {
        console.log(`week of ${w.weekStart}: ${w.created} order(s) ${dryRun ? 'would be created' : 'created'}`);
      }
      console.log(`total: ${result.reduce((s, w) => s + w.created, 0)}${dryRun ? ' (dry run, nothing written)' : ''}`);
    } else if (command === 'run-due') {
      console.log(`now: ${clock.now().toISOString()}`);
      const { cutoffs, deliveries, failed } = await services.orders.runDue();
      console.log(
        `cutoffs: ${cutoffs.locked} locked, ${cutoffs.below_minimum} under the minimum, ${cutoffs.skipped} skipped (plan paused or closed)`,
      );
      // Billing and its retries are jobs: run the ones due now (and anything else due) once.
      const runner = createJobRunner({ db: handle.db, clock, log, definitions: appJobs(services) });
      let jobs = 0;
      try {
        for (let ran = await runner.runDue(); ran > 0; ran = await runner.runDue()) jobs += ran;
      } finally {
        // The recurring schedules just moved on from the moved clock's now: brought back to the
        // system clock, or a running server or worker would wait the advance out (issue 25).
        if (advance > 0) await runner.reanchorSchedules(systemClock.now());
      }
      const after = await services.orders.advanceDeliveries();
      console.log(`jobs run (billing, retries, e-mail…): ${jobs}`);
      console.log(
        `deliveries: ${deliveries.outForDelivery + after.outForDelivery} out for delivery, ${deliveries.delivered + after.delivered} delivered`,
      );
      for (const f of [...failed, ...after.failed]) {
        console.log(`order ${f.orderId} could not move on (${f.step}): ${f.error}; the next run tries it again`);
      }
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } finally {
    await mailTransport.close();
    await handle.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
