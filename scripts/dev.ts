// npm run dev: the API and the Vite dev server (hot reload) on one port; the server restarts when its code changes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(
  process.execPath,
  [
    '--watch-path=apps/server/src',
    '--watch-path=packages/contracts/src',
    '--watch-path=packages/domain/src',
    '--watch-preserve-output',
    'apps/server/src/main.ts',
    '--dev',
  ],
  { cwd: root, stdio: 'inherit', env: { APP_ENV: 'development', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
