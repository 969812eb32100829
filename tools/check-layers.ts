// Reports the server's imports that run up, and fails above the budget or when one has no reason
// (decision 047). The server stands in layers, from the ground up: the packages; the
// infrastructure (db/, http/, jobs/ and the settings files beside them); the modules, each above
// the modules it uses; the composition root (app.ts, services.ts, app-jobs.ts, seed/, cli/, the
// process entries). An import runs up when it goes from a lower layer to a higher one, or from a
// module to one that (through others) uses it back: where modules tie each other in a circle,
// the fewest imports that break it are counted. Each such import carries its reason in a comment
// on the line above it. Type-only imports count too: they tie the code together all the same.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET = 15;
const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server/src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|-test-helpers\.ts$/.test(name) ? [path] : [];
  });
}

/** The room a file stands in: a module by its folder, the infrastructure, or the composition root. */
function roomOf(file: string): { layer: 1 | 2 | 3; room: string } {
  const f = relative(server, file).split('\\').join('/');
  const module = /^modules\/([^/]+)\//.exec(f);
  if (module) return { layer: 2, room: `modules/${module[1]}` };
  if (/^(db|http|jobs)\//.test(f) || /^(config|[a-z-]+-config|shutdown|dev-clock|test-doubles)\.ts$/.test(f)) {
    return { layer: 1, room: f.split('/')[0]! };
  }
  return { layer: 3, room: f.includes('/') ? f.split('/')[0]! : f };
}

const IMPORT = /^(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

interface Edge {
  from: string;
  to: string;
  line: number;
  reason: string | undefined;
}

const edges: Edge[] = [];
for (const file of walk(server)) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  for (const m of text.matchAll(IMPORT)) {
    const base = resolve(dirname(file), m[1]!);
    const target = [base, `${base}.ts`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
    if (!target || !target.startsWith(server)) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const above = lines[line - 2] ?? '';
    const reason = /^\s*\/\/\s*Runs up: (.+)$/.exec(above)?.[1];
    edges.push({ from: file, to: target, line, reason });
  }
}

// The modules' order: each module above those it uses. Where modules tie each other in a circle,
// the order that leaves the fewest imports running up within it (tried whole: circles are small).
const modules = [...new Set(edges.flatMap((e) => [roomOf(e.from), roomOf(e.to)]).filter((r) => r.layer === 2))].map(
  (r) => r.room,
);
const uses = new Map<string, Map<string, number>>(modules.map((m) => [m, new Map()]));
for (const e of edges) {
  const a = roomOf(e.from);
  const b = roomOf(e.to);
  if (a.layer === 2 && b.layer === 2 && a.room !== b.room) {
    uses.get(a.room)!.set(b.room, (uses.get(a.room)!.get(b.room) ?? 0) + 1);
  }
}

function circles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of uses.get(v)!.keys()) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const part: string[] = [];
      let w: string;
      do part.push((w = stack.pop()!));
      while (w !== v);
      if (part.length > 1) out.push(part);
    }
  };
  for (const m of modules) if (!indices.has(m)) visit(m);
  return out;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Module pairs (user → used) whose imports run up: the used one stands higher in its circle. */
const upwards = new Set<string>();
for (const circle of circles()) {
  // The order from the ground up; an import from a lower module to a higher one runs up.
  const orders = circle.length <= 7 ? permutations(circle) : [circle];
  let best: string[] = circle;
  let fewest = Infinity;
  for (const order of orders) {
    let up = 0;
    for (const [i, a] of order.entries()) {
      for (const b of order.slice(i + 1)) up += uses.get(a)!.get(b) ?? 0;
    }
    if (up < fewest) [fewest, best] = [up, order];
  }
  for (const [i, a] of best.entries())
    for (const b of best.slice(i + 1)) if (uses.get(a)!.has(b)) upwards.add(`${a}>${b}`);
}

const up = edges.filter((e) => {
  const a = roomOf(e.from);
  const b = roomOf(e.to);
  if (a.layer < b.layer) return true;
  return a.layer === 2 && b.layer === 2 && upwards.has(`${a.room}>${b.room}`);
});

const show = (e: Edge) =>
  `  ${relative(root, e.from)}:${e.line} → ${relative(root, e.to)}${e.reason ? ` (${e.reason})` : ''}`;
console.log(`${up.length} server import(s) run up (budget ${BUDGET})${up.length ? ':' : ''}`);
for (const e of up) console.log(show(e));
const unexplained = up.filter((e) => !e.reason);
if (unexplained.length > 0) {
  console.error('Each import that runs up says why on the line above it ("// Runs up: …"); these do not:');
  for (const e of unexplained) console.error(show(e));
}
if (up.length > BUDGET) console.error(`More imports run up than the budget of ${BUDGET}: move the code to its room.`);
if (unexplained.length > 0 || up.length > BUDGET) process.exit(1);
