import { describe, expect, it } from 'vitest';
import * as contracts from '@fp/contracts';
import { endpointKey } from './query-keys.ts';

/** Every source file of the web app, by its path from src/, tests left out. */
const SOURCES = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => [file.replace(/^\.\.\//, ''), text] as const);

const isEndpoint = (value: unknown): value is contracts.Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

describe('query keys (decision 021)', () => {
  it('give every endpoint of the contracts its own root', () => {
    const endpoints = Object.values(contracts as Record<string, unknown>).filter(isEndpoint);
    expect(endpoints.length).toBeGreaterThan(50);
    const roots = endpoints.map((e) => endpointKey(e)[0]);
    expect(new Set(roots).size).toBe(new Set(endpoints).size);
  });

  it('come from one file per endpoint: each endpoint is called from a single api/ file', () => {
    const callers = new Map<string, string[]>();
    for (const [relative, text] of SOURCES) {
      for (const match of text.matchAll(/\bcall\(\s*([A-Za-z]\w*)/g)) {
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
