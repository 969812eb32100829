import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPglite, type DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { runSeed } from '../src/seed/seeders.ts';

/**
 * The embedded database folder a child server finds under DATA_DIR, already migrated and seeded
 * with the reference data. Loaded from the run's dump when there is one: creating a cluster,
 * migrating and seeding it from nothing is most of a child server's start-up time.
 */
export async function openSeededDataDir(dataDir: string): Promise<DatabaseHandle> {
  const folder = join(dataDir, 'pglite');
  const dump = inject('pgliteDump');
  if (dump) return openPglite(folder, { loadDataDir: new Blob([readFileSync(dump)]) });
  const handle = await openPglite(folder);
  await migrateDatabase(handle);
  await runSeed(handle.db, { demo: false });
  return handle;
}
