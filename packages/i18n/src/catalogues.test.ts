import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalog.ts';
import { ROUTE_NAMES } from './routes.ts';

const dir = new URL('./locales/', import.meta.url);
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${locale}/${file}`, dir), 'utf8')) as Record<string, unknown>;

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'object' && v !== null) for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

const files = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'));

describe('message catalogues', () => {
  it('have the same files in English and French, one per declared namespace', () => {
    expect(
      readdirSync(new URL('fr/', dir))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(files)('%s: English and French have exactly the same keys, none empty', (file) => {
    const en = leaves(read('en', file));
    const fr = leaves(read('fr', file));
    expect(
      [...fr.keys()].filter((k) => !en.has(k)),
      'only in French',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((k) => !fr.has(k)),
      'only in English',
    ).toEqual([]);
    for (const [key, value] of [...en, ...fr]) {
      expect(typeof value === 'string' && value.trim().length > 0, `${file} ${key} is empty`).toBe(true);
    }
  });

  it.each(files)('%s: French keeps the placeholders of English', (file) => {
    const en = leaves(read('en', file));
    const fr = leaves(read('fr', file));
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of en) expect(vars(fr.get(key)), `${file} ${key}`).toEqual(vars(value));
  });

  it('gives every page a title', () => {
    const titles = read('en', 'common.json').titles as Record<string, string>;
    for (const name of ROUTE_NAMES) expect(titles[name], name).toBeTruthy();
  });
});
