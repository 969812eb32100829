import { sql } from 'drizzle-orm';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { runSeed } from '../src/seed/seeders.ts';
import { adminUrl, templateDatabaseName } from './postgres.ts';

/**
 * Migrates and seeds (reference data only) once per run: a PGlite data directory dumped to a
 * file that every test file loads, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = templateDatabaseName();
    const admin = await openPostgres(adminUrl(url), { max: 1 });
    await admin.db.execute(sql.raw(`drop database if exists ${templateName} with (force)`));
    await admin.db.execute(sql.raw(`create database ${templateName}`));
    await admin.close();
    const template = await openPostgres(adminUrl(url, templateName), { max: 1 });
    await migrateDatabase(template);
    await runSeed(template.db, { demo: false });
    await template.close();
    project.provide('databaseMode', 'postgres');
    project.provide('pgliteDump', '');
    project.provide('templateDatabase', templateName);
    return async () => {
      const cleanup = await openPostgres(adminUrl(url), { max: 1 });
      await cleanup.db.execute(sql.raw(`drop database if exists ${templateName} with (force)`));
      await cleanup.close();
    };
  }
  const handle = await openPglite(undefined);
  await migrateDatabase(handle);
  await runSeed(handle.db, { demo: false });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  const dir = join(process.cwd(), '.data-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseMode', 'pglite');
  project.provide('pgliteDump', file);
  project.provide('templateDatabase', '');
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseMode: 'pglite' | 'postgres';
    pgliteDump: string;
    templateDatabase: string;
  }
}
