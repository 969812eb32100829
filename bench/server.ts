// Starts the built application on a free port with a fresh database and the demo seed, for
// benchmarks: the embedded PGlite in a temporary folder, or, given `postgresUrl` (a server's
// admin URL), a database created for the run. Resolves when it answers; `stop()` ends it and
// removes the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startServer(
  port: number,
  options: {
    postgresUrl?: string;
    /**
     * The demo households sign in: their passwords are published, so only APP_ENV=test has them,
     * which differs from staging by the development tools' routes only (issue 25).
     */
    demoAccounts?: boolean;
  } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-'));
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    const name = `fp_bench_${process.pid}_${port}`;
    await onServer(options.postgresUrl, `drop database if exists ${name} with (force)`);
    await onServer(options.postgresUrl, `create database ${name}`);
    const u = new URL(options.postgresUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production-like, but production refuses the test gateway and demo data (decision 014).
      APP_ENV: options.demoAccounts ? 'test' : 'staging',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && options.postgresUrl) {
      const name = new URL(databaseUrl).pathname.slice(1);
      await onServer(options.postgresUrl, `drop database if exists ${name} with (force)`);
    }
  };
  for (let i = 0; i < 480; i++) {
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not start');
}
