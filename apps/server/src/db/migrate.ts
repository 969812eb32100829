import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed migrations. On PostgreSQL an advisory lock keeps parallel instances in line. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The PGlite driver type differs from the shared one only in its result HKT.
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migrate(tx as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}
