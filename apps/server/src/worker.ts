// npm run worker: the job runner as its own process, beside API instances started with
// RUN_JOBS=false, all on one PostgreSQL server (decision 023).
import { pino } from 'pino';
import { systemClock } from '@fp/domain';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { serializeError } from './db/error-redaction.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startJobs } from './app-jobs.ts';
import { refuseTestDoublesInProduction } from './test-doubles.ts';
import { smtpTransport, storeOnlyTransport } from './modules/mail/transport.ts';
import { createServices } from './services.ts';
import { closeOnSignals } from './shutdown.ts';

async function main() {
  const config = loadConfig(process.env);
  refuseTestDoublesInProduction(config);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (a PostgreSQL server): on the embedded database, npm start runs the jobs itself.',
    );
  }
  const log = pino({ level: config.logLevel, base: { process: 'worker' }, serializers: { err: serializeError } });
  const database = await openDatabase(config, (error) =>
    log.warn({ err: error }, 'database: an idle connection was closed; the next query reconnects'),
  );
  // The same advisory-locked migration as the API instances: whichever starts first migrates.
  await migrateDatabase(database);
  const mailTransport = config.smtpUrl ? await smtpTransport(config.smtpUrl) : storeOnlyTransport;
  const services = createServices({
    config,
    db: database.db,
    clock: systemClock,
    mailTransport,
    warn: (message, details) => log.warn(details, message),
  });
  const stopJobs = startJobs(services, { db: database.db, clock: systemClock, log, concurrency: 4 });
  log.info({ database: database.location }, 'job worker started');

  // Jobs in hand get up to half a minute to finish (leases last a minute).
  closeOnSignals(
    log,
    async () => {
      await stopJobs();
      await mailTransport.close();
      await database.close();
    },
    30_000,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
