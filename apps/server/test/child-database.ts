import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { systemClock } from '@fp/domain';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { childEnv, spawnChild, startChildServer, type ChildServer } from './child-server.ts';
import { seedCatalog, seedDemoDiscounts } from './fixtures.ts';
import { adminUrl } from './postgres.ts';
import { openSeededDataDir } from './seeded-data-dir.ts';

export interface ChildServerDatabase {
  postgres: boolean;
  /** A server process on this file's database; `extra` adds to its environment (e.g. a kill switch). */
  startServer(extra?: Record<string, string>): Promise<ChildServer>;
  /** Runs one of the server's commands on this file's database to its end; `extra` adds to its environment. */
  runCommand(
    script: string,
    args: string[],
    extra?: Record<string, string>,
  ): Promise<{ code: number | null; output: string }>;
  /** Reads or writes the database directly. PGlite allows one process per folder: only while no server runs. */
  withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
}

/**
 * One database per test file that the file's server processes share in turn, seeded like the
 * other API tests' (catalogue, discount codes); registers its own set-up and clean-up hooks.
 */
export function useChildServerDatabase(name: string): ChildServerDatabase {
  const postgres = inject('databaseMode') === 'postgres';
  const work = mkdtempSync(join(tmpdir(), `fp-${name}-`));
  let databaseEnv: Record<string, string> = {};
  let dropDatabase = async () => {};

  beforeAll(async () => {
    let handle: DatabaseHandle;
    if (postgres) {
      const database = `fp_${name.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
      const server = process.env.TEST_DATABASE_URL!;
      const admin = await openPostgres(adminUrl(server), { max: 1 });
      await admin.db.execute(sql.raw(`create database ${database} template ${inject('templateDatabase')}`));
      await admin.close();
      handle = await openPostgres(adminUrl(server, database), { max: 1 });
      databaseEnv = { DATABASE_URL: adminUrl(server, database) };
      dropDatabase = async () => {
        const cleanup = await openPostgres(adminUrl(server), { max: 1 });
        await cleanup.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
        await cleanup.close();
      };
    } else {
      const dataDir = join(work, 'data');
      handle = await openSeededDataDir(dataDir);
      databaseEnv = { DATA_DIR: dataDir };
    }
    await seedCatalog(handle.db, systemClock);
    await seedDemoDiscounts(handle.db, systemClock);
    await handle.close();
  }, 300_000);

  afterAll(async () => {
    await dropDatabase();
    rmSync(work, { recursive: true, force: true });
  });

  return {
    postgres,
    startServer: (extra = {}) => startChildServer(work, { ...databaseEnv, ...extra }),
    async runCommand(script, args, extra = {}) {
      const run = spawnChild(script, args, childEnv(work, { ...databaseEnv, ...extra }));
      const { code } = await run.exited;
      return { code, output: run.output() };
    },
    async withDatabase(use) {
      const handle = postgres
        ? await openPostgres(databaseEnv.DATABASE_URL!, { max: 1 })
        : await openPglite(join(databaseEnv.DATA_DIR!, 'pglite'));
      try {
        return await use(handle);
      } finally {
        await handle.close();
      }
    },
  };
}
