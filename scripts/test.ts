// npm test: lint, format, typecheck, unit, API (PGlite, then PostgreSQL when one answers), end-to-end tests
// and the first-load JavaScript budget.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function run(title: string, command: string, args: string[], env: Record<string, string | undefined> = {}, cwd = root) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function answers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: u.hostname, port: Number(u.port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const only = process.argv[2];
const steps = new Set(only ? [only] : ['lint', 'typecheck', 'unit', 'api', 'e2e']);

if (steps.has('lint')) {
  run('lint', bin('eslint'), ['.', '--max-warnings=0']);
  run('import cycles', process.execPath, ['tools/check-cycles.ts']);
  run('server layers', process.execPath, ['tools/check-layers.ts']);
  run('format', bin('prettier'), ['--check', '--log-level=warn', '.']);
}
if (steps.has('typecheck')) run('typecheck', process.execPath, ['scripts/typecheck.ts']);
if (steps.has('unit')) run('unit tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'web']);
/** Runs commands side by side; each one's output is printed whole when it ends, so they don't interleave. */
interface Job {
  title: string;
  args: string[];
  env: Record<string, string | undefined>;
}

async function runTogether(jobs: Job[]) {
  console.log(`\n▶ ${jobs.map((j) => j.title).join(' + ')}`);
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<{ title: string; code: number; output: string; seconds: number }>((resolve) => {
          const started = Date.now();
          const child = spawn(bin('vitest'), job.args, {
            cwd: root,
            env: { ...process.env, ...job.env, FORCE_COLOR: '1' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (d: Buffer) => (output += d.toString()));
          child.stderr.on('data', (d: Buffer) => (output += d.toString()));
          child.on('close', (code) =>
            resolve({ title: job.title, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n── ${r.title}\n${r.output}`);
    console.log(r.code === 0 ? `✔ ${r.title} (${r.seconds.toFixed(1)} s)` : `✖ ${r.title} failed`);
  }
  if (results.some((r) => r.code !== 0)) process.exit(1);
}

if (steps.has('api')) {
  // The PostgreSQL pass spends much of its time waiting on the server: it runs beside the PGlite pass.
  const jobs: Job[] = [
    { title: 'API tests on PGlite', args: ['run', '--project', 'api'], env: { TEST_DATABASE_URL: undefined } },
  ];
  const pg = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  // These test the embedded database's own folder (its lock, a production first run on it): they never
  // touch TEST_DATABASE_URL, so the PostgreSQL pass would only run them a second time.
  const embeddedOnly = ['apps/server/src/db/data-dir-lock.api.test.ts', 'apps/server/src/cli/production.api.test.ts'];
  if (await answers(pg))
    jobs.push({
      title: 'API tests on PostgreSQL',
      args: ['run', '--project', 'api', ...embeddedOnly.flatMap((file) => ['--exclude', file])],
      env: { TEST_DATABASE_URL: pg },
    });
  else console.log(`\n(no PostgreSQL answers at ${new URL(pg).host}: the PostgreSQL run is skipped)`);
  await runTogether(jobs);
}
if (steps.has('e2e')) run('end-to-end tests', bin('playwright'), ['test'], {}, `${root}e2e`);
// After the end-to-end tests, whose server built the web app: bytes of the first load, not time.
if (steps.has('e2e') || only === 'budget') {
  run('first-load JavaScript budget', process.execPath, ['scripts/first-load-budget.ts']);
}
console.log('\nAll checks passed.');
