// Three tacos standing on a board: the dish's filling along the top, its slaw or lettuce as the
// frill, its sauce drizzled over.
import { noteBase, noteForm } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { layer, piece, topping } from '../foods/index.ts';
import { drizzle, groundShadow, herbs, ovalPlate, specks } from '../parts.ts';
import { type Ctx, at, darken, gd, lighten, lin, line, n, path } from '../svg.ts';
import { CX, type FormDrawer, isLeafy, isProtein, sorted } from './shared.ts';

const FRILLS: readonly FoodId[] = [
  'red_cabbage',
  'green_cabbage',
  'romaine',
  'mixed_greens',
  'boston_lettuce',
  'arugula',
];

interface Filling {
  frill?: FoodId;
  mains: FoodId[];
  extras: FoodId[];
  sauce?: FoodId;
  garnish: FoodId[];
}

/** One taco standing on its fold, seen from the side: half-moon shell, filling along the top. */
function taco(c: Ctx, tortilla: string, fill: Filling): string {
  const r = c.rng;
  const R = 96;
  const shell = 'M' + -R + ' 0A' + R + ' ' + R + ' 0 0 0 ' + R + ' 0Z';
  let s = groundShadow(c, 0, R - 6, R * 0.75, 10, 0.3);
  s += path(shell, darken(tortilla, 0.2), { transform: 'translate(8 -12)' });
  if (fill.frill) {
    const colour = layer(c, fill.frill);
    let frill = 'M' + (-R - 8) + ' 2';
    for (let i = 0; i < 9; i++)
      frill +=
        'Q' +
        n(-R - 8 + (i + 0.5) * ((2 * R + 16) / 9)) +
        ' ' +
        n(-44 - r.range(0, 16)) +
        ' ' +
        n(-R - 8 + (i + 1) * ((2 * R + 16) / 9)) +
        ' ' +
        n(-8 + r.jit(4));
    frill += 'L' + (R + 8) + ' 6Z';
    s += path(frill, lin(c, lighten(colour, 0.15), darken(colour, 0.1)));
  }
  fill.mains.forEach((m, k) => {
    for (let i = 0; i < 7; i++)
      s += piece(c, m, -R * 0.72 + i * R * 0.24 + r.jit(6), -18 - k * 6 + r.jit(6), r.range(0, 360), r.range(34, 42));
  });
  for (const e of fill.extras)
    for (let i = 0; i < 4; i++) s += piece(c, e, r.jit(R * 0.8), -30 + r.jit(10), r.range(0, 360), 24);
  if (fill.sauce) s += drizzle(c, 0, -36, R * 1.5, 12, 0, layer(c, fill.sauce), 6);
  for (const g of fill.garnish) s += topping(c, g, r.jit(30), -42, 26);
  s += path(shell, lin(c, lighten(tortilla, 0.12), darken(tortilla, 0.14)));
  s += specks(c, 0, R * 0.5, R * 0.55, 16, 3.4, darken(tortilla, 0.35), 1.3, 0.5);
  s += line('M' + (-R + 5) + ' 4H' + (R - 5), lighten(tortilla, 0.45), 4, { opacity: 0.9 });
  return s;
}

export const tacos: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.base ?? 'corn_tortilla';
  noteForm(c, 'tacos', 'board');
  noteBase(c, base);
  const tortilla = base === 'flour_tortilla' ? '#EBCB86' : '#F0C35E';
  const f = sorted(p);
  const frill = f.piece.find((x) => FRILLS.includes(x) || isLeafy(x));
  const creamy: readonly FoodId[] = ['sour_cream', 'yogurt', 'tzatziki', 'guacamole'];
  const sauce = [...f.drizzle, ...f.piece.filter((x) => creamy.includes(x))][0];
  const fill: Filling = {
    frill,
    mains: f.piece.filter((x) => x !== frill && isProtein(x)),
    extras: f.piece.filter((x) => x !== frill && x !== sauce && !isProtein(x)),
    sauce,
    garnish: f.garnish,
  };
  let s = ovalPlate(c, CX, 415, 330, 100, r.pick(['#C89463', '#3A3F3E', '#F1ECE2', '#B9835A', '#FFFFFF']));
  const lean = r.jit(4);
  [228, 400, 572].forEach((x, i) => {
    s += at(x, 345 + (i === 1 ? 8 : 0), lean + (i - 1) * 6, 1.2, taco(c, tortilla, fill));
  });
  let side = '';
  for (const w of f.wedge) side += piece(c, w, 175, 470, 15) + piece(c, w, 625, 478, -20, 68);
  if (props) side += herbs(c, 400, 492, 11, '#4E8F3C', 3);
  s += gd(c, side, 2);
  return s;
};
