// Type-checks every workspace with its own settings (browser code and Node code differ), as many
// at once as there are cores: each `tsc` is single-threaded.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'apps/web',
  'apps/server',
  'e2e',
  'packages/contracts',
  'packages/domain',
  'packages/i18n',
  'apps/web/tsconfig.node.json',
  'scripts',
  'bench',
];

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', project], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      // Printed whole once done, so two projects' errors never interleave.
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`type errors in ${project}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
