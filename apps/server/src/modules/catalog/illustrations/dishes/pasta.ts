// Plated pasta: the shape is drawn as itself (long strands, tubes, bows, orzo, gnocchi,
// macaroni, zucchini noodles, perogies) in its sauce, with the dish's own toppings.
import { noteBase, noteForm, noteSauce } from '../drawn.ts';
import { topping } from '../foods/index.ts';
import { PLATE_COLORS, fork, plate, specks } from '../parts.ts';
import type { Base } from '../picture.ts';
import {
  type Ctx,
  at,
  blobD,
  darken,
  dotsD,
  ellipseD,
  gd,
  inDisc,
  lighten,
  line,
  many,
  n,
  path,
  place,
  polar,
  polyD,
  pt,
  rot,
  scatter,
  shade,
} from '../svg.ts';
import { CX, CY, type FormDrawer, sideNapkin, sorted } from './shared.ts';

const PASTA = '#F2D58E';

/** Long strands in a loose nest, drawn in three outlined layers so the nest keeps its depth. */
export function strands(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  colour: string,
  width: number,
  count: number,
  spread = 0.12,
): string {
  const outline = darken(colour, 0.3);
  const hi = lighten(colour, 0.45);
  let out = '';
  let d = '';
  const total = many(c, count);
  for (let i = 0; i < total; i++) {
    const rr = c.rng.range(r * 0.16, r * (1 - spread * 0.6));
    const cx = x + c.rng.jit(r * spread);
    const cy = y + c.rng.jit(r * spread);
    const a0 = c.rng.range(0, 360);
    const sweep = c.rng.range(80, 190) * (1 - spread * 0.5);
    d +=
      'M' +
      pt(polar(cx, cy, rr, a0)) +
      'A' +
      n(rr) +
      ' ' +
      n(rr) +
      ' 0 ' +
      (sweep > 180 ? 1 : 0) +
      ' 1 ' +
      pt(polar(cx, cy, rr, a0 + sweep));
    if (i % 6 === 5 || i === total - 1) {
      out +=
        line(d, outline, width + 3.5) +
        line(d, colour, width) +
        line(d, hi, Math.max(1, width * 0.24), { opacity: 0.7, transform: 'translate(-1.5 -1.5)' });
      d = '';
    }
  }
  return out;
}

function tubes(c: Ctx, colour: string): string {
  let out = '';
  for (const p of scatter(c.rng, CX, CY, 105, 26, 26).sort((a, b) => a[1] - b[1])) {
    const deg = c.rng.range(0, 180);
    const L = 48;
    const w = 17;
    const body = polyD(
      place(
        [
          [-L / 2 + 6, -w / 2],
          [L / 2 + 6, -w / 2],
          [L / 2 - 6, w / 2],
          [-L / 2 - 6, w / 2],
        ],
        p[0],
        p[1],
        deg,
      ),
    );
    let ridges = '';
    for (const k of [-0.25, 0, 0.25])
      ridges +=
        'M' +
        pt(rot([-L / 2 + 4 - k * 10, k * w], deg, p[0], p[1])) +
        'L' +
        pt(rot([L / 2 - 4 - k * 10, k * w], deg, p[0], p[1]));
    const end = rot([L / 2, 0], deg, p[0], p[1]);
    out +=
      path(body, shade(c, colour, 0.2, 0.15), { stroke: darken(colour, 0.3), 'stroke-width': 2 }) +
      line(ridges, darken(colour, 0.12), 1.4) +
      path(ellipseD(end[0], end[1], w * 0.22, w * 0.42, deg + 20), darken(colour, 0.35));
  }
  return out;
}

function bows(c: Ctx, colour: string): string {
  let out = '';
  for (const p of scatter(c.rng, CX, CY, 105, 22, 32).sort((a, b) => a[1] - b[1]))
    out += at(
      p[0],
      p[1],
      c.rng.range(0, 180),
      1,
      path(
        'M-22 -14Q-10 -4 0 -4Q10 -4 22 -14Q26 0 22 14Q10 4 0 4Q-10 4 -22 14Q-26 0 -22 -14Z',
        shade(c, colour, 0.2, 0.15),
        {
          stroke: darken(colour, 0.3),
          'stroke-width': 1.8,
        },
      ) +
        path('M-5 -6Q0 0 -5 6H5Q0 0 5 -6Z', darken(colour, 0.15)) +
        line('M-18 -6L-8 -2M-18 6L-8 2M18 -6L8 -2M18 6L8 2', darken(colour, 0.2), 1.2),
    );
  return out;
}

function small(c: Ctx, draw: (x: number, y: number, deg: number) => string, count: number, gap: number): string {
  let out = '';
  for (const p of scatter(c.rng, CX, CY, 112, count, gap).sort((a, b) => a[1] - b[1]))
    out += draw(p[0], p[1], c.rng.range(0, 360));
  return out;
}

function pastaShape(c: Ctx, base: Base, sauce: string): string {
  if (base === 'tubes') return tubes(c, PASTA);
  if (base === 'bows') return bows(c, PASTA);
  if (base === 'zucchini_noodles') return strands(c, CX, CY, 112, '#9CC45A', 8, 20);
  if (base === 'orzo') {
    const d = dotsD(c.rng, CX, CY, 118, many(c, 260), 3.2, 2.2);
    return line(d, darken(PASTA, 0.25), 7.6, { transform: 'translate(1 1.5)' }) + line(d, lighten(PASTA, 0.2), 6.2);
  }
  if (base === 'gnocchi')
    return small(
      c,
      (x, y, deg) =>
        at(
          x,
          y,
          deg,
          1,
          path(ellipseD(0, 0, 17, 12), shade(c, '#F0D79A', 0.3, 0.2), { stroke: '#C9A25A', 'stroke-width': 1.5 }) +
            line('M-9 -6V6M-3 -8V8M3 -8V8M9 -6V6', '#D9B66A', 1.6) +
            path(ellipseD(-4, -5, 7, 3), '#C98A3A', { opacity: 0.5 }),
        ),
      30,
      30,
    );
  if (base === 'macaroni')
    return small(
      c,
      (x, y, deg) =>
        at(
          x,
          y,
          deg,
          1,
          line('M-12 6A14 14 0 0 1 12 6', darken('#F6C94A', 0.25), 14) +
            line('M-12 6A14 14 0 0 1 12 6', '#F6C94A', 10.5) +
            path(ellipseD(12, 6, 3, 5), darken(sauce, 0.3)),
        ),
      44,
      24,
    );
  if (base === 'perogies')
    return small(
      c,
      (x, y, deg) =>
        at(
          x,
          y,
          deg,
          1,
          path('M-34 10A34 30 0 0 1 34 10Z', shade(c, '#EFCB86', 0.3, 0.2), { stroke: '#C9964A', 'stroke-width': 2 }) +
            line('M-30 10H30', '#D9AA5E', 5, { 'stroke-dasharray': '3 5' }) +
            path(blobD(c.rng, -4, -4, 12, 6, 0.3, 6), '#D99A4A', { opacity: 0.6 }),
        ),
      7,
      62,
    );
  return strands(c, CX, CY, 112, PASTA, 10.5, 19);
}

export const pastaDish: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'ribbons';
  const sauce = p.sauce ?? '#C8412B';
  noteForm(c, 'pasta', 'plate');
  noteBase(c, base);
  noteSauce(c, sauce);
  let s = '';
  if (props) s += sideNapkin(c) + fork(c, r.range(635, 655), r.range(290, 320), r.jit(6), 250, r.int(0, 2));
  s += plate(c, CX, CY, 212, r.pick(PLATE_COLORS));
  s += path(blobD(r, CX, CY, 138, 130, 0.1, 10), shade(c, sauce, 0.15, 0.15));
  s += gd(c, pastaShape(c, base, sauce), 2);
  // sauce clinging in spots over long pasta and tubes
  if (base !== 'perogies' && base !== 'orzo') {
    let d = '';
    for (let i = 0; i < 10; i++) {
      const q = inDisc(r, CX, CY, 95);
      d += blobD(r, q[0], q[1], r.range(8, 17), r.range(6, 12), 0.3, 6, r.range(0, 180));
    }
    s += path(d, sauce, { opacity: 0.85 });
  }
  const f = sorted(p);
  let top = '';
  for (const food of f.piece) top += topping(c, food, CX, CY - 5, 100, 0.95);
  for (const food of [...f.drizzle, ...f.garnish]) top += topping(c, food, CX, CY - 5, 95);
  for (const food of f.wedge) top += topping(c, food, CX, CY, 150);
  s += gd(c, top) + specks(c, CX, CY, 100, 24, 1.6, '#2A2420');
  return s;
};
