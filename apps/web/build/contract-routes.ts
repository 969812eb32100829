import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0fp-contracts-slim';
const contractsDir = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// Runs in a fresh Node process so an edited contract is always read anew.
const DUMP = `
const c = await import('@fp/contracts');
const out = {};
for (const [name, value] of Object.entries(c)) {
  if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'input' in value) {
    out[name] = { kind: 'endpoint', value: { method: value.method, path: value.path } };
  } else if (value && typeof value === 'object' && '_zod' in value) {
    out[name] = { kind: 'schema' };
  } else if (typeof value !== 'function') {
    out[name] = { kind: 'value', value };
  }
}
process.stdout.write(JSON.stringify(out));
`;

function slimModule(): string {
  const json = execFileSync(process.execPath, ['--input-type=module', '-e', DUMP], { cwd: repoRoot, encoding: 'utf8' });
  const exports = JSON.parse(json) as Record<string, { kind: 'endpoint' | 'schema' | 'value'; value?: unknown }>;
  const lines = [
    `const schemaOnServer = (name) => new Proxy({}, { get() { throw new Error(name + ' is a zod schema: import it from @fp/contracts/schemas'); } });`,
  ];
  for (const [name, e] of Object.entries(exports)) {
    lines.push(
      e.kind === 'schema'
        ? // Pure: a schema name no browser code uses leaves the bundle (the call is not kept for its effects).
          `export const ${name} = /* @__PURE__ */ schemaOnServer(${JSON.stringify(name)});`
        : `export const ${name} = ${JSON.stringify(e.value)};`,
    );
  }
  return lines.join('\n');
}

/**
 * In the browser `@fp/contracts` is only the endpoints' methods and paths (and plain constants):
 * the zod schemas stay on the server, keeping them out of the first-load JavaScript. Types
 * still come from the real contracts. Code that needs a schema (a form) imports
 * `@fp/contracts/schemas`, which is the full module.
 */
export function contractRoutes(): Plugin {
  return {
    name: 'field-and-plate:contract-routes',
    enforce: 'pre',
    resolveId(source) {
      return source === '@fp/contracts' ? VIRTUAL_ID : undefined;
    },
    load(id) {
      return id === VIRTUAL_ID ? slimModule() : undefined;
    },
    configureServer(server) {
      server.watcher.add(contractsDir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(contractsDir)) return;
        const mod = server.moduleGraph.getModuleById(VIRTUAL_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
