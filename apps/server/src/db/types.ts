import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;

/** The application database, whichever driver runs it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A database handle or an open transaction: repositories accept either. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
