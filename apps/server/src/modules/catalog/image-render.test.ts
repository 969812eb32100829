import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from './image-render.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3a6b35"/></svg>';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('image rendering', () => {
  it('renders the same picture asked for many times at once, once, and caches it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fp-images-'));
    const cacheDir = dir;
    const results = await Promise.all(Array.from({ length: 6 }, () => renderImage(SVG, { w: 64 }, 'webp', cacheDir)));
    for (const r of results) {
      expect(r.contentType).toBe('image/webp');
      expect(r.body.equals(results[0]!.body)).toBe(true);
    }
    const [bucket] = readdirSync(cacheDir);
    // One cached file, and no temporary file left behind.
    expect(readdirSync(join(cacheDir, bucket!))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.webp$/)]);
    const again = await renderImage(SVG, { w: 64 }, 'webp', cacheDir);
    expect(again.body.equals(results[0]!.body)).toBe(true);
  });
});
