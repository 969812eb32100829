import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './types.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import { registerNamedStatements, type PgliteProtocol } from './pglite-prepared.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Called with the text of every statement sent; tests count the queries a request makes. */
export type QueryObserver = (statement: string) => void;

function queryLogger(onQuery: QueryObserver | undefined) {
  return onQuery ? { logger: { logQuery: (statement: string) => onQuery(statement) } } : {};
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a folder or a URL without password. */
  location: string;
  /** Notifications of committed changes on a channel (decision 030), delivered to this process. */
  changeFeed(channel: string): Promise<ChangeFeed>;
  close(): Promise<void>;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

export async function openPostgres(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void; onQuery?: QueryObserver } = {},
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Dates stay strings: the `date` columns are calendar days, not instants.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection can be cut by the server (restart, failover, a dropped test database).
  // The pool already discards it and opens a fresh one on the next query, but it also emits
  // 'error', which would crash the process if nobody listened.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle({ client: pool, ...queryLogger(options.onQuery) }) as unknown as Database;
  const changeFeed = (channel: string) =>
    postgresChangeFeed(() => {
      const client = new pg.Client({ connectionString: url });
      // Errors reach the feed's own 'error' listener, which reconnects.
      return client;
    }, channel);
  return { db, kind: 'postgres', location: redact(url), changeFeed, close: () => pool.end() };
}

const asText = (value: string) => value;
/** The types the ORM's raw queries get as text on PGlite: timestamps, intervals, dates and their arrays, numeric[]. */
const RAW_PARSERS = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, asText]));

export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; onQuery?: QueryObserver } = {},
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { 1082: (v: string) => v },
    });
    const db = drizzle({ client, ...queryLogger(options.onQuery) }) as unknown as Database;
    const { protocol, parse } = await import('@electric-sql/pglite');
    registerNamedStatements(db, client, { serialize: protocol.serialize, ...parse } as PgliteProtocol, RAW_PARSERS);
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    const changeFeed = (channel: string) => pgliteChangeFeed(client, channel);
    return { db, kind: 'pglite', location: dataDir ?? 'memory', changeFeed, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** PostgreSQL when a URL is given, else the embedded PGlite under dataDir. */
export function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onIdleError ? { onIdleError } : {})
    : openPglite(`${config.dataDir}/pglite`);
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
