import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfNeeded } from './db/seed.ts';
import { demoLoginLines } from './db/demo-logins.ts';
import { startJobs } from './jobs.ts';
import { smtpTransport, storeOnlyTransport } from './modules/mail/transport.ts';

const dev = process.argv.includes('--dev');

async function main() {
  const config = loadConfig(dev ? { APP_ENV: 'development', ...process.env } : process.env);
  const database = await openDatabase(config, (error) =>
    console.warn(`database: an idle connection was closed (${error.message}); the next query reconnects`),
  );
  await migrateDatabase(database);
  if (config.seedDemo) {
    await seedIfNeeded(database.db, { demo: true, log: (m) => console.log(`  ${m}`) });
  }
  const mailTransport = config.smtpUrl ? await smtpTransport(config.smtpUrl) : storeOnlyTransport;
  const app = await buildApp({
    config,
    db: database.db,
    web: dev ? 'vite' : 'built',
    webRoot: fileURLToPath(new URL('../../web', import.meta.url)),
    mailTransport,
  });
  const stopJobs = startJobs(app.services, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await stopJobs();
      await app.close();
      await mailTransport.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;
  console.log(
    [
      '',
      `Field & Plate is running at ${url}  (${config.env}, database: ${database.kind} ${database.location})`,
      `  English: ${url}/   French: ${url}/fr/`,
      ...(config.seedDemo ? demoLoginLines() : []),
      config.isProduction ? '' : `  API documentation: ${url}/api/docs   Development mailbox: ${url}/dev/mailbox`,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
