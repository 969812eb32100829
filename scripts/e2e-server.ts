// The application as end-to-end tests see it: built web app, a fresh embedded database with the
// demo data in a temporary folder, removed on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalOidc } from './local-oidc.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'fp-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.APP_ENV ??= 'test';
process.env.HOST ??= '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
// The whole suite comes from one address, and per-address limits (ten new accounts in ten minutes)
// are real: a spec that needs its own households says it comes from another network through
// X-Forwarded-For, believed only from this machine.
process.env.TRUST_PROXY ??= '127.0.0.1';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 4199}`;
// The local provider that stands in for Google (fixed port: the specs tell it who signs in next).
const oidc = await startLocalOidc(Number(process.env.E2E_OIDC_PORT ?? 4455));
Object.assign(process.env, oidc?.env ?? {});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

await import('./start.ts');
