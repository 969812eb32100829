// Throughput of the hot requests at 50 connections, as a ratio to a bare Node server replying the
// same bytes (status, headers and body recorded from the application), measured in the same run
// and interleaved, so the load of a shared machine weighs on both alike (issue 10, decision 022).
// Goals: menu/data ≥ 0.7, visitor session data ≥ 0.5, signed-in session data ≥ 0.3, product
// page HTML ≥ 0.3.
//
// Run: npm run bench:ratio                 (embedded PGlite)
//      npm run bench:ratio:postgres        (PostgreSQL: a database created and dropped for the run
//                                           on BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// Settings: BENCH_SECONDS (5 per measure), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50),
//           BENCH_PORT (4313) and BENCH_BARE_PORT (4314).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Recording } from './bare-server.ts';
import { startServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 4313);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 4314);
const postgres = process.argv.includes('--postgres');
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  goal: number;
  path: string;
  headers: Record<string, string>;
}

/** What a browser sends that changes the answer; the same on both servers. */
const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-CA,en;q=0.9' };
/** Headers that belong to one connection or one moment, not to the answer. */
const NOT_RECORDED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/sessions/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-requested-with': 'field-and-plate' },
    body: JSON.stringify({ email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('fp_session='));
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0]!;
}

/** The answer as it went on the wire (fetch would decompress it). */
function record(url: string, target: Target): Promise<Recording> {
  return new Promise((resolve, reject) => {
    get(url + target.path, { headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) {
          reject(new Error(`${target.name}: ${target.path} answered ${res.statusCode}`));
          return;
        }
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(res.headers)) {
          if (!NOT_RECORDED.has(key) && typeof value === 'string') headers[key] = value;
        }
        resolve({ status: 200, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

async function measure(url: string, target: Target) {
  const result = await autocannon({ url: url + target.path, headers: target.headers, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.non2xx };
}

function startBare(file: string): Promise<() => void> {
  const child = fork(fileURLToPath(new URL('bare-server.ts', import.meta.url)), [String(barePort), file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(() => child.kill('SIGTERM')));
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
}

const server = await startServer(port, { demoAccounts: true, ...(postgres ? { postgresUrl } : {}) });
const dir = mkdtempSync(join(tmpdir(), 'fp-bench-ratio-'));
let stopBare = () => {};
try {
  const menu = (await (await fetch(`${server.url}/api/v1/menu/data?week=this-week`)).json()) as {
    items: { slug: string }[];
  };
  const cookie = await signIn(server.url);
  const targets: Target[] = [
    { name: 'menu/data', goal: 0.7, path: '/api/v1/menu/data?week=this-week', headers: BROWSER },
    { name: 'session data, visitor', goal: 0.5, path: '/api/v1/sessions/session_data', headers: BROWSER },
    {
      name: 'session data, signed in',
      goal: 0.3,
      path: '/api/v1/sessions/session_data',
      headers: { ...BROWSER, cookie },
    },
    { name: 'product page HTML', goal: 0.3, path: `/product/${menu.items[0]!.slug}`, headers: BROWSER },
  ];

  // The bare server answers by path: the two session-data targets get their own path there.
  const barePath = (t: Target, i: number) => `/${i}${t.path}`;
  const recordings: Record<string, Recording> = {};
  for (const [i, t] of targets.entries()) recordings[barePath(t, i)] = await record(server.url, t);
  const file = join(dir, 'recordings.json');
  writeFileSync(file, JSON.stringify(recordings));
  stopBare = await startBare(file);
  const bareUrl = `http://127.0.0.1:${barePort}`;

  // Warm-up: code paths, caches and the JIT of both servers.
  for (const [i, t] of targets.entries()) {
    await autocannon({ url: server.url + t.path, headers: t.headers, connections: 10, duration: 2 });
    await autocannon({ url: bareUrl + barePath(t, i), headers: t.headers, connections: 10, duration: 1 });
  }

  const rows: { target: Target; ratios: number[]; app: number[]; bare: number[]; p99: number[]; failed: number }[] =
    targets.map((target) => ({ target, ratios: [], app: [], bare: [], p99: [], failed: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, row] of rows.entries()) {
      const t = row.target;
      const bareFirst = round % 2 === 0;
      const runBare = () => measure(bareUrl, { ...t, path: barePath(t, i) });
      const runApp = () => measure(server.url, t);
      const first = await (bareFirst ? runBare() : runApp());
      const second = await (bareFirst ? runApp() : runBare());
      const [bare, app] = bareFirst ? [first, second] : [second, first];
      row.ratios.push(app.rps / bare.rps);
      row.app.push(app.rps);
      row.bare.push(bare.rps);
      row.p99.push(app.p99);
      row.failed += app.failed + bare.failed;
      console.error(
        `round ${round + 1} ${t.name}: app ${app.rps.toFixed(0)} req/s (p99 ${app.p99} ms), bare ${bare.rps.toFixed(0)} req/s, ratio ${(app.rps / bare.rps).toFixed(2)}`,
      );
    }
  }

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `\n${postgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s × ${rounds} rounds interleaved\n`,
  );
  console.log('| request | goal | ratio (each round) | app req/s | bare req/s | app p99 ms | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.target.name} | ≥ ${r.target.goal} | ${mean(r.ratios).toFixed(2)} (${r.ratios.map((x) => x.toFixed(2)).join(', ')}) | ${mean(r.app).toFixed(0)} | ${mean(r.bare).toFixed(0)} | ${Math.max(...r.p99)} | ${r.failed} |`,
    );
  }
} finally {
  stopBare();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
