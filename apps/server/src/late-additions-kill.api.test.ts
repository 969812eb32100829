import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';
import { addDays, manualClock, systemClock } from '@fp/domain';
import { openSeededDataDir } from '../test/seeded-data-dir.ts';
import { adminUrl } from '../test/postgres.ts';
import { seedCatalog, seedDemoDiscounts } from '../test/fixtures.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { orders } from './modules/orders/tables.ts';
import { products } from './modules/catalog/tables.ts';
import { storeOnlyTransport } from './modules/mail/transport.ts';
import { payments } from './modules/payments/tables.ts';
import { testConfig } from './config.ts';
import { createServices } from './services.ts';
import { orderItems } from './modules/orders/tables.ts';
import { orderPatches } from './modules/editor/late-additions-tables.ts';
import { testGatewayCharges } from './modules/payments/test-gateway/tables.ts';

/**
 * Decision 033's kill test: a real server process dies right after the gateway charged a late
 * addition and before the patch was recorded; the payments reconciliation (decisions 016, 027)
 * then links that one charge to the patch and adds its items, and the browser's retry on a new
 * process answers the same: never a second charge, never a lost one.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const postgres = inject('databaseMode') === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'fp-patch-kill-'));
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

/** The database the child servers share, seeded like the other API tests' (catalogue, codes). */
async function prepareDatabase(): Promise<void> {
  let handle: DatabaseHandle;
  if (postgres) {
    const name = `fp_pkill_${randomBytes(6).toString('hex')}`;
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

type Ask = ReturnType<typeof caller>;

/** The signup funnel through the API: one household with a card and its first order. */
async function signUp(ask: Ask, ok: <T>(res: { status: number; json: unknown }) => T) {
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
      email: `noor.patch.${Date.now()}@example.com`,
      password: 'kale-and-salmon-42',
      acceptTerms: true,
    }),
  );
  const found = ok<{ suggestions: { id: string }[] }>(
    await ask('GET', '/api/v1/signup/address_suggestions?q=1200%20West%20Broadway'),
  );
  ok(
    await ask('POST', '/api/v1/signup/save_address', { suggestionId: found.suggestions[0]!.id, phone: '604-253-4567' }),
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
  ok(
    await ask('POST', '/api/v1/signup/complete', {
      paymentToken: token,
      idempotencyKey: 'patch-kill-signup',
      expectedTotalCents: totalCents,
    }),
  );
}

describe(`a late addition killed at the gateway call (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'is linked to its one charge by the reconciliation after a restart, and a retry answers the same',
    { timeout: 300_000 },
    async () => {
      const target = { url: '' };
      const ask = caller(target);
      let output = () => '';
      const ok = <T = unknown>(res: { status: number; json: unknown }): T => {
        expect(res.status, `${JSON.stringify(res.json)}\n${output()}`).toBe(200);
        return res.json as T;
      };

      const setup = await startServer();
      target.url = setup.url;
      output = setup.output;
      try {
        await signUp(ask, ok);
      } finally {
        setup.child.kill('SIGTERM');
        await setup.exited;
      }
      // The weekly cycle billed the order (tested elsewhere); its delivery is ten days away.
      const { orderId, productId } = await withDatabase(async ({ db }) => {
        const [order] = await db.select().from(orders);
        const deliveryDate = addDays(new Date().toISOString().slice(0, 10), 10);
        await db.update(orders).set({ status: 'billed', deliveryDate }).where(eq(orders.id, order!.id));
        const [product] = await db
          .select()
          .from(products)
          .where(and(eq(products.kind, 'market'), eq(products.soldOut, false)))
          .limit(1);
        return { orderId: order!.id, productId: product!.id };
      });
      const before = await withDatabase(
        async ({ db }) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
      );

      const doomed = await startServer({ TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' });
      target.url = doomed.url;
      output = doomed.output;
      const created = ok<{ status: string; patch: { id: number; totalCents: number } }>(
        await ask('POST', '/api/v1/orders/create_patch', { orderId, items: [{ productId, quantity: 2 }] }),
      );
      expect(created.status).toBe('pending');
      const pay = { patchId: created.patch.id, idempotencyKey: 'patch-kill-pay-1' };
      // The server dies between the gateway's answer and the commit: no answer reaches the browser.
      await expect(ask('POST', '/api/v1/orders/bill_patch', pay)).rejects.toThrow();
      expect((await doomed.exited).signal).toBe('SIGKILL');

      const key = `patch:${created.patch.id}`;
      await withDatabase(async ({ db }) => {
        const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
        // Charged at the gateway; nothing of it recorded here.
        expect(payment).toMatchObject({ status: 'pending', linkedAt: null });
        expect(
          await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key)),
        ).toHaveLength(1);
        expect((await db.select().from(orderPatches).where(eq(orderPatches.id, created.patch.id)))[0]!.status).toBe(
          'pending',
        );

        // The reconciliation job's pass, once the payment is old enough to be abandoned.
        const clock = manualClock(new Date(Date.now() + 11 * 60_000).toISOString());
        const services = createServices({ config: testConfig(), db, clock, mailTransport: storeOnlyTransport });
        expect(await services.reconcilePayments()).toEqual([]);
        expect(await services.reconcilePayments()).toEqual([]);
      });

      const restarted = await startServer();
      target.url = restarted.url;
      output = restarted.output;
      try {
        const again = ok<{ status: string; patch: { totalCents: number }; order: { totalCents: number } }>(
          await ask('POST', '/api/v1/orders/bill_patch', pay),
        );
        expect(again.status).toBe('billed');
        expect(again.order.totalCents).toBe(before.totalCents + created.patch.totalCents);
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }

      await withDatabase(async ({ db }) => {
        const charges = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key));
        expect(charges.map((c) => c.status)).toEqual(['succeeded']);
        const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
        expect(payment).toMatchObject({ status: 'succeeded', amountCents: created.patch.totalCents, refundedCents: 0 });
        expect(payment!.linkedAt).not.toBeNull();
        const [patch] = await db.select().from(orderPatches).where(eq(orderPatches.id, created.patch.id));
        expect(patch).toMatchObject({ status: 'billed', paymentId: payment!.id });
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        expect(order!.totalCents).toBe(before.totalCents + created.patch.totalCents);
        const added = await db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
        expect(added.map((i) => i.quantity)).toEqual([2]);
      });
    },
  );
});
