import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { namedStatementRunnerOf } from './pglite-prepared.ts';

/**
 * The application database, whichever driver runs it (PGlite or node-postgres). Queries name
 * their tables (each module's `tables.ts`); no relational query API, so the database layer knows
 * no module.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A database handle or an open transaction: repositories accept either. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface PreparingDb {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    logger: { logQuery(query: string, params: unknown[]): void };
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Rows of a raw SQL query run as the named prepared statement `name` (decision 036): on
 * PostgreSQL each connection parses and plans it once, then only binds and runs it, which for a
 * statement of many parts costs the server far less than planning it on every call. The text must
 * be the same on every call under one name (only the parameters change). Drizzle's own prepared
 * query runs it, so query logs still see it. PGlite prepares it once too (decision 042), except
 * inside a transaction, where it runs as any other statement.
 */
export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const d = db as unknown as PreparingDb;
  const named = namedStatementRunnerOf(db);
  if (named) {
    const { sql: text, params } = d.dialect.sqlToQuery(query);
    d.session.logger.logQuery(text, params);
    return (await named(name, text, params)).rows as T[];
  }
  const result = (await d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
