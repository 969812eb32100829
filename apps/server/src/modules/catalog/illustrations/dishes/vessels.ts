// Dishes that hold food, seen from above: skillet, baking dish, paella pan, pie plate, ramekin.
import { softShadow } from '../parts.ts';
import { type Ctx, circle, circleD, clip, darken, g, lighten, lin, path, rect, rectD, shade } from '../svg.ts';

type Fill = (x: number, y: number, r: number) => string;

/** Cast-iron skillet with its handle; `food` fills the clipped inside (centre, radius). */
export function skillet(c: Ctx, x: number, y: number, r: number, deg: number, food: Fill): string {
  const hx = x + Math.cos((deg * Math.PI) / 180) * r;
  const hy = y + Math.sin((deg * Math.PI) / 180) * r;
  let s = softShadow(c, x + 8, y + 12, r, r, 14, 0.3);
  s += path(rectD(-10, -18, r * 0.85, 36, 16), shade(c, '#2E2E2E', 0.15, 0.1), {
    transform: 'translate(' + hx + ' ' + hy + ') rotate(' + deg + ')',
  });
  s += circle(x, y, r, shade(c, '#3A3A3A', 0.18, 0.12));
  s += circle(x, y, r * 0.9, '#1E1E1E');
  s += g({ 'clip-path': clip(c, circleD(x, y, r * 0.88)) }, food(x, y, r * 0.88));
  s += circle(x, y, r * 0.95, 'none', { stroke: '#5A5A5A', 'stroke-width': 3, opacity: 0.6 });
  return s;
}

/** Rectangular baking dish with handles; `food` fills the inside (x, y, w, h of the inside). */
export function bakingDish(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  food: (x0: number, y0: number, w0: number, h0: number) => string,
): string {
  let s = softShadow(c, x + 8, y + 12, w / 2, h / 2, 14, 0.3);
  s += path(rectD(x - w / 2 - 34, y - 30, w + 68, 60, 26), shade(c, darken(colour, 0.08), 0.2, 0.2));
  s += path(rectD(x - w / 2, y - h / 2, w, h, 30), shade(c, colour, 0.18, 0.12));
  const ix = x - w / 2 + 18;
  const iy = y - h / 2 + 18;
  const iw = w - 36;
  const ih = h - 36;
  s += path(rectD(ix - 4, iy - 4, iw + 8, ih + 8, 18), darken(colour, 0.25));
  s += g({ 'clip-path': clip(c, rectD(ix, iy, iw, ih, 16)) }, food(ix, iy, iw, ih));
  s += rect(x - w / 2 + 6, y - h / 2 + 6, w - 12, h - 12, 26, 'none', {
    stroke: lighten(colour, 0.3),
    'stroke-width': 3,
    opacity: 0.6,
  });
  return s;
}

/** Wide, shallow steel pan with two loop handles (paella). */
export function pan(c: Ctx, x: number, y: number, r: number, food: Fill): string {
  let s = softShadow(c, x + 8, y + 12, r, r, 14, 0.3);
  for (const side of [-1, 1])
    s += circle(x + side * (r + 18), y, 26, 'none', { stroke: '#3A3A3A', 'stroke-width': 10 });
  s += circle(x, y, r, lin(c, '#6A6A66', '#2E2E2E', 0, 0, 1, 1));
  s += circle(x, y, r * 0.93, '#2A2A2A');
  s += g({ 'clip-path': clip(c, circleD(x, y, r * 0.92)) }, food(x, y, r * 0.92));
  return s;
}

/** Round pie plate rim showing around a pie. */
export function piePlate(c: Ctx, x: number, y: number, r: number, colour = '#F1ECE2'): string {
  return softShadow(c, x + 6, y + 10, r, r, 12, 0.28) + circle(x, y, r, shade(c, colour, 0.15, 0.1));
}

/** A fluted white ramekin seen from above; `food` fills its top (centre, radius). */
export function ramekin(c: Ctx, x: number, y: number, r: number, food: Fill): string {
  let s = softShadow(c, x + 6, y + 10, r, r, 12, 0.3);
  let flutes = '';
  for (let i = 0; i < 28; i++) {
    const a = (i * 2 * Math.PI) / 28;
    flutes += circleD(x + Math.cos(a) * r * 0.97, y + Math.sin(a) * r * 0.97, r * 0.07);
  }
  s += path(flutes, '#F4F1EA');
  s += circle(x, y, r, shade(c, '#FFFFFF', 0.1, 0.1));
  s += circle(x, y, r * 0.86, '#EFEBE2');
  s += g({ 'clip-path': clip(c, circleD(x, y, r * 0.82)) }, food(x, y, r * 0.82));
  return s;
}
