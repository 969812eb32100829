// The order editor at the load the service is sized for (issue 24): households opening their week
// (`orders/editor_data_v2`, 400 a second) while others save their box (`orders/update_quantity`, 200
// a second, each household its own market item), both at a fixed rate whatever the answers take.
// Goals on PostgreSQL: p99 ≤ 50 ms for a read, ≤ 150 ms for a save. A latency counts from the
// moment the request was due, so a server that falls behind shows it (no coordinated omission).
// With 100,000 households and a tenth of them editing in the last two hours before a cutoff, the
// real service sees about 20 saves a second, 100 at a peak: 200 is twice the peak.
//
// Run: npm run bench:editor                 (embedded PGlite)
//      npm run bench:editor -- --postgres   (a database created and dropped for the run on
//                                            BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// Settings: BENCH_SECONDS (20), BENCH_WARMUP (3, not counted), BENCH_SAVES (saves a second, 200),
//           BENCH_READS (reads a second, 400), BENCH_SAVERS (households saving, 100),
//           BENCH_READERS (households opening, 100), BENCH_SOCKETS (connections the reads share, 32),
//           BENCH_PORT (4410), BENCH_BARE_PORT (4411),
//           BENCH_POOL (PostgreSQL connections of the server's pool; default 10, as the server runs).
//
// The application runs in a child process (as in production, alone on its event loop); this
// process only sends the requests, on plain keep-alive sockets (`lean-http.ts`). The same load then
// goes to a bare server replaying the application's answers byte for byte: its p99 is what this
// shared machine alone costs a request in the same run.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Recording } from './bare-server.ts';
import { leanConnection, type LeanAnswer } from './lean-http.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const savesPerSecond = Number(process.env.BENCH_SAVES ?? 200);
const readsPerSecond = Number(process.env.BENCH_READS ?? 400);
const savers = Number(process.env.BENCH_SAVERS ?? 100);
const readers = Number(process.env.BENCH_READERS ?? 100);
const readSockets = Number(process.env.BENCH_SOCKETS ?? 32);
const connections = savers + readers;
const port = Number(process.env.BENCH_PORT ?? 4410);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4411);
const postgres = process.argv.includes('--postgres');
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
}

/** `editor_menu`'s path for a menu key, its fields in the key's order (as the browser asks). */
const menuPathOf = (key: Record<string, string | number>) =>
  `/api/v1/orders/editor_menu?${new URLSearchParams(Object.entries(key).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

const CSRF = { 'x-requested-with': 'field-and-plate' };
/** What a browser sends that changes the answer. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

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
  for (const r of rows) {
    const { token } = await services.sessions.create({ clientId: r.client_id });
    const cookie = `fp_session=${token}`;
    const res = await fetch(`${url}/api/v1/orders/editor_data_v2?orderId=${r.order_id}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`editor_data_v2 answered ${res.status}: ${await res.text()}`);
    const data = (await res.json()) as {
      menu: Record<string, string | number>;
      stock: { productId: number; soldOut: boolean; remaining: number }[];
    };
    const menu = await fetch(`${url}${menuPathOf(data.menu)}`);
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
    // Each household its own item, as households choosing different groceries.
    const item = items[households.length % items.length]!;
    households.push({ cookie, orderId: r.order_id, productId: item.id });
  }
  process.send!({ url, households } satisfies Ready);
  // How long callbacks waited for the event loop: a server busy past its one core shows it here.
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  process.on('message', async (m) => {
    // The server's own CPU time so far (user + system, ms): per request it holds under load.
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send!({
        cpuMs: (u.user + u.system) / 1000,
        loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      });
      loopDelay.reset();
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

interface Measure {
  /** Milliseconds from when each request was due to its answer. */
  latencies: number[];
  /** Answers other than 200, by status and error code. */
  refused: Map<string, number>;
}

const newMeasure = (): Measure => ({ latencies: [], refused: new Map() });

function record(m: Measure, due: number, answer: LeanAnswer) {
  m.latencies.push(performance.now() - due);
  if (answer.status !== 200) {
    const code = `${answer.status} ${(JSON.parse(answer.body.toString()) as { error?: { code?: string } }).error?.code ?? ''}`;
    m.refused.set(code, (m.refused.get(code) ?? 0) + 1);
  }
}

function summary(label: string, m: Measure, floor: Measure, rate: number, goal: number) {
  const p = (latencies: number[], q: number) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  };
  const refused = [...m.refused.values()].reduce((a, b) => a + b, 0);
  const met = p(m.latencies, 0.99) <= goal && refused === 0;
  return {
    met,
    line:
      `${label.padEnd(24)} ${String(Math.round(m.latencies.length / seconds)).padStart(4)}/s of ${rate}/s   ` +
      `p50 ${String(p(m.latencies, 0.5)).padStart(4)} ms   p99 ${String(p(m.latencies, 0.99)).padStart(4)} ms ` +
      `(goal ≤ ${goal}: ${met ? 'met' : 'NOT met'})   max ${p(m.latencies, 1)} ms   refused ${refused}` +
      `${m.refused.size ? ` ${JSON.stringify(Object.fromEntries(m.refused))}` : ''}   ` +
      `bare server: p50 ${p(floor.latencies, 0.5)} ms, p99 ${p(floor.latencies, 0.99)} ms`,
  };
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

type Connection = Awaited<ReturnType<typeof leanConnection>>;

/** Where a phase sends its load: the application, or the bare server replaying its answers. */
interface Target {
  read(socket: Connection, reader: number): Promise<LeanAnswer>;
  save(socket: Connection, saver: number): Promise<LeanAnswer>;
}

/**
 * Both loads at their rates for `duration` seconds. Saves: each saving household in turn, one
 * every `savers / savesPerSecond` seconds on its own connection (a save due while its last one is
 * still out waits, and that wait counts). Reads: one due every 1 / readsPerSecond seconds, the
 * reading households in turn, sent on the first free connection of the pool.
 */
async function runLoad(target: Target, saveSockets: Connection[], readPool: Connection[], duration: number) {
  const saves = newMeasure();
  const reads = newMeasure();
  const start = performance.now() + 200;
  const end = start + duration * 1000;
  const saveEvery = (1000 * savers) / savesPerSecond;
  const saveLoops = saveSockets.map(async (socket, i) => {
    for (let due = start + (i * 1000) / savesPerSecond; due < end; due += saveEvery) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      record(saves, due, await target.save(socket, i));
    }
  });
  const readEvery = 1000 / readsPerSecond;
  const dueReads: number[] = [];
  for (let due = start; due < end; due += readEvery) dueReads.push(due);
  let next = 0;
  const readLoops = readPool.map(async (socket) => {
    for (;;) {
      const n = next++;
      const due = dueReads[n];
      if (due === undefined) return;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      record(reads, due, await target.read(socket, n % readers));
    }
  });
  await Promise.all([...saveLoops, ...readLoops]);
  return { reads, saves };
}

/** Headers that belong to one connection or one moment, not to the answer. */
const NOT_RECORDED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

function recordingOf(answer: LeanAnswer): Recording {
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NOT_RECORDED.has(name)));
  return { status: answer.status, headers, body: answer.raw.toString('base64') };
}

function startBare(file: string): Promise<ChildProcess> {
  const bare = fork(fileURLToPath(new URL('bare-server.ts', import.meta.url)), [String(barePort), file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    bare.once('message', () => resolve(bare));
    bare.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
}

/**
 * The parent: starts the application's child, warms it up at the run's rates, measures it, then
 * sends the same load to a bare server replaying the application's answers (the machine's own
 * floor in the same run), and prints the figures.
 */
async function drive() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...(postgres ? ['--postgres'] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const { url, households } = ready;
  const cpu = () =>
    new Promise<{ cpuMs: number; loopDelayMs: { p99: number; max: number } }>((resolve) => {
      child.once('message', (m) => resolve(m as { cpuMs: number; loopDelayMs: { p99: number; max: number } }));
      child.send('cpu');
    });
  if (households.length < connections) throw new Error(`only ${households.length} households have an editable week`);
  const dir = mkdtempSync(join(tmpdir(), 'fp-bench-editor-'));
  let bare: ChildProcess | undefined;
  const sockets: Connection[] = [];
  const connect = async (to: string, count: number) => {
    const made = await Promise.all(Array.from({ length: count }, () => leanConnection(to)));
    sockets.push(...made);
    return made;
  };
  try {
    const saving = households.slice(0, savers);
    const reading = households.slice(savers, savers + readers);
    // Each saving household's window opens its editor once (its edit session), then saves.
    const state = await Promise.all(
      saving.map(async (h) => {
        const res = await fetch(`${url}/api/v1/orders/editor_data_v2?orderId=${h.orderId}`, {
          headers: { cookie: h.cookie },
        });
        const data = (await res.json()) as { order: { version: number }; editSession: string };
        return { ...h, version: data.order.version, editSession: data.editSession, quantity: 0 };
      }),
    );
    const saveBody = (w: (typeof state)[number]) =>
      JSON.stringify({
        orderId: w.orderId,
        version: w.version,
        editSession: w.editSession,
        items: [{ productId: w.productId, quantity: w.quantity }],
      });
    const saveHeaders = (cookie: string) => ({
      cookie,
      origin: url,
      'content-type': 'application/json',
      ...BROWSER,
      ...CSRF,
    });
    // The last answers of the warm-up are what the bare server replays, by path.
    const replies = new Map<string, LeanAnswer>();
    const app: Target = {
      async read(socket, r) {
        const h = reading[r]!;
        const answer = await socket.request('GET', `/api/v1/orders/editor_data_v2?orderId=${h.orderId}`, {
          cookie: h.cookie,
          ...BROWSER,
        });
        replies.set(`/read/${r}`, answer);
        return answer;
      },
      async save(socket, s) {
        const w = state[s]!;
        w.quantity = w.quantity === 1 ? 2 : 1;
        const answer = await socket.request(
          'POST',
          '/api/v1/orders/update_quantity',
          saveHeaders(w.cookie),
          saveBody(w),
        );
        if (answer.status === 200)
          w.version = (JSON.parse(answer.body.toString()) as { order: { version: number } }).order.version;
        replies.set(`/save/${s}`, answer);
        return answer;
      },
    };
    const appSaves = await connect(url, savers);
    const appReads = await connect(url, readSockets);
    await runLoad(app, appSaves, appReads, warmup);

    const database = `fp_bench_editor_${child.pid}`;
    const pgBefore = backendCpu(database);
    const serverBefore = await cpu();
    const driverBefore = process.cpuUsage();
    const measured = await runLoad(app, appSaves, appReads, seconds);
    const driver = process.cpuUsage(driverBefore);
    const serverAfter = await cpu();
    const serverMs = serverAfter.cpuMs - serverBefore.cpuMs;
    const pgMs = cpuSince(pgBefore, backendCpu(database));

    const file = join(dir, 'recordings.json');
    writeFileSync(file, JSON.stringify(Object.fromEntries([...replies].map(([path, a]) => [path, recordingOf(a)]))));
    bare = await startBare(file);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const replay: Target = {
      read: (socket, r) => socket.request('GET', `/read/${r}`, BROWSER),
      save: (socket, s) => socket.request('POST', `/save/${s}`, saveHeaders(state[s]!.cookie), saveBody(state[s]!)),
    };
    const bareSaves = await connect(bareUrl, savers);
    const bareReads = await connect(bareUrl, readSockets);
    await runLoad(replay, bareSaves, bareReads, warmup);
    const floor = await runLoad(replay, bareSaves, bareReads, seconds);

    const requests = measured.saves.latencies.length + measured.reads.latencies.length;
    const read = summary('editor_data_v2 (read)', measured.reads, floor.reads, readsPerSecond, 50);
    const save = summary('update_quantity (save)', measured.saves, floor.saves, savesPerSecond, 150);
    console.log(
      `\n${postgres ? 'PostgreSQL' : 'PGlite'}, ${seconds} s after ${warmup} s of warm-up, ${readers} households opening and ${savers} saving (over ${new Set(saving.map((h) => h.productId)).size} market items), load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    console.log(read.line);
    console.log(save.line);
    console.log(
      `CPU per request: server ${(serverMs / requests).toFixed(2)} ms${postgres ? `, PostgreSQL ${(pgMs / requests).toFixed(2)} ms` : ''}, load generator ${((driver.user + driver.system) / 1000 / requests).toFixed(2)} ms`,
    );
    console.log(
      `Server event loop delay: p99 ${serverAfter.loopDelayMs.p99.toFixed(0)} ms, max ${serverAfter.loopDelayMs.max.toFixed(0)} ms`,
    );
    if (!read.met || !save.met) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.close();
    bare?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

// Last, once every declaration above is initialised.
if (process.argv.includes('--serve')) {
  await serve();
} else {
  await drive();
}
