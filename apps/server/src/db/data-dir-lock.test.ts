import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const work = mkdtempSync(join(tmpdir(), 'fp-lock-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('holds the pid while open and lets go on release', () => {
    const folder = join(work, 'one');
    const release = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataDir(folder)();
  });

  it('refuses a folder held by a live process, naming the folder and the process', () => {
    const folder = join(work, 'held');
    // PID 1 is always alive (and not ours).
    writeFileSync(`${folder}.lock`, '1\n');
    expect(() => lockDataDir(folder)).toThrow(`The database folder ${folder} is in use by process 1`);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe('1\n');
  });

  it('takes over the lock of a process that died without letting go', () => {
    const folder = join(work, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${folder}.lock`, `${dead}\n`);
    const release = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
