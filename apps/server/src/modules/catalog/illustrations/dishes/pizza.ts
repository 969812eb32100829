// Pizza on a round board, and the oblong flatbread or naan pizzas on a long board. Sauce, cheese
// and toppings are the dish's own.
import { noteBase, noteFood, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { drawing, topping } from '../foods/index.ts';
import { basil, board, herbs, roundBoard, softShadow } from '../parts.ts';
import {
  type Ctx,
  type Pt,
  blobD,
  circle,
  ellipseD,
  gd,
  line,
  path,
  place,
  polar,
  pt,
  rot,
  shade,
  shadow,
  smoothD,
} from '../svg.ts';
import { CX, CY, type FormDrawer, sorted } from './shared.ts';

const MELTED: readonly FoodId[] = ['mozzarella'];

/**
 * Spreads toppings over a round area, or over a long one (`along` its half length) as discs side
 * by side so that no piece is stretched. A melting cheese goes first, under everything else.
 */
function dress(c: Ctx, foods: readonly FoodId[], x: number, y: number, r: number, along: number, deg: number): string {
  const spots = along > r ? [-1, 0, 1].map((k) => rot([k * (along - r), 0], deg, x, y)) : [[x, y] as const];
  let out = '';
  for (const f of foods.filter((x0) => MELTED.includes(x0))) {
    noteFood(c, f);
    for (const q of spots) out += path(blobD(c.rng, q[0], q[1], r * 0.92, r * 0.92, 0.08, 16), '#F6DE95');
  }
  let t = '';
  for (const f of foods) {
    const d = drawing(f);
    const each = Math.max(1, Math.ceil((d.count * (spots.length > 1 ? 1.15 : 1)) / spots.length));
    for (const q of spots) t += topping(c, f, q[0], q[1], r * 0.9, 0.9, each);
  }
  return out + gd(c, t);
}

export const pizza: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#C23A25';
  noteForm(c, 'pizza', 'board');
  noteBase(c, p.base ?? 'pizza_dough');
  noteSauce(c, sauce);
  const f = sorted(p);
  let s = roundBoard(c, CX, CY, 238, r.pick(['#C89463', '#B9835A', '#D6A878']));
  if (props) s += gd(c, basil(c, 130, 130, 60, 30) + basil(c, 660, 500, 55, 200));
  let crust = '';
  for (let i = 0; i < 22; i++)
    crust += ellipseD(...polar(CX, CY, 188, i * 16.36 + r.jit(4)), r.range(8, 14), r.range(5, 8), i * 16.36 + 90);
  s +=
    softShadow(c, CX + 5, CY + 8, 198, 198, 10, 0.3) +
    circle(CX, CY, 198, shade(c, '#DDA15A', 0.2, 0.2)) +
    path(crust, '#A8652A', { opacity: 0.45 });
  s += path(blobD(r, CX, CY, 170, 170, 0.03, 14), sauce);
  s += dress(c, [...f.piece, ...f.garnish], CX, CY, 155, 0, 0);
  for (const d of f.drizzle) s += topping(c, d, CX, CY, 120);
  let cuts = '';
  const a0 = r.range(0, 45);
  for (let i = 0; i < 4; i++)
    cuts += 'M' + pt(polar(CX, CY, 192, a0 + i * 45)) + 'L' + pt(polar(CX, CY, 192, a0 + i * 45 + 180));
  return s + line(cuts, '#5A2A14', 3, { opacity: 0.3 });
};

const OBLONG: readonly Pt[] = [
  [-250, -95],
  [0, -112],
  [250, -95],
  [268, 0],
  [250, 95],
  [0, 110],
  [-250, 95],
  [-266, 0],
];

/** One oblong bread, `k` its size, drawn with its sauce and toppings. */
function oblong(
  c: Ctx,
  foods: readonly FoodId[],
  x: number,
  y: number,
  k: number,
  deg: number,
  sauce: string,
  naan: boolean,
): string {
  const r = c.rng;
  const shape = naan
    ? place(
        [
          [-250, -60],
          [-80, -112],
          [150, -105],
          [268, -20],
          [240, 80],
          [60, 112],
          [-180, 95],
          [-266, 20],
        ],
        x,
        y,
        deg,
        k,
      )
    : place(OBLONG, x, y, deg, k);
  const outer = smoothD(shape, true, 0.8);
  const inner = smoothD(
    shape.map((q) => [x + (q[0] - x) * 0.88, y + (q[1] - y) * 0.8] as Pt),
    true,
    0.8,
  );
  let s = shadow(c, outer, 5, 8, 6, 0.25) + path(outer, shade(c, naan ? '#E9BE78' : '#E3AE66', 0.2, 0.2));
  if (naan) {
    let blist = '';
    for (let i = 0; i < 10; i++) {
      const q = rot([r.jit(230 * k), r.jit(90 * k)], deg, x, y);
      blist += blobD(r, q[0], q[1], r.range(8, 14), r.range(5, 9), 0.3, 6, r.range(0, 180));
    }
    s += path(blist, '#B56E2E', { opacity: 0.5 });
  }
  s += path(inner, sauce);
  s += dress(c, foods, x, y, 88 * k, 230 * k, deg);
  return s;
}

export const flatbread: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'flatbread';
  const sauce = p.sauce ?? '#F6EEDA';
  noteForm(c, 'flatbread', 'board');
  noteBase(c, base);
  noteSauce(c, sauce);
  const f = sorted(p);
  const deg = r.jit(5);
  let s = board(c, CX - 20, CY, 600, 340, deg, r.pick(['#C89463', '#B9835A', '#D6A878']));
  const naan = base === 'naan';
  if (naan) {
    s += oblong(c, [...f.piece, ...f.garnish], CX - 140, CY - 10, 0.5, deg - 10, sauce, true);
    s += oblong(c, [...f.piece, ...f.garnish], CX + 100, CY + 10, 0.5, deg + 8, sauce, true);
  } else s += oblong(c, [...f.piece, ...f.garnish], CX - 30, CY, 1, deg, sauce, false);
  for (const d of f.drizzle) {
    noteFood(c, d);
    s += topping(c, d, CX - 30, CY, 130);
  }
  if (!naan) {
    let cuts = '';
    for (let i = -1; i <= 1; i++)
      cuts += 'M' + pt(rot([i * 130, -110], deg, CX - 30, CY)) + 'L' + pt(rot([i * 130, 110], deg, CX - 30, CY));
    s += line(cuts, '#5A2A14', 3, { opacity: 0.3 });
  }
  if (props) s += herbs(c, 150, 520, 10, '#4E8F3C', 3);
  return s;
};
