// Things held in the hand: a stacked sandwich, a wrap cut in half, a banh mi baguette. Their
// fillings are the dish's own foods, drawn as layers and bits of their colours.
import { noteBase, noteForm } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer, piece } from '../foods/index.ts';
import { cherryTomato, groundShadow, herbs, ovalPlate, specks } from '../parts.ts';
import type { Base } from '../picture.ts';
import {
  type Ctx,
  type Pt,
  at,
  blobD,
  clip,
  darken,
  ellipse,
  ellipseD,
  g,
  lighten,
  lin,
  line,
  n,
  path,
  rectD,
  shade,
  smoothD,
} from '../svg.ts';
import { CX, type FormDrawer, sorted } from './shared.ts';

const BREADS: Partial<Record<Base, { crumb: string; crust: string }>> = {
  rye_bread: { crumb: '#D9B98A', crust: '#7A4A2A' },
  country_bread: { crumb: '#F1DDB2', crust: '#A8652E' },
  baguette: { crumb: '#F3DDB0', crust: '#B8763A' },
};

function sandwichHalf(
  c: Ctx,
  bread: { crumb: string; crust: string },
  fillings: readonly string[],
  caraway: boolean,
): string {
  const W = 250;
  let s = groundShadow(c, 0, 10, W * 0.55, 14, 0.25);
  const slab = (y: number, h: number): string =>
    path(rectD(-W / 2, y, W, h, 8), bread.crust) +
    path(rectD(-W / 2 + 5, y + 4, W - 10, h - 8, 5), shade(c, bread.crumb, 0.1, 0.08));
  s += slab(-38, 38);
  const wave = (y: number, h: number, colour: string, amp: number, ext: number): string => {
    let d = 'M' + n(-W / 2 - ext) + ' ' + n(y) + 'H' + n(W / 2 + ext);
    for (let i = 10; i >= 0; i--)
      d += 'L' + n(-W / 2 - ext + ((W + 2 * ext) * i) / 10) + ' ' + n(y + h + (i % 2 ? amp : -amp * 0.3));
    return path(d + 'Z', shade(c, colour, 0.15, 0.1), { 'stroke-linejoin': 'round' });
  };
  // the main filling thickest at the bottom, lighter layers above
  let y = -38;
  fillings.slice(0, 4).forEach((colour, i) => {
    const h = i === 0 ? 28 : 16;
    y -= h - 2;
    s += wave(y, h, colour, i === 0 ? 5 : 3 + (i % 2) * 4, i === 0 ? 6 : 10 - i * 4);
  });
  const top = y - 36;
  s += slab(top, 40);
  const peak =
    'M' +
    n(-W / 2) +
    ' ' +
    n(top + 2) +
    'L' +
    n(-W * 0.1) +
    ' ' +
    n(top - 100) +
    'Q' +
    n(W * 0.05) +
    ' ' +
    n(top - 112) +
    ' ' +
    n(W * 0.15) +
    ' ' +
    n(top - 96) +
    'L' +
    n(W / 2) +
    ' ' +
    n(top + 2) +
    'Z';
  const inner =
    'M' +
    n(-W / 2 + 14) +
    ' ' +
    n(top - 2) +
    'L' +
    n(-W * 0.09) +
    ' ' +
    n(top - 88) +
    'Q' +
    n(W * 0.05) +
    ' ' +
    n(top - 98) +
    ' ' +
    n(W * 0.13) +
    ' ' +
    n(top - 86) +
    'L' +
    n(W / 2 - 14) +
    ' ' +
    n(top - 2) +
    'Z';
  s += path(peak, bread.crust) + path(inner, lin(c, lighten(bread.crumb, 0.05), darken(bread.crumb, 0.08)));
  if (caraway) s += specks(c, 0, top - 40, 50, 14, 1.6, '#4A3020', 2.2);
  return s;
}

export const sandwich: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'country_bread';
  noteForm(c, 'sandwich', 'plate');
  noteBase(c, base);
  const bread = BREADS[base] ?? { crumb: '#F1DDB2', crust: '#A8652E' };
  const f = sorted(p);
  const fillings = f.piece.map((food) => layer(c, food));
  let s = ovalPlate(c, CX, 450, 300, 88, r.pick(['#C89463', '#FFFFFF', '#F1ECE2', '#3A3F3E']));
  s += at(490, 360, 0, 0.9, sandwichHalf(c, bread, fillings, base === 'rye_bread'));
  s += at(340, 410, 0, 1, sandwichHalf(c, bread, fillings, base === 'rye_bread'));
  for (const w of f.wedge) s += piece(c, w, 640, 500, -20);
  if (props) s += herbs(c, 640, 500, 10, '#4E8F3C', 3) + cherryTomato(c, 160, 480, 20, false);
  return s;
};

/** Half a wrap standing on its end: the cut face shows the filling's colours spiralled in. */
function wrapHalf(c: Ctx, tortilla: string, bits: readonly string[], front: boolean): string {
  const r = c.rng;
  let s = groundShadow(c, 0, 105, 85, 14, 0.25);
  const body = 'M-78 -10L-72 90Q0 118 72 90L78 -10Z';
  s +=
    path(body, lin(c, lighten(tortilla, 0.1), darken(tortilla, 0.15), 0, 0, 1, 0)) +
    specks(c, 0, 50, 60, 12, 4, darken(tortilla, 0.28), 1.4, 0.5);
  const rx = 80;
  const ry = 46;
  const face = ellipseD(0, -10, rx, ry);
  s += path(face, darken(tortilla, 0.1));
  let inner = path(ellipseD(0, -10, rx, ry), '#F4EAD4');
  for (let i = 0; i < 34; i++)
    inner += path(
      blobD(r, r.jit(70), -10 + r.jit(40), r.range(7, 14), r.range(5, 9), 0.3, 6, r.range(0, 180)),
      bits[i % bits.length] ?? '#6FA944',
    );
  const spiral: Pt[] = [];
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const a = t * 720;
    spiral.push([
      Math.cos((a * Math.PI) / 180) * rx * (0.2 + t * 0.7),
      -10 + Math.sin((a * Math.PI) / 180) * ry * (0.2 + t * 0.7),
    ]);
  }
  inner += line(smoothD(spiral, false), tortilla, 4, { opacity: 0.9 });
  s += g({ 'clip-path': clip(c, ellipseD(0, -10, rx - 6, ry - 5)) }, inner);
  s += path(face, 'none', { stroke: lighten(tortilla, 0.2), 'stroke-width': 3 });
  if (front) s += ellipse(-30, 40, 12, 30, '#fff', { opacity: 0.15 });
  return s;
}

export const wrap: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'flour_tortilla';
  noteForm(c, 'wrap', 'plate');
  noteBase(c, base);
  const f = sorted(p);
  const bits = [...f.piece, ...f.drizzle].map((food) => layer(c, food));
  const tortilla = base === 'corn_tortilla' ? '#F0C35E' : '#EED3A0';
  let s = ovalPlate(c, CX, 450, 300, 88, r.pick(['#C89463', '#FFFFFF', '#F1ECE2', '#3A3F3E']));
  s += at(490, 390, 6, 1.22, wrapHalf(c, tortilla, bits, false));
  s += at(310, 410, -8, 1.3, wrapHalf(c, tortilla, bits, true));
  for (const w of f.wedge) s += piece(c, w, 640, 500, -20);
  if (props) s += herbs(c, 640, 500, 10, '#4E8F3C', 3);
  return s;
};

/** A split baguette from the side, its fillings spilling out of the cut. */
function baguette(c: Ctx, fillings: readonly FoodId[], sauce: FoodId | undefined): string {
  const r = c.rng;
  const L = 520;
  let s = groundShadow(c, 0, 40, L * 0.5, 14, 0.28);
  s += path(
    smoothD(
      [
        [-L / 2, 10],
        [-L / 2 + 10, 40],
        [0, 48],
        [L / 2 - 10, 40],
        [L / 2, 10],
        [0, 18],
      ],
      true,
    ),
    shade(c, '#C9853E', 0.2, 0.2),
  );
  s += path(rectD(-L / 2 + 16, -4, L - 32, 20, 10), '#F3DDB0');
  // fillings: strands and pieces along the opening, tallest in the middle
  fillings.forEach((food, k) => {
    for (let i = 0; i < 9; i++) {
      const x = -L / 2 + 50 + i * ((L - 100) / 8) + r.jit(10);
      s += piece(c, food, x, -8 - k * 7 + r.jit(4), r.range(-30, 30), food === 'tofu' ? 30 : 34);
    }
  });
  if (sauce)
    s += line('M' + n(-L / 2 + 40) + ' -14' + 'q30 -12 60 0t60 0t60 0t60 0t60 0t60 0t60 0', layer(c, sauce), 5);
  const top = smoothD(
    [
      [-L / 2, -14],
      [-L / 2 + 20, -58],
      [0, -70],
      [L / 2 - 20, -58],
      [L / 2, -14],
      [0, -30],
    ],
    true,
  );
  s += path(top, shade(c, '#D9963E', 0.3, 0.2));
  let scores = '';
  for (let i = -2; i <= 2; i++) scores += ellipseD(i * 90, -44, 34, 8, -14);
  s += path(scores, '#F1D29A', { opacity: 0.85 });
  return s;
}

export const banhMi: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'banh_mi', 'board');
  noteBase(c, 'baguette');
  const f = sorted(p);
  const sauce = f.drizzle[0];
  let s = ovalPlate(c, CX, 430, 330, 96, r.pick(['#C89463', '#FFFFFF', '#F1ECE2', '#B9835A']));
  s += at(CX - 10, 330, -6, 1, baguette(c, f.piece, sauce));
  s += at(CX + 40, 455, 4, 0.8, baguette(c, f.piece.slice(0, 3), sauce));
  for (const g0 of f.garnish) s += piece(c, g0, 170, 480, 0, 40);
  if (props) s += herbs(c, 650, 500, 10, '#4E8F3C', 3);
  return s;
};
