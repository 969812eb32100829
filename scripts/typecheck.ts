// Type-checks every workspace with its own settings (browser code and Node code differ).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'packages/contracts',
  'packages/domain',
  'packages/i18n',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.node.json',
  'e2e',
  'scripts',
  'bench',
];
let failed = false;
for (const p of projects) {
  const r = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', p], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`type errors in ${p}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
