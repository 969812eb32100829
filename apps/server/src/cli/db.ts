// npm run db:migrate | db:seed | db:reset — against DATABASE_URL or the embedded PGlite in DATA_DIR.
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { dropEverything } from '../db/reset.ts';
import { runSeed } from '../seed/seeders.ts';

const command = process.argv[2];

async function run() {
  // Inside run(): a refused configuration (demo data in production...) prints its message only.
  const config = loadConfig();
  if (command === 'reset') {
    if (config.isProduction) throw new Error('db:reset refuses to run with APP_ENV=production');
    if (config.databaseUrl) {
      const handle = await openDatabase(config);
      await dropEverything(handle.db);
      await handle.close();
    } else {
      // Not under a running server: the lock says so before anything is removed.
      const unlock = lockDataDir(`${config.dataDir}/pglite`);
      try {
        rmSync(`${config.dataDir}/pglite`, { recursive: true, force: true });
      } finally {
        unlock();
      }
    }
    console.log('database emptied');
  }
  const handle = await openDatabase(config);
  try {
    if (command === 'migrate' || command === 'reset') {
      await migrateDatabase(handle);
      console.log(`migrated (${handle.kind} ${handle.location})`);
    }
    if (command === 'seed' || command === 'reset') {
      await migrateDatabase(handle);
      await runSeed(handle.db, {
        demo: config.seedDemo,
        demoAccounts: config.demoAccounts,
        log: (m) => console.log(`  ${m}`),
      });
      const demo = config.demoAccounts ? 'reference and demo data' : 'reference and demo data, no demo accounts';
      console.log(config.seedDemo ? `seeded (${demo})` : 'seeded (reference data, no demo data)');
    }
    if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
      console.error('usage: db.ts migrate|seed|reset');
      process.exitCode = 2;
    }
  } finally {
    await handle.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
