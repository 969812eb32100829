import { fileURLToPath } from 'node:url';
import { systemClock } from '@fp/domain';
import { buildApp } from './app.ts';
import { movableClock } from './dev-clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfNeeded } from './seed/seeders.ts';
import { demoLoginLines } from './seed/demo-logins.ts';
import { startJobs } from './app-jobs.ts';
import { SESSION_CHANGE_CHANNEL } from './modules/session/session-cache.ts';
import { refuseTestDoublesInProduction } from './test-doubles.ts';
import { closeOnSignals } from './shutdown.ts';
import { smtpTransport, storeOnlyTransport } from './modules/mail/transport.ts';

const dev = process.argv.includes('--dev');

async function main() {
  const config = loadConfig(dev ? { APP_ENV: 'development', ...process.env } : process.env);
  // React's server renderer (decision 019) reads NODE_ENV: its development build is several
  // times slower and meant for a developer's console, not for staging or production.
  process.env.NODE_ENV ??= config.env === 'development' ? 'development' : 'production';
  refuseTestDoublesInProduction(config);
  const database = await openDatabase(config, (error) =>
    console.warn(`database: an idle connection was closed (${error.message}); the next query reconnects`),
  );
  await migrateDatabase(database);
  if (config.seedDemo) {
    await seedIfNeeded(database.db, {
      demo: true,
      demoAccounts: config.demoAccounts,
      log: (m) => console.log(`  ${m}`),
    });
  }
  // Production runs on the system clock; elsewhere the clock can be moved forward (decision 027).
  const devClock = config.isProduction ? undefined : movableClock(systemClock);
  const clock = devClock ?? systemClock;
  // Signed-in sessions stay in memory until the database notifies a change (decision 030).
  const sessionChanges = await database.changeFeed(SESSION_CHANGE_CHANNEL);
  const mailTransport = config.smtpUrl ? await smtpTransport(config.smtpUrl) : storeOnlyTransport;
  const app = await buildApp({
    config,
    db: database.db,
    web: dev ? 'vite' : 'built',
    webRoot: fileURLToPath(new URL('../../web', import.meta.url)),
    mailTransport,
    clock,
    sessionChanges,
    ...(devClock ? { devClock } : {}),
  });
  const stopJobs = config.runJobs ? startJobs(app.services, { db: database.db, clock, log: app.log }) : async () => {};

  closeOnSignals(app.log, async () => {
    await stopJobs();
    await app.close();
    await mailTransport.close();
    await sessionChanges.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;
  console.log(
    [
      '',
      `Field & Plate is running at ${url}  (${config.env}, database: ${database.kind} ${database.location})`,
      `  English: ${url}/   French: ${url}/fr/`,
      ...(config.seedDemo && config.demoAccounts ? demoLoginLines() : []),
      !config.devTools ? '' : `  API documentation: ${url}/api/docs   Development mailbox: ${url}/dev/mailbox`,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
