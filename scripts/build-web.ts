// Builds the web app when its sources changed (npm start, the first-load budget check).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (name === 'node_modules' ? [] : files(join(path, name))));
}

function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((s) => files(join(root, s))).sort()) {
    const st = statSync(file);
    hash.update(`${relative(root, file)}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Builds the web app (browser and server bundles) unless the last build is of the same sources. */
export function ensureWebBuilt(): void {
  const stamp = sourceStamp();
  const built =
    existsSync(join(dist, 'index.html')) &&
    existsSync(join(root, 'apps/web/dist-server/entry-server.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (built) return;
  console.log('Building the web app…');
  // The browser's bundle, then the server render's (apps/web/dist-server, decision 019).
  for (const ssr of [[], ['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server']]) {
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...ssr],
      { cwd: join(root, 'apps/web'), stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, stamp);
}
