import { describe, expect, it } from 'vitest';
import { DISH_FAMILIES, MARKET_CATEGORIES } from '../seed/types.ts';
import { ILLUSTRATION_SUBJECTS, illustrationSvg } from './index.ts';
import { createRng } from './rng.ts';

describe('illustrations', () => {
  it('covers every dish family, every market category and the scenes', () => {
    for (const f of DISH_FAMILIES) expect(ILLUSTRATION_SUBJECTS).toContain(f);
    for (const m of MARKET_CATEGORIES) expect(ILLUSTRATION_SUBJECTS).toContain(`market_${m}`);
    for (const s of [
      'grocery',
      'hero_table',
      'cooler_bag',
      'delivery',
      'gift_card',
      'zero_waste_kit',
      'community',
      'farm',
      'kitchen',
    ]) {
      expect(ILLUSTRATION_SUBJECTS).toContain(s);
    }
  });

  it.each(ILLUSTRATION_SUBJECTS)('%s is a small, standalone, deterministic SVG', (subject) => {
    const svg = illustrationSvg(subject, 'test-key');
    expect(svg).toBe(illustrationSvg(subject, 'test-key'));
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"'),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    // no text, no raster images, no external references, no filters (slow in librsvg)
    expect(svg).not.toMatch(/<text|<image|<foreignObject|href=|@import|@font-face|<filter/);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|url\((?!#)/);
    // every url(#id) points at a definition in the same document, and ids are unique
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(m[1]);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg.length).toBeLessThan(subject === 'hero_table' ? 80_000 : 40_000);
  });

  it('varies the picture with the seed', () => {
    for (const subject of ILLUSTRATION_SUBJECTS) {
      expect(illustrationSvg(subject, 'a'), subject).not.toBe(illustrationSvg(subject, 'b'));
    }
  });

  it('changes the aspect by cropping or extending, never by distorting', () => {
    for (const [width, height] of [
      [1600, 700],
      [800, 800],
      [450, 600],
      [1200, 400],
    ] as const) {
      const svg = illustrationSvg('pasta', 'k', { width, height });
      const vb = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [];
      expect(vb).toHaveLength(4);
      const [, , w = 0, h = 0] = vb;
      expect(w / h).toBeCloseTo(width / height, 2);
      // the central 640×480 of the design frame stays visible
      expect(Math.min(w, h * (4 / 3))).toBeGreaterThanOrEqual(640 - 0.01);
      expect(svg).toContain(`width="${width}" height="${height}"`);
    }
    expect(illustrationSvg('farm', 'k', { width: 400 })).toContain('width="400" height="300"');
  });

  it('keeps the subject the same at every aspect ratio', () => {
    // the plate colour (first gradient stop of the plate) does not depend on the view
    const stops = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(stops(illustrationSvg('soup', 's', { width: 1600, height: 700 }))).toEqual(
      stops(illustrationSvg('soup', 's', { width: 800, height: 800 })),
    );
  });

  it('uses a well-mixed generator even for seeds that differ by one character', () => {
    let sum = 0;
    for (let i = 0; i < 500; i++) sum += Math.abs(createRng(`k${i}a`).next() - createRng(`k${i}b`).next());
    expect(sum / 500).toBeGreaterThan(0.28);
  });
});
