import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, SERVER_MAIN, spawnChild, startChildServer, type ChildRun } from '../../test/child-server.ts';
import { openSeededDataDir } from '../../test/seeded-data-dir.ts';

/**
 * Decision 015: two processes never open one embedded database folder. A second server (or a
 * command) stops with a message naming the folder; a server that was killed leaves a stale lock
 * that does not block the next start.
 */
const work = mkdtempSync(join(tmpdir(), 'fp-datadir-'));
const dataDir = join(work, 'data');
const env = { DATA_DIR: dataDir, RUN_JOBS: 'false' };
const running: ChildRun[] = [];
afterAll(() => {
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function launch(script: string, args: string[]): ChildRun {
  const run = spawnChild(script, args, childEnv(work, env));
  running.push(run);
  return run;
}

async function startServer(): Promise<ChildRun> {
  const server = await startChildServer(work, env);
  running.push(server);
  return server;
}

describe('one process per embedded database folder', () => {
  it(
    'stops a second server and the commands while one runs, and starts again after a kill',
    { timeout: 600_000 },
    async () => {
      await (await openSeededDataDir(dataDir)).close();
      const first = await startServer();
      const folder = join(dataDir, 'pglite');

      const second = launch(SERVER_MAIN, []);
      expect((await second.exited).code, second.output()).toBe(1);
      expect(second.output()).toContain(`The database folder ${folder} is in use by process ${first.child.pid}`);

      const flags = launch(fileURLToPath(new URL('../cli/flags.ts', import.meta.url)), ['list']);
      expect((await flags.exited).code, flags.output()).toBe(1);
      expect(flags.output()).toContain(`The database folder ${folder} is in use by process ${first.child.pid}`);

      // Killed outright: no chance to remove its lock file.
      first.child.kill('SIGKILL');
      await first.exited;
      const next = await startServer();
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    },
  );
});
