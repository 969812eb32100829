import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openSeededDataDir } from '../../test/seeded-data-dir.ts';

/**
 * Decision 015: two processes never open one embedded database folder. A second server (or a
 * command) stops with a message naming the folder; a server that was killed leaves a stale lock
 * that does not block the next start.
 */
const work = mkdtempSync(join(tmpdir(), 'fp-datadir-'));
const dataDir = join(work, 'data');
const webDist = join(work, 'web');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

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

interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(file: string, args: string[], port = 0): Child {
  const child = spawn(process.execPath, [fileURLToPath(new URL(file, import.meta.url)), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      PASSWORD_SCRYPT_LOG_N: '10',
      RUN_JOBS: 'false',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startServer(): Promise<Child> {
  const port = await freePort();
  const server = launch('../main.ts', [], port);
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited while starting:\n${server.output()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('one process per embedded database folder', () => {
  it(
    'stops a second server and the commands while one runs, and starts again after a kill',
    { timeout: 600_000 },
    async () => {
      await (await openSeededDataDir(dataDir)).close();
      const first = await startServer();
      const folder = join(dataDir, 'pglite');

      const second = launch('../main.ts', []);
      expect(await second.exited, second.output()).toBe(1);
      expect(second.output()).toContain(`The database folder ${folder} is in use by process ${first.child.pid}`);

      const flags = launch('../cli/flags.ts', ['list']);
      expect(await flags.exited, flags.output()).toBe(1);
      expect(flags.output()).toContain(`The database folder ${folder} is in use by process ${first.child.pid}`);

      // Killed outright: no chance to remove its lock file.
      first.child.kill('SIGKILL');
      await first.exited;
      const next = await startServer();
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    },
  );
});
