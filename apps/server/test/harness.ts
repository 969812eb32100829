import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';
import { manualClock } from '@fp/domain';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openPglite, openPostgres, type DatabaseHandle, type QueryObserver } from '../src/db/client.ts';
import type { WebAssets } from '../src/http/pages.ts';
import { SESSION_CHANGE_CHANNEL } from '../src/modules/session/session-cache.ts';
import { adminUrl } from './postgres.ts';

export const TEST_TEMPLATE_HTML =
  '<!doctype html><html lang="en"><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>';

/** Every statement a test database receives, so a test can prove how many queries a request makes. */
export class QueryLog {
  readonly statements: string[] = [];
  readonly observe: QueryObserver = (statement) => {
    this.statements.push(statement);
  };
  /** The statements sent while `work` runs. */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const start = this.statements.length;
    await work();
    return this.statements.slice(start);
  }
}

/** A fresh database per test file: a PGlite loaded from the migrated dump, or a copy of the PostgreSQL template. */
export async function openTestDatabase(queryLog?: QueryLog): Promise<DatabaseHandle> {
  const observed = queryLog ? { onQuery: queryLog.observe } : {};
  if (inject('databaseMode') === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `fp_t_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl(url), { max: 1 });
    await admin.db.execute(sql.raw(`create database ${name} template ${inject('templateDatabase')}`));
    await admin.close();
    const handle = await openPostgres(adminUrl(url, name), { max: 5, ...observed });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = await openPostgres(adminUrl(url), { max: 1 });
        await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await cleanup.close();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return openPglite(undefined, { loadDataDir: dump, ...observed });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  queries: QueryLog;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    now?: string;
    config?: Record<string, string>;
    web?: WebAssets | false;
    /** Keep signed-in sessions in memory behind the database's change notifications (decision 030). */
    sessionCache?: boolean;
  } = {},
): Promise<TestApp> {
  const queries = new QueryLog();
  const database = await openTestDatabase(queries);
  const clock = manualClock(options.now ?? '2026-11-22T18:00:00Z');
  const sessionChanges = options.sessionCache ? await database.changeFeed(SESSION_CHANGE_CHANNEL) : undefined;
  const app = await buildApp({
    ...(sessionChanges ? { sessionChanges } : {}),
    config: testConfig(options.config),
    db: database.db,
    clock,
    web: options.web === false ? undefined : (options.web ?? { template: async () => TEST_TEMPLATE_HTML }),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    queries,
    close: async () => {
      await app.close();
      await sessionChanges?.close();
      await database.close();
    },
  };
}

/**
 * A browser-like caller: keeps cookies between requests and sends the web helper's CSRF header
 * on unsafe methods, like the real front end.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly app: FastifyInstance;
  locale: 'en' | 'fr' = 'en';
  /** The caller's address; give browsers their own when per-address limits would get in the way. */
  readonly remoteAddress: string | undefined;
  constructor(app: FastifyInstance, options: { remoteAddress?: string } = {}) {
    this.app = app;
    this.remoteAddress = options.remoteAddress;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const headers: Record<string, string> = {
      'accept-language': this.locale === 'fr' ? 'fr-CA' : 'en-CA',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(unsafe && options.csrf !== false ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
      ...(options.headers as Record<string, string> | undefined),
    };
    const response = await this.app.inject({
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...options,
      headers,
    });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as object, ...(headers ? { headers } : {}) });
  }
}
