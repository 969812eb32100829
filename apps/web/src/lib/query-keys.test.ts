import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '@fp/contracts';
import { endpointKey } from './query-keys.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const isEndpoint = (value: unknown): value is contracts.Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

describe('query keys (decision 021)', () => {
  it('give every endpoint of the contracts its own root', () => {
    const endpoints = Object.values(contracts).filter(isEndpoint);
    expect(endpoints.length).toBeGreaterThan(50);
    const roots = endpoints.map((e) => endpointKey(e)[0]);
    expect(new Set(roots).size).toBe(new Set(endpoints).size);
  });

  it('come from one file per endpoint: each endpoint is called from a single api/ file', () => {
    const callers = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(SRC, file);
      for (const match of readFileSync(file, 'utf8').matchAll(/\bcall\(\s*([A-Za-z]\w*)/g)) {
        const name = match[1]!;
        callers.set(name, [...new Set([...(callers.get(name) ?? []), relative])]);
      }
    }
    expect(callers.size).toBeGreaterThan(50);
    for (const [name, files] of callers) {
      expect({ name, files }).toEqual({ name, files: [expect.stringMatching(/(^|\/)api\/[\w-]+\.ts$/)] });
    }
  });
});
