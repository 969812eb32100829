// Shapes most foods are drawn with: one piece about `size` across, centred on x,y, turned by deg.
import { chunk, cube, drizzle, lemonWedge, specks } from '../parts.ts';
import {
  type Ctx,
  at,
  blobD,
  circle,
  darken,
  diceD,
  dotsD,
  ellipse,
  ellipseD,
  inDisc,
  lighten,
  line,
  n,
  path,
  polar,
  pt,
  rectD,
  rot,
  shade,
  vary,
} from '../svg.ts';

export type Draw = (c: Ctx, x: number, y: number, size: number, deg: number) => string;

/** A rounded cube (tofu, feta, paneer, croutons, ham). */
export const cubeOf =
  (colour: string, seared?: string): Draw =>
  (c, x, y, s, deg) =>
    cube(c, x, y, s * 0.8, deg, colour) +
    (seared
      ? path(rectD(x - s * 0.4, y - s * 0.4, s * 0.8, s * 0.8, s * 0.22), 'none', {
          stroke: seared,
          'stroke-width': s * 0.09,
          opacity: 0.75,
          transform: 'rotate(' + n(deg) + ' ' + n(x) + ' ' + n(y) + ')',
        })
      : '');

/** An irregular chunk (stew meat, potatoes, paneer). */
export const chunkOf =
  (colour: string, jitter = 0.22): Draw =>
  (c, x, y, s) =>
    chunk(c, x, y, s / 2, vary(c.rng, colour, 0.05), jitter);

/** A long rounded strip with optional grill or sear marks (chicken, beef, peppers). */
export const stripOf =
  (colour: string, marks?: string, thin = 0.3): Draw =>
  (c, x, y, s, deg) => {
    const w = s * thin;
    let out = path(rectD(-s / 2, -w / 2, s, w, w * 0.45), shade(c, vary(c.rng, colour, 0.04), 0.25, 0.2));
    if (marks)
      out += line(
        'M' +
          n(-s * 0.25) +
          ' ' +
          n(-w * 0.35) +
          'l' +
          n(s * 0.1) +
          ' ' +
          n(w * 0.7) +
          'M' +
          n(s * 0.05) +
          ' ' +
          n(-w * 0.35) +
          'l' +
          n(s * 0.1) +
          ' ' +
          n(w * 0.7),
        marks,
        Math.max(1.5, w * 0.14),
        { opacity: 0.65 },
      );
    return at(x, y, deg, 1, out);
  };

/** A flat disc, optionally with a lighter centre (pepperoni, carrot, cucumber, zucchini). */
export const coinOf =
  (colour: string, inner?: string, rim?: string): Draw =>
  (c, x, y, s) =>
    circle(x, y, s / 2, shade(c, colour, 0.22, 0.16)) +
    (rim ? circle(x, y, s * 0.5, 'none', { stroke: rim, 'stroke-width': s * 0.08 }) : '') +
    (inner ? circle(x, y, s * 0.3, inner, { opacity: 0.85 }) : '');

/** A ball with a highlight (meatballs, chickpeas, peas, berries, bocconcini). */
export const ballOf =
  (colour: string, highlight = 0.35): Draw =>
  (c, x, y, s) =>
    circle(x, y, s / 2, shade(c, vary(c.rng, colour, 0.04), 0.28, 0.22)) +
    ellipse(x - s * 0.16, y - s * 0.18, s * 0.13, s * 0.08, '#fff', { opacity: highlight });

/** A loose leaf (salad greens, spinach, basil). */
export const leafOf =
  (colour: string, long = 0.62): Draw =>
  (c, x, y, s, deg) => {
    const r = s / 2;
    const d = blobD(c.rng, x, y, r, r * long, 0.2, 9, deg);
    const a = rot([-r * 0.8, 0], deg, x, y);
    const b = rot([r * 0.75, 0], deg, x, y);
    const col = vary(c.rng, colour, 0.08);
    return (
      path(d, shade(c, col, 0.25, 0.2)) +
      line('M' + pt(a) + 'Q' + n(x) + ' ' + n(y - r * 0.1) + ' ' + pt(b), lighten(col, 0.35), r * 0.06, {
        opacity: 0.7,
      })
    );
  };

/** A few curved shreds (cabbage, carrot, cheese, sprouts, pulled meat), over a disc `size` wide. */
export const shredsOf =
  (colour: string, width: number, count = 9, outline = 0.2): Draw =>
  (c, x, y, s) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const p = inDisc(c.rng, x, y, s * 0.4);
      const a = c.rng.range(0, 180);
      const q = rot([s * 0.4, c.rng.jit(s * 0.06)], a, p[0], p[1]);
      d +=
        'M' +
        pt(p) +
        'Q' +
        n((p[0] + q[0]) / 2 + c.rng.jit(4)) +
        ' ' +
        n((p[1] + q[1]) / 2 + c.rng.jit(4)) +
        ' ' +
        pt(q);
    }
    return (outline > 0 ? line(d, darken(colour, outline), width + 1.5) : '') + line(d, colour, width);
  };

/** Small irregular crumbs (feta, goat cheese, ground meat, bacon bits). */
export const crumbleOf =
  (colour: string, count = 5, edge?: string): Draw =>
  (c, x, y, s) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const p = inDisc(c.rng, x, y, s * 0.35);
      d += blobD(
        c.rng,
        p[0],
        p[1],
        s * c.rng.range(0.12, 0.2),
        s * c.rng.range(0.1, 0.16),
        0.35,
        6,
        c.rng.range(0, 180),
      );
    }
    return path(d, shade(c, colour, 0.2, 0.15), edge ? { stroke: edge, 'stroke-width': 1 } : {});
  };

/** A soft spoonful with a highlight (sour cream, yogurt, pesto, ricotta). */
export const dollopOf =
  (colour: string, flecks?: string): Draw =>
  (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.44, 0.14, 8), shade(c, colour, 0.1, 0.12)) +
    path(blobD(c.rng, x - s * 0.08, y - s * 0.1, s * 0.22, s * 0.14, 0.2, 7), lighten(colour, 0.5), { opacity: 0.7 }) +
    (flecks ? specks(c, x, y, s * 0.32, 6, Math.max(1, s * 0.035), flecks) : '');

/** A ring (onion, jalapeño, pepper). */
export const ringOf =
  (colour: string, inner?: string, seeds?: string): Draw =>
  (_c, x, y, s, deg) => {
    const t = 'rotate(' + n(deg) + ' ' + n(x) + ' ' + n(y) + ')';
    return (
      ellipse(x, y, s / 2, s * 0.4, 'none', { stroke: colour, 'stroke-width': s * 0.12, transform: t }) +
      (inner ? ellipse(x, y, s * 0.38, s * 0.29, inner, { transform: t, opacity: 0.9 }) : '') +
      (seeds
        ? line('M' + n(x - s * 0.1) + ' ' + n(y) + 'h.1M' + n(x + s * 0.1) + ' ' + n(y) + 'h.1', seeds, s * 0.08)
        : '')
    );
  };

/** A wedge of citrus seen from above. */
export const wedgeOf =
  (lime: boolean): Draw =>
  (c, x, y, s, deg) =>
    lemonWedge(c, x, y, s / 2, deg, lime);

/** A zigzag drizzle `size` wide. */
export const drizzleOf =
  (colour: string, width = 5): Draw =>
  (c, x, y, s, deg) =>
    drizzle(c, x, y, s, s * 0.22, deg, colour, width);

/** A sprinkle of small dots over a disc `size` wide (seeds, flakes, spices). */
export const sprinkleOf =
  (colour: string, dot: number, count: number, stretch = 1): Draw =>
  (c, x, y, s) =>
    specks(c, x, y, s / 2, count, dot, colour, stretch);

/** Diced bits over a disc `size` wide (corn, mango, peppers, tomatoes). */
export const diceOf =
  (colour: string, dot: number, count: number): Draw =>
  (c, x, y, s) => {
    const d = diceD(Array.from({ length: count }, () => inDisc(c.rng, x, y, s / 2)));
    return line(d, darken(colour, 0.22), dot + 2.5) + line(d, colour, dot);
  };

/** A small heap of round bits (lentils, quinoa, beans) over a disc `size` wide. */
export const heapOf =
  (colour: string, dot: number, count: number, stretch = 1.3): Draw =>
  (c, x, y, s) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const p = inDisc(c.rng, x, y, s / 2);
      d += ellipseD(p[0], p[1], dot * stretch, dot, c.rng.range(0, 180));
    }
    return path(d, shade(c, colour, 0.25, 0.15), { stroke: darken(colour, 0.25), 'stroke-width': 0.8 });
  };

/** Small grains packed over a whole disc of radius `size` (lentils, cauliflower rice). */
export const grainsOf =
  (colour: string, dot: number, perArea = 0.02, stretch = 1.6): Draw =>
  (c, x, y, s) => {
    const d = dotsD(c.rng, x, y, s, Math.round(s * s * perArea), dot, stretch);
    return (
      circle(x, y, s, darken(colour, 0.2)) +
      line(d, darken(colour, 0.3), dot * 2.6, { transform: 'translate(1 1.5)' }) +
      line(d, colour, dot * 2)
    );
  };

/** Round things packed over a whole disc of radius `size` (chickpeas, berries), one shared shading. */
export const ballsOf =
  (colour: string, ball: number): Draw =>
  (c, x, y, s) => {
    let d = '';
    let hi = '';
    const count = Math.round((s * s * 2.4) / (ball * ball));
    for (let i = 0; i < count; i++) {
      const p = inDisc(c.rng, x, y, s);
      const r = (ball / 2) * c.rng.range(0.85, 1.1);
      d +=
        'M' +
        n(p[0] - r) +
        ' ' +
        n(p[1]) +
        'a' +
        n(r) +
        ' ' +
        n(r) +
        ' 0 1 0 ' +
        n(2 * r) +
        ' 0a' +
        n(r) +
        ' ' +
        n(r) +
        ' 0 1 0 ' +
        n(-2 * r) +
        ' 0';
      hi += 'M' + n(p[0] - r * 0.35) + ' ' + n(p[1] - r * 0.35) + 'h.1';
    }
    return (
      circle(x, y, s, darken(colour, 0.35)) +
      path(d, colour, { stroke: darken(colour, 0.3), 'stroke-width': 1.2 }) +
      line(hi, lighten(colour, 0.5), ball * 0.22, { opacity: 0.8 })
    );
  };

/** Heaps a piece drawing over a disc `size` wide: the default section of a bowl or plate. */
export function heap(draw: Draw, piece: number, count: number): Draw {
  return (c, x, y, s) => {
    let out = '';
    const pts: [number, number][] = [];
    for (let tries = 0; pts.length < count && tries < count * 20; tries++) {
      const p = inDisc(c.rng, x, y, Math.max(1, s / 2 - piece * 0.35));
      if (pts.every((q) => (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2 >= (piece * 0.55) ** 2)) pts.push([p[0], p[1]]);
    }
    pts.sort((a, b) => a[1] - b[1]);
    for (const p of pts) out += draw(c, p[0], p[1], piece * c.rng.range(0.9, 1.1), c.rng.range(0, 360));
    return out;
  };
}

/** Pieces fanned side by side along deg (sliced meat, avocado). */
export function fan(draw: Draw, piece: number, count: number, step = 0.32): Draw {
  return (c, x, y, s, deg) => {
    const k = s / (piece * (1 + step * (count - 1)));
    let out = '';
    for (let i = 0; i < count; i++) {
      const p = rot([(i - (count - 1) / 2) * piece * step * k, 0], deg, x, y);
      out += draw(c, p[0], p[1], piece * k, deg + 90 + c.rng.jit(4));
    }
    return out;
  };
}

/** Spokes around a centre, for small round things in a ring. */
export function ring(draw: Draw, piece: number, count: number): Draw {
  return (c, x, y, s, deg) => {
    let out = '';
    for (let i = 0; i < count; i++)
      out += draw(c, ...polar(x, y, s * 0.3, deg + (i * 360) / count), piece, deg + i * 40);
    return out;
  };
}
