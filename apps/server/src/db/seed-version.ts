import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './types.ts';

/** The seed data's version a database holds, kept beside the migrations' journal. */
async function ensureMetaTable(db: Database) {
  await db.execute(sql`create table if not exists app_meta (key text primary key, value text not null)`);
}

/** The version of the seed data the database was last seeded with (0: never). */
export async function seededVersion(db: Database): Promise<number> {
  await ensureMetaTable(db);
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = 'seed_version'`);
  return row ? Number(row.value) : 0;
}

export async function recordSeedVersion(db: Database, version: number): Promise<void> {
  await ensureMetaTable(db);
  await db.execute(
    sql`insert into app_meta (key, value) values ('seed_version', ${String(version)})
        on conflict (key) do update set value = excluded.value`,
  );
}
