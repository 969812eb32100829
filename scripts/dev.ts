// npm run dev: the API and the Vite dev server (hot reload) on one port; the server restarts when its code changes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startLocalOidc } from './local-oidc.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// "Continue with Google" signs in through a local provider (port DEV_OIDC_PORT, default 4456).
const oidc = await startLocalOidc(Number(process.env.DEV_OIDC_PORT ?? 4456));
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
  { cwd: root, stdio: 'inherit', env: { APP_ENV: 'development', ...oidc?.env, ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => void (oidc?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? 0)));
