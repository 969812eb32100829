// The order editor under load (issue 13, decision 032): opening the editor (`orders/editor_data_v2`)
// and saving a quantity (`orders/update_quantity`), p99 at 50 connections, each connection a
// household of its own editing its own week (goals: p99 ≤ 50 ms read, ≤ 150 ms write). Since
// decision 039 the read is the household's part; the menu it names (`orders/editor_menu`, shared
// and immutable) is measured apart, as a browser asks for it (compressed), and revalidated (304).
//
// Run: npm run bench:editor                 (embedded PGlite)
//      npm run bench:editor -- --postgres   (a database created and dropped for the run on
//                                            BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// Settings: BENCH_SECONDS (10 per measure), BENCH_CONNECTIONS (50), BENCH_PORT (4410),
//           BENCH_ITEMS=spread (each household saves its own market item; default: all the same one),
//           BENCH_POOL (PostgreSQL connections of the server's pool; default 10, as the server runs).
//
// The application runs in a child process (as in production, alone on its event loop); this
// process only drives autocannon.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Recording } from './bare-server.ts';
import { leanConnection } from './lean-http.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 4410);
const postgres = process.argv.includes('--postgres');
const spread = process.env.BENCH_ITEMS === 'spread';
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 1);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const poolSize = process.env.BENCH_POOL === undefined ? undefined : Number(process.env.BENCH_POOL);

/** One household of the run: its session cookie, the week it edits and a market item it changes. */
interface Household {
  cookie: string;
  orderId: number;
  productId: number;
}

interface Ready {
  url: string;
  households: Household[];
  /** `editor_menu`'s path for the households' menu (they all share one). */
  menuPath: string;
}

/** `editor_menu`'s path for a menu key, its fields in the key's order (as the browser asks). */
const menuPathOf = (key: Record<string, string | number>) =>
  `/api/v1/orders/editor_menu?${new URLSearchParams(Object.entries(key).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/** What a browser says it accepts. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const CSRF = { 'x-requested-with': 'field-and-plate' };

if (process.argv.includes('--serve')) {
  await serve();
} else {
  await drive();
}

/** The child: a fresh database with the catalogue, N households with their weeks, the app listening. */
async function serve() {
  const { sql } = await import('drizzle-orm');
  const pg = (await import('pg')).default;
  const { systemClock } = await import('@fp/domain');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { testConfig } = await import('../apps/server/src/config.ts');
  const { openPglite, openPostgres } = await import('../apps/server/src/db/client.ts');
  const { migrateDatabase } = await import('../apps/server/src/db/migrate.ts');
  const { runSeed } = await import('../apps/server/src/seed/seeders.ts');
  const { queryRows } = await import('../apps/server/src/db/types.ts');
  const { catalogSeeder } = await import('../apps/server/src/modules/catalog/seed/seeder.ts');
  const { seedEditorDemo } = await import('../apps/server/src/seed/demo-stock-and-extras.ts');
  const { SESSION_CHANGE_CHANNEL } = await import('../apps/server/src/modules/session/session-cache.ts');

  const name = `fp_bench_editor_${process.pid}`;
  const admin = (database: string) => {
    const u = new URL(postgresUrl);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (postgres) await onServer(`create database ${name}`);
  const handle = postgres
    ? await openPostgres(admin(name), poolSize === undefined ? {} : { max: poolSize })
    : await openPglite(undefined);
  const clock = systemClock;
  await migrateDatabase(handle);
  const db = handle.db;
  await runSeed(db, { demo: false, clock });
  await catalogSeeder.run({ db, clock, demo: true, log: () => {} });
  await seedEditorDemo(db, clock);
  // Signed-in sessions held in memory until the database notifies a change, as main.ts runs it.
  const sessionChanges = await handle.changeFeed(SESSION_CHANGE_CHANNEL);
  const app = await buildApp({
    config: testConfig(postgres ? { DATABASE_URL: admin(name) } : {}),
    db,
    clock,
    web: undefined,
    sessionChanges,
  });
  const services = app.services;

  // The households, set-based: a 2-person, 4-recipe plan in British Columbia.
  const price = (await services.plans.priceFor({
    type: 'rtc',
    people: 2,
    recipesPerWeek: 4,
    preference: 'meat_and_fish',
  }))!;
  await db.execute(sql`
    insert into clients (email, first_name, last_name)
    select 'bench-editor-' || g || '@example.com', 'Bench', 'Household' from generate_series(1, ${connections}) g`);
  await db.execute(sql`
    insert into addresses (client_id, line1, city_id, city, province, postal_code, phone, lat, lon)
    select c.id, (c.id % 9000 + 100) || ' Main Street', city.id, city.name_en, city.region, 'V5V 3N4',
      '+16045550100', city.lat, city.lon
    from clients c join lateral (select * from cities where region = 'bc' order by id limit 1) city on true
    where c.email like 'bench-editor-%'`);
  await db.execute(sql`
    insert into subscriptions (client_id, plan_type, people, recipes_per_week, preference,
      price_per_serving_cents, delivery_day, window_starts, window_ends, starts_on)
    select c.id, 'rtc', 2, 4, 'meat_and_fish', ${price.pricePerServingCents}, 'wed', '17:00', '21:00', '2020-01-01'
    from clients c where c.email like 'bench-editor-%'`);
  await services.orders.generate({ weeks: 3 });
  const rows = await queryRows<{ client_id: number; order_id: number }>(
    db,
    sql`select distinct on (client_id) client_id, id as order_id from orders
        where status = 'upcoming' and cutoff_at > now() + interval '1 hour'
        order by client_id, delivery_date`,
  );
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const households: Household[] = [];
  let menuPath = '';
  for (const r of rows) {
    const { token } = await services.sessions.create({ clientId: r.client_id });
    const cookie = `fp_session=${token}`;
    const res = await fetch(`${url}/api/v1/orders/editor_data_v2?orderId=${r.order_id}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`editor_data_v2 answered ${res.status}: ${await res.text()}`);
    const data = (await res.json()) as {
      menu: Record<string, string | number>;
      stock: { productId: number; soldOut: boolean; remaining: number }[];
    };
    menuPath = menuPathOf(data.menu);
    const menu = await fetch(`${url}${menuPath}`);
    if (!menu.ok) throw new Error(`editor_menu answered ${menu.status}: ${await menu.text()}`);
    const { categories } = (await menu.json()) as {
      categories: { itemKind: string; products: { id: number; soldOut: boolean }[] }[];
    };
    // The menu says plenty of everything but what the catalogue marks sold out; the stock says what runs low.
    const low = new Map(data.stock.map((x) => [x.productId, x]));
    const items = categories
      .filter((c) => c.itemKind === 'market')
      .flatMap((c) => c.products)
      .filter((p) => !p.soldOut && !low.has(p.id));
    // By default every household changes the same item (one stock row that all saves take from);
    // BENCH_ITEMS=spread gives each its own, as households choosing different groceries.
    const item = items[spread ? households.length % items.length : 0]!;
    households.push({ cookie, orderId: r.order_id, productId: item.id });
  }
  process.send!({ url, households, menuPath } satisfies Ready);
  process.on('message', async (m) => {
    // The server's own CPU time so far (user + system, ms): per request it holds under load.
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send!({ cpuMs: (u.user + u.system) / 1000 });
      return;
    }
    if (m !== 'stop') return;
    await app.close();
    await sessionChanges.close();
    await handle.close();
    if (postgres) await onServer(`drop database if exists ${name} with (force)`);
    process.exit(0);
  });
}

/** This process's CPU per request while it drove a measure (it shares the two cores with the server). */
function generatorCpu(usage: NodeJS.CpuUsage, requests: number) {
  return `load generator CPU ${((usage.user + usage.system) / 1000 / requests).toFixed(2)} ms/req`;
}

interface Result {
  /** Server CPU per request, ms (user + system of the application's process). */
  cpuMs?: number;
  /** PostgreSQL CPU per request, ms (the run database's backends; Linux only). */
  pgCpuMs?: number;
  p50: number;
  p99: number;
  rps: number;
  /** Connection errors and timeouts, then answers other than 2xx. */
  errors: number;
  non2xx: number;
}

function summarize(r: autocannon.Result): Result {
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors, non2xx: r.non2xx };
}

/**
 * CPU time (ms) of the PostgreSQL backends serving the run's database, by process id, read from
 * /proc (a backend's command line names its database); empty where there is no /proc.
 */
function backendCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      // Fields after the command name: utime and stime are the 14th and 15th, in clock ticks (1/100 s).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
}

/** The parent: starts the child, measures the read then the write, prints the figures. */
async function drive() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...(postgres ? ['--postgres'] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const { url, households, menuPath } = ready;
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { cpuMs: number }).cpuMs));
      child.send('cpu');
    });
  if (households.length < connections) throw new Error(`only ${households.length} households have an editable week`);
  try {
    // Each connection is one household (its context keeps which), signed in with its own cookie.
    const perHousehold = (path: (h: Household) => string, headers: Record<string, string> = {}) => {
      let next = 0;
      return autocannon({
        url,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req, context: { h?: Household }) => {
              context.h ??= households[next++ % households.length]!;
              return {
                ...req,
                path: path(context.h),
                headers: { ...req.headers, cookie: context.h.cookie, ...headers },
              };
            },
          },
        ],
      });
    };
    const database = `fp_bench_editor_${child.pid}`;
    const readPg = backendCpu(database);
    const readCpu = await cpu();
    const readDriverCpu = process.cpuUsage();
    // Each household opening its own week's editor.
    const read = await perHousehold((h) => `/api/v1/orders/editor_data_v2?orderId=${h.orderId}`);
    const readDriverUsage = process.cpuUsage(readDriverCpu);
    const readCpuMs = (await cpu()) - readCpu;
    const readPgMs = cpuSince(readPg, backendCpu(database));
    const bare = await bareRead(url, households[0]!);
    // The menu as each household's browser asks for it the first time (compressed), then again
    // with the ETag it kept (a reload past its cache, or a CDN revalidating).
    const etag = (await fetch(`${url}${menuPath}`)).headers.get('etag')!;
    const menuAs = async (headers: Record<string, string>): Promise<Result> => {
      const before = await cpu();
      const run = await perHousehold(() => menuPath, headers);
      return { ...summarize(run), cpuMs: ((await cpu()) - before) / run.requests.total };
    };
    const menuFull = await menuAs({ 'accept-encoding': BROWSER_ENCODINGS });
    // What goes on the wire (fetch hands back the text decompressed).
    const menuBytes = Number(
      (await fetch(`${url}${menuPath}`, { headers: { 'accept-encoding': 'br' } })).headers.get('content-length'),
    );
    const menu304 = await menuAs({ 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag });
    // Each household's window opens its editor once (a fresh edit session), then saves.
    const state = await Promise.all(
      households.map(async (h) => {
        const res = await fetch(`${url}/api/v1/orders/editor_data_v2?orderId=${h.orderId}`, {
          headers: { cookie: h.cookie },
        });
        const data = (await res.json()) as { order: { version: number }; editSession: string };
        return { ...h, version: data.order.version, editSession: data.editSession, quantity: 0 };
      }),
    );
    // Each household saves in a loop of its own, one save at a time on a connection of its own,
    // with the version the previous save answered: autocannon may build a request before the
    // previous answer is read, so the loop is ours. It writes the requests itself (`lean-http.ts`):
    // fetch took 1.3 ms of this process's CPU per save, as much as the server, from the same two cores.
    const refused = new Map<string, number>();
    const latencies: number[] = [];
    const sockets = await Promise.all(state.map(() => leanConnection(url)));
    const writePg = backendCpu(database);
    const writeCpu = await cpu();
    const driverCpu = process.cpuUsage();
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      state.map(async (w, i) => {
        const socket = sockets[i]!;
        while (performance.now() < end) {
          w.quantity = w.quantity === 1 ? 2 : 1;
          const started = performance.now();
          const res = await socket.request(
            'POST',
            '/api/v1/orders/update_quantity',
            // What fetch sent before, so the server's work is the same (the answer gzipped).
            {
              cookie: w.cookie,
              origin: url,
              'content-type': 'application/json',
              'accept-encoding': 'gzip, deflate',
              ...CSRF,
            },
            JSON.stringify({
              orderId: w.orderId,
              version: w.version,
              editSession: w.editSession,
              items: [{ productId: w.productId, quantity: w.quantity }],
            }),
          );
          latencies.push(performance.now() - started);
          if (res.status === 200) {
            w.version = (JSON.parse(res.body.toString()) as { order: { version: number } }).order.version;
          } else {
            const code = `${res.status} ${(JSON.parse(res.body.toString()) as { error?: { code?: string } }).error?.code ?? ''}`;
            refused.set(code, (refused.get(code) ?? 0) + 1);
          }
        }
      }),
    );
    const driverUsage = process.cpuUsage(driverCpu);
    for (const socket of sockets) socket.close();
    const writeCpuMs = (await cpu()) - writeCpu;
    const writePgMs = cpuSince(writePg, backendCpu(database));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    const write: Result = {
      cpuMs: writeCpuMs / latencies.length,
      ...(postgres ? { pgCpuMs: writePgMs / latencies.length } : {}),
      p50: at(0.5),
      p99: at(0.99),
      rps: latencies.length / seconds,
      errors: 0,
      non2xx: [...refused.values()].reduce((a, b) => a + b, 0),
    };
    if (refused.size) console.log('saves refused:', Object.fromEntries(refused));
    const r: Result = {
      ...summarize(read),
      cpuMs: readCpuMs / read.requests.total,
      ...(postgres ? { pgCpuMs: readPgMs / read.requests.total } : {}),
    };
    const w = write;
    const line = (label: string, x: Result, goal: number) =>
      `${label.padEnd(28)} p50 ${String(x.p50).padStart(4)} ms   p99 ${String(x.p99).padStart(4)} ms (goal ≤ ${goal})   ${Math.round(x.rps)} req/s   server CPU ${x.cpuMs!.toFixed(2)} ms/req${x.pgCpuMs === undefined ? '' : ` + PostgreSQL ${x.pgCpuMs.toFixed(2)}`}   errors ${x.errors}   non-2xx ${x.non2xx}`;
    console.log(
      `\n${postgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s each, ${spread ? 'each household its own item' : 'every household the same item'}\n`,
    );
    console.log(`${line('editor_data_v2 (read)', r, 50)}   ${generatorCpu(readDriverUsage, read.requests.total)}`);
    console.log(
      `${'  bare server, same bytes'.padEnd(28)} p50 ${String(bare.p50).padStart(4)} ms   p99 ${String(bare.p99).padStart(4)} ms   ${Math.round(bare.rps)} req/s   (read ÷ bare: ${(r.rps / bare.rps).toFixed(2)}, ${bare.bytes} bytes)`,
    );
    console.log(`${line('editor_menu (br)', menuFull, 50)}   ${menuBytes} bytes`);
    // Its non-2xx are the 304s it is measured for.
    console.log(line('editor_menu (If-None-Match)', menu304, 50).replace(/non-2xx (\d+)$/, '$1 answered 304'));
    console.log(`${line('update_quantity (write)', w, 150)}   ${generatorCpu(driverUsage, latencies.length)}`);
    // A 304 is the revalidation's expected answer; any other non-2xx is a failure.
    if (r.non2xx > 0 || w.non2xx > 0 || menuFull.non2xx > 0) process.exitCode = 1;
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * The yardstick of the read (as bench/ratio.ts): a bare Node server replying one household's
 * editor answer byte for byte (status, headers, body) at the same connections and duration, on
 * the same machine in the same run, so the machine's own ceiling for such answers is printed.
 */
async function bareRead(url: string, h: Household): Promise<Result & { bytes: number }> {
  const res = await fetch(`${url}/api/v1/orders/editor_data_v2?orderId=${h.orderId}`, {
    headers: { cookie: h.cookie },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (key !== 'content-encoding' && key !== 'transfer-encoding' && key !== 'connection') headers[key] = value;
  });
  headers['content-length'] = String(body.length);
  const recording: Recording = { status: res.status, headers, body: body.toString('base64') };
  const dir = mkdtempSync(join(tmpdir(), 'fp-bench-editor-'));
  const file = join(dir, 'recording.json');
  writeFileSync(file, JSON.stringify({ '/editor': recording }));
  const bare = fork(fileURLToPath(new URL('bare-server.ts', import.meta.url)), [String(barePort), file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.once('message', () => resolve());
      bare.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
    });
    const run = await autocannon({ url: `http://127.0.0.1:${barePort}/editor`, connections, duration: seconds });
    return { ...summarize(run), bytes: body.length };
  } finally {
    bare.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
