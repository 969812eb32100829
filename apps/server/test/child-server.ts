import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fp/contracts';

/**
 * Real server processes for the tests that must kill one (decisions 015, 016, 033): an
 * in-process app cannot die between two statements the way a process does.
 */
export const SERVER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ChildRun {
  child: ChildProcess;
  /** Everything it printed so far, for failure messages. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildServer extends ChildRun {
  url: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment a child starts from: test mode, quiet, cheap password hashing and a stub web
 * build under `work` (the server refuses to start without one); `env` adds the database and more.
 */
export function childEnv(work: string, env: Record<string, string>): Record<string, string> {
  const webDist = join(work, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  return {
    PATH: process.env.PATH ?? '',
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    PASSWORD_SCRYPT_LOG_N: '10',
    WEB_DIST: webDist,
    ...env,
  };
}

/** Runs one of the server's scripts (the server or a command) as its own process. */
export function spawnChild(script: string, args: string[], env: Record<string, string>): ChildRun {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** A server on a free port, once it answers its health check; one that exits first has failed to start. */
export async function startChildServer(work: string, env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const run = spawnChild(SERVER_MAIN, [], childEnv(work, { ...env, PORT: String(port) }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited while starting:\n${run.output()}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { ...run, url };
    if (Date.now() > deadline) throw new Error(`server did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a server the polite way and waits until it is gone. */
export async function stopChildServer(server: ChildServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

export interface HttpAnswer {
  status: number;
  json: unknown;
}
/** Asserts a 200 and gives back the answer's body. */
export type ExpectOk = <T = unknown>(res: HttpAnswer) => T;

/** An `ExpectOk` whose failure shows the body and what the server printed. */
export function expectOk(output: () => string): ExpectOk {
  return <T>(res: HttpAnswer): T => {
    expect(res.status, `${JSON.stringify(res.json)}\n${output()}`).toBe(200);
    return res.json as T;
  };
}

export type HttpCaller = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<HttpAnswer>;

/**
 * A browser-like caller over real HTTP: keeps the session cookie and sends the CSRF header. It asks
 * `target.url` at each call, so one browser can follow the household to a restarted server.
 */
export function httpCaller(target: { url: string }): HttpCaller {
  const cookies = new Map<string, string>();
  return async (method, path, body) => {
    const res = await fetch(`${target.url}${path}`, {
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
