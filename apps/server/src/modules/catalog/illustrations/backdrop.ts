// Shared background for dishes, market items and still-life scenes.
import { herbs } from './parts.ts';
import { BRAND, type Ctx, blobD, derive, mix, path, rect, withRng } from './svg.ts';

const TINTS = [
  mix(BRAND.sage, BRAND.cream, 0.55),
  mix(BRAND.salmon, BRAND.cream, 0.72),
  '#EFE5D3',
  mix(BRAND.sage, BRAND.cream, 0.35),
] as const;

/** Cream surface with a soft organic colour spot and a few herbs scattered around the edges. */
export function backdrop(c: Ctx, herbsAround = true): string {
  const v = c.view;
  // own stream: the number of scattered herbs depends on the view size
  const r = derive(c, 'backdrop');
  let s = rect(v.x - 1, v.y - 1, v.w + 2, v.h + 2, 0, BRAND.cream);
  s += path(blobD(r, 400 + r.jit(30), 300 + r.jit(15), 300, 265, 0.08, 9), r.pick(TINTS));
  if (!herbsAround) return s;
  let extra = '';
  const count = Math.round((v.w * v.h) / 96000);
  for (let i = 0; i < count; i++) {
    const x = v.x + r.range(0.04, 0.96) * v.w;
    const y = v.y + r.range(0.05, 0.95) * v.h;
    if (Math.hypot((x - 400) / 330, (y - 300) / 260) < 1) continue;
    extra += withRng(c, 'herb' + i, () => herbs(c, x, y, 8, '#5E9B4A', 2));
  }
  return s + extra;
}

/** The table edge for front views: a faint band from y = 460 down. */
export function tableLine(c: Ctx, ground = 470): string {
  const v = c.view;
  return (
    rect(v.x - 2, ground - 10, v.w + 4, v.y + v.h - ground + 12, 0, '#000', { opacity: 0.035 }) +
    rect(v.x - 2, ground - 10, v.w + 4, 2, 0, '#fff', { opacity: 0.5 })
  );
}
