import { sql } from 'drizzle-orm';
import type { Database } from './types.ts';

/** Empties a PostgreSQL database for `npm run db:reset` (every table, and the migration journal). */
export async function dropEverything(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
