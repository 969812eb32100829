import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnChild } from '../../test/child-server.ts';
import { openPglite } from '../db/client.ts';
import { clients } from '../modules/auth/tables.ts';
import { staffMembers } from '../modules/staff/tables.ts';

/**
 * Decision 014, as an operator meets it: production never loads the demo data (its accounts have
 * the README's passwords) and never starts on a test double; the first admin comes from
 * `npm run staff`.
 */
const work = mkdtempSync(join(tmpdir(), 'fp-production-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function script(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

async function run(file: string, args: string[], env: Record<string, string>) {
  const child = spawnChild(script(file), args, { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env });
  const { code } = await child.exited;
  return { code, output: child.output() };
}

const production = (dataDir: string) => ({
  APP_ENV: 'production',
  PUBLIC_URL: 'https://fieldandplate.example',
  DATA_DIR: dataDir,
});

describe('production', () => {
  it('refuses to load the demo data, even when asked, and touches nothing', { timeout: 180_000 }, async () => {
    const dataDir = join(work, 'asked-for-demo');
    for (const [file, args] of [
      ['./db.ts', ['seed']],
      ['../main.ts', []],
    ] as const) {
      const { code, output } = await run(file, [...args], { ...production(dataDir), SEED_DEMO: 'true' });
      expect(code, output).toBe(1);
      expect(output).toContain('SEED_DEMO=true: production never loads the demo data');
      expect(output).toContain('npm run staff -- create-admin EMAIL NAME');
      expect(output).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it(
    'refuses to start on the test gateway and the development mailbox, naming what to set',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(work, 'doubles');
      const { code, output } = await run('../main.ts', [], production(dataDir));
      expect(code, output).toBe(1);
      expect(output).toContain('Production refuses to start on test doubles');
      expect(output).toContain('PAYMENT_GATEWAY: the built-in test gateway moves no money');
      expect(output).toContain('SMTP_URL: is missing');
      expect(output).toContain('COURIER_WEBHOOK_SECRET: is missing');
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  // Issue 25: `orders run-due` billed 13 jobs on the test gateway and dropped their e-mails.
  it.each([
    ['npm run worker', '../worker.ts', []],
    ['npm run orders -- run-due', './orders.ts', ['run-due']],
    ['npm run orders -- generate', './orders.ts', ['generate']],
  ] as const)(
    '%s refuses the test doubles too, naming what to set, before opening the database',
    { timeout: 120_000 },
    async (_name, file, args) => {
      const dataDir = join(work, `doubles-${file.replace(/\W/g, '')}-${args.join('')}`);
      const { code, output } = await run(file, [...args], production(dataDir));
      expect(code, output).toBe(1);
      expect(output).toContain('Production refuses to start on test doubles');
      expect(output).toContain('PAYMENT_GATEWAY: the built-in test gateway moves no money');
      expect(output).toContain('SMTP_URL: is missing');
      expect(output).not.toMatch(/\n\s+at /);
      // No database opened: nothing billed, nothing queued for the mailbox.
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('leaves no entry point that builds the services or runs jobs without the refusal', () => {
    const entryPoints = [
      ...readdirSync(script('.'))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => script(`./${f}`)),
      script('../main.ts'),
      script('../worker.ts'),
    ];
    const unguarded = entryPoints.filter((path) => {
      const source = readFileSync(path, 'utf8');
      const usesDoubles = /\b(createServices|buildApp|startJobs|createJobRunner)\(/.test(source);
      return usesDoubles && !/\brefuseTestDoublesInProduction\(config\)/.test(source);
    });
    expect(entryPoints.length).toBeGreaterThanOrEqual(6);
    expect(unguarded).toEqual([]);
  });

  it('seeds only the reference data, and `npm run staff` creates the first admin', { timeout: 400_000 }, async () => {
    const dataDir = join(work, 'fresh');
    const seeded = await run('./db.ts', ['seed'], production(dataDir));
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain('seeded (reference data, no demo data)');

    const published = await run('./staff.ts', ['create-admin', 'owner@fieldandplate.example', 'Dominique', 'Roy'], {
      ...production(dataDir),
      STAFF_PASSWORD: 'staff-kitchen-2026',
    });
    expect(published.code, published.output).toBe(2);
    expect(published.output).toContain('This password is published in the README');

    const staff = await run('./staff.ts', ['create-admin', 'owner@fieldandplate.example', 'Dominique', 'Roy'], {
      ...production(dataDir),
      STAFF_PASSWORD: 'a-long-and-private-passphrase',
    });
    expect(staff.code, staff.output).toBe(0);
    expect(staff.output).toContain('admin owner@fieldandplate.example created');

    const handle = await openPglite(join(dataDir, 'pglite'));
    try {
      const members = await handle.db.select({ email: staffMembers.email, role: staffMembers.role }).from(staffMembers);
      expect(members).toEqual([{ email: 'owner@fieldandplate.example', role: 'admin' }]);
      expect(await handle.db.select({ id: clients.id }).from(clients)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
