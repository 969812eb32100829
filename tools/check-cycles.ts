// Fails when source files import each other in a cycle (DESIGN.md §3 forbids import cycles).
// Follows relative imports and the @fp/* workspace packages; type-only imports count too,
// because a cycle of types still ties the modules together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/i18n/src',
];
const PACKAGES: Record<string, string> = {
  '@fp/contracts': 'packages/contracts/src/index.ts',
  '@fp/contracts/schemas': 'packages/contracts/src/index.ts',
  '@fp/domain': 'packages/domain/src/index.ts',
  '@fp/i18n': 'packages/i18n/src/index.ts',
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (spec in PACKAGES) return join(root, PACKAGES[spec]!);
  const sub = /^@fp\/(contracts|domain|i18n)\/(.+)$/.exec(spec);
  if (sub) return join(root, `packages/${sub[1]}/src/${sub[2]}.ts`);
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = SOURCE_DIRS.flatMap((d) => walk(join(root, d)));
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const deps = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    // Dynamic imports load lazily and cannot deadlock module evaluation; only static ones count.
    if (m[2]) continue;
    const target = resolveImport(file, m[1]!);
    if (target) deps.add(target);
  }
  graph.set(file, [...deps]);
}

// Tarjan's strongly connected components.
let index = 0;
const indices = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(v: string) {
  indices.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!indices.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
  }
  if (low.get(v) === indices.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!indices.has(v)) visit(v);

if (cycles.length) {
  console.error('Import cycles:');
  for (const c of cycles) console.error(`  ${c.map((f) => relative(root, f)).join(' ↔ ')}`);
  process.exit(1);
}
console.log(`no import cycles (${files.length} files)`);
