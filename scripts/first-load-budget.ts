// npm test -- budget: the JavaScript a first visit downloads on home, menu and product (decision
// 020: at most 120 KB compressed in at most 10 files), summed from the build manifest. Bytes, not
// time: it fails when a change makes the first load heavier than the budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ensureWebBuilt } from './build-web.ts';

export const BUDGET_BYTES = 120 * 1024;
export const BUDGET_FILES = 10;

/** The page modules of the routes the budget covers (both languages load the same JavaScript). */
const PAGES: Record<string, string> = {
  home: 'src/features/home/routes/HomePage.tsx',
  menu: 'src/features/catalog/routes/MenuPage.tsx',
  product: 'src/features/catalog/routes/ProductPage.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/**
 * Brotli size: what the server sends a browser that accepts it (every browser over HTTPS). Files
 * too small to have a pre-compressed copy are compressed here. On plain HTTP (Lighthouse on this
 * machine) Chromium asks for gzip, about 12% more: the report prints it beside the budget.
 */
function compressedSize(file: string, encoding: 'br' | 'gz'): number {
  const path = join(dist, file);
  if (existsSync(`${path}.${encoding}`)) return statSync(`${path}.${encoding}`).size;
  const data = readFileSync(path);
  return encoding === 'br' ? brotliCompressSync(data).length : gzipSync(data, { level: 9 }).length;
}

export function firstLoads(manifest: Record<string, ManifestChunk>) {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
  };
  return Object.entries(PAGES).map(([route, page]) => {
    const keys = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, keys);
    if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
    closure(page, keys);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const sum = (encoding: 'br' | 'gz') => files.reduce((total, f) => total + compressedSize(f, encoding), 0);
    return { route, files: files.length, bytes: sum('br'), gzipBytes: sum('gz') };
  });
}

if (import.meta.main) {
  ensureWebBuilt();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  let failed = false;
  for (const { route, files, bytes, gzipBytes } of firstLoads(manifest)) {
    const over = bytes > BUDGET_BYTES || files > BUDGET_FILES;
    failed ||= over;
    console.log(
      `${over ? '✖' : '✔'} ${route}: ${(bytes / 1024).toFixed(1)} KB of brotli JavaScript in ${files} files ` +
        `(budget ${BUDGET_BYTES / 1024} KB in ${BUDGET_FILES}; gzip ${(gzipBytes / 1024).toFixed(1)} KB)`,
    );
  }
  if (failed) process.exit(1);
}
