import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';
import { systemClock } from '@fp/domain';
import { openSeededDataDir } from '../test/seeded-data-dir.ts';
import { adminUrl } from '../test/postgres.ts';
import { seedCatalog, seedDemoDiscounts } from '../test/fixtures.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { orders } from './modules/orders/tables.ts';
import { payments } from './modules/payments/tables.ts';
import { testGatewayCharges } from './modules/payments/test-gateway/tables.ts';

/**
 * Decision 016's kill test: a real server process dies right after the gateway answered a
 * checkout's charge and before anything was committed; a new process on the same database lets
 * the household finish, with one order, one live charge and no authorisation left behind.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const postgres = inject('databaseMode') === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'fp-kill-'));
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

/** The database the child servers share, seeded like the other API tests' (catalogue, codes). */
async function prepareDatabase(): Promise<void> {
  let handle: DatabaseHandle;
  if (postgres) {
    const name = `fp_kill_${randomBytes(6).toString('hex')}`;
    const server = process.env.TEST_DATABASE_URL!;
    const admin = await openPostgres(adminUrl(server), { max: 1 });
    await admin.db.execute(sql.raw(`create database ${name} template ${inject('templateDatabase')}`));
    await admin.close();
    handle = await openPostgres(adminUrl(server, name), { max: 1 });
    databaseEnv = { DATABASE_URL: adminUrl(server, name) };
    dropDatabase = async () => {
      const cleanup = await openPostgres(adminUrl(server), { max: 1 });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
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
}

/** PGlite allows one process per folder: the test reads it only while no server runs. */
async function withDatabase<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = postgres
    ? await openPostgres(databaseEnv.DATABASE_URL!, { max: 1 })
    : await openPglite(join(databaseEnv.DATA_DIR!, 'pglite'));
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

async function startServer(extra: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const webDist = join(work, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      PASSWORD_SCRYPT_LOG_N: '10',
      WEB_DIST: webDist,
      ...databaseEnv,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers (asked every 200 ms); a process that exits first has failed to start.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited while starting:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, exited, output: () => output };
}

/** A browser-like caller: keeps the session cookie, sends the CSRF header. */
function caller(server: { url: string }) {
  const cookies = new Map<string, string>();
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'accept-language': 'en-CA',
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value!);
    }
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : {}) as unknown };
  };
}

beforeAll(prepareDatabase, 300_000);
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

describe(`a checkout killed at the gateway call (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'finishes after a restart with 1 order, 1 live charge and no orphan authorisation',
    { timeout: 300_000 },
    async () => {
      const first = await startServer({ TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' });
      // One browser throughout: its session cookie outlives the server process.
      const target = { url: first.url };
      const ask = caller(target);
      const ok = <T = unknown>(res: { status: number; json: unknown }): T => {
        expect(res.status, `${JSON.stringify(res.json)}\n${first.output()}`).toBe(200);
        return res.json as T;
      };
      ok(
        await ask('POST', '/api/v1/signup/save_plan', {
          type: 'rtc',
          people: 2,
          recipesPerWeek: 3,
          preference: 'vegetarian',
        }),
      );
      ok(
        await ask('POST', '/api/v1/signup/create_client', {
          firstName: 'Noor',
          lastName: 'Haddad',
          email: `noor.${Date.now()}@example.com`,
          password: 'kale-and-salmon-42',
          acceptTerms: true,
        }),
      );
      const found = ok<{ suggestions: { id: string }[] }>(
        await ask('GET', '/api/v1/signup/address_suggestions?q=1200%20West%20Broadway'),
      );
      ok(
        await ask('POST', '/api/v1/signup/save_address', {
          suggestionId: found.suggestions[0]!.id,
          phone: '604-253-4567',
        }),
      );
      const { options } = ok<{ options: { date: string; windows: { starts: string }[] }[] }>(
        await ask('GET', '/api/v1/signup/delivery_options'),
      );
      ok(
        await ask('POST', '/api/v1/signup/update_delivery_slot', {
          date: options[0]!.date,
          starts: options[0]!.windows[0]!.starts,
        }),
      );
      const data = ok<{ gateway: { publishableKey: string } }>(await ask('GET', '/api/v1/signup/payment_data'));
      const { token } = ok<{ token: string }>(
        await ask('POST', '/test-gateway/v1/tokens', {
          publishableKey: data.gateway.publishableKey,
          number: '4242424242424242',
          expMonth: '12',
          expYear: '2030',
          cvc: '123',
          postalCode: 'V6H 1A1',
        }),
      );
      const { totalCents } = ok<{ totalCents: number }>(await ask('GET', '/api/v1/signup/order_summary'));
      const pay = { paymentToken: token, idempotencyKey: 'kill-test-0001', expectedTotalCents: totalCents };

      // The server dies between the gateway's answer and the commit: no answer reaches the browser.
      await expect(ask('POST', '/api/v1/signup/complete', pay)).rejects.toThrow();
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await startServer();
      try {
        // The browser's retry, on the new process, with the same session and the same attempt key.
        target.url = second.url;
        const res = await ask('POST', '/api/v1/signup/complete', pay);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json).toEqual({ redirect: '/signup/welcome' });
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }

      await withDatabase(async ({ db }) => {
        const rows = await db.select().from(orders);
        expect(rows).toHaveLength(1);
        const paid = await db.select().from(payments).where(eq(payments.clientId, rows[0]!.clientId));
        const live = paid.filter((p) => p.status === 'authorized' || p.status === 'succeeded');
        expect(live.map((p) => p.id)).toEqual([rows[0]!.paymentId]);
        const charges = await db
          .select()
          .from(testGatewayCharges)
          .where(inArray(testGatewayCharges.status, ['authorized', 'succeeded']));
        expect(charges.map((c) => c.idempotencyKey)).toEqual([live[0]!.idempotencyKey]);
      });
    },
  );
});
