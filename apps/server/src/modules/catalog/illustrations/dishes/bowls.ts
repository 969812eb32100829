// Bowls: a grain with its toppings in sections (rice bowls, grain bowls), a bowl filled with one
// food (mussels, lentils, berries), and the paella pan.
import { noteBase, noteFood, noteForm, noteSauce } from '../drawn.ts';
import { drawing, filling, section, topping } from '../foods/index.ts';
import { BOWL_COLORS, bowl, lemonWedge, riceTexture, specks } from '../parts.ts';
import type { Base } from '../picture.ts';
import { type Ctx, circle, darken, dotsD, gd, lighten, line, many, mix, polar, shade } from '../svg.ts';
import { CX, CY, type FormDrawer, isProtein, sideNapkin, sorted } from './shared.ts';
import { pan } from './vessels.ts';

/** A bowl's grain filling its whole well. */
export function grain(c: Ctx, base: Base, x: number, y: number, r: number): string {
  if (base === 'rice' || base === 'rice_and_peas' || base === 'yellow_rice') {
    const colour = base === 'yellow_rice' ? '#F4C84A' : '#F8F4EA';
    let out = circle(x, y, r, colour) + riceTexture(c, x, y, r, 55, colour);
    if (base === 'rice_and_peas') out += specks(c, x, y, r * 0.9, 26, 4.5, '#7A2A2A', 1.5);
    return out;
  }
  if (base === 'brown_rice') return circle(x, y, r, '#D9BE8A') + riceTexture(c, x, y, r, 55, '#D9BE8A');
  if (base === 'wild_rice') {
    const d = dotsD(c.rng, x, y, r, many(c, 120), r * 0.018, 4);
    return (
      circle(x, y, r, '#6E5A44') +
      line(d, '#2A2220', r * 0.035) +
      line(d, '#4A3A2E', r * 0.02, { transform: 'translate(-1 -1)' })
    );
  }
  const colour = base === 'couscous' ? '#EBCB7A' : base === 'farro' ? '#B8905E' : '#D8C39A';
  return (
    circle(x, y, r, colour) +
    specks(c, x, y, r, 90, 2.3, lighten(colour, 0.4)) +
    specks(c, x, y, r, 60, 2, darken(colour, 0.3)) +
    (base === 'quinoa' ? specks(c, x, y, r, 20, 2, '#9C4A3A') : '')
  );
}

export const grainBowl: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'bowl', 'bowl');
  if (p.base) noteBase(c, p.base);
  if (p.sauce) noteSauce(c, p.sauce);
  const f = sorted(p);
  let s = '';
  if (props) s += sideNapkin(c, false);
  s += bowl(c, CX, CY, 214, r.pick(BOWL_COLORS), (x, y, fr) => {
    let out = '';
    let pieces = f.piece;
    if (p.base) out += grain(c, p.base, x, y, fr);
    else {
      // no grain: the first food fills the bowl
      const [first, ...rest] = pieces;
      pieces = rest;
      const under = p.sauce ?? (first ? mix(drawing(first).colour, '#F4EFE4', 0.55) : '#D8C39A');
      out += circle(x, y, fr, shade(c, under, 0.15, 0.15));
      if (first) out += gd(c, filling(c, first, x, y, fr));
    }
    const count = pieces.length;
    if (count) {
      // sections overlap a little, as toppings heaped on rice do; fewer toppings, bigger heaps
      const a0 = r.range(0, 360);
      const ring = count === 1 ? 0 : fr * (count <= 3 ? 0.45 : 0.52);
      const size = fr * (count <= 2 ? 0.95 : count <= 4 ? 0.82 : 0.72);
      let t = '';
      pieces.forEach((food, i) => {
        const a = a0 + (i * 360) / count;
        const big = isProtein(food) && i === 0;
        const at = polar(x, y, ring * (big ? 0.92 : 1), a);
        t += section(c, food, at[0], at[1], size * (big ? 1.12 : 1), a);
      });
      out += gd(c, t);
    }
    for (const food of f.drizzle) out += topping(c, food, x, y, fr * 0.75);
    for (const food of f.garnish) out += topping(c, food, x, y, fr * 0.72);
    for (const food of f.wedge) out += topping(c, food, x, y, fr);
    return out;
  });
  return s;
};

export const paella: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const rice = p.sauce ?? '#EDB33A';
  noteForm(c, 'paella', 'skillet');
  noteBase(c, p.base ?? 'yellow_rice');
  noteSauce(c, rice);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += pan(c, CX, CY, 220, (x, y, fr) => {
    let out = circle(x, y, fr, shade(c, rice, 0.2, 0.2)) + riceTexture(c, x, y, fr, 70, rice);
    out += specks(c, x, y, fr * 0.95, 20, 4, darken(rice, 0.35), 1.6, 0.5);
    let t = '';
    for (const food of f.piece) t += topping(c, food, x, y, fr * 0.85, 1.05);
    out += gd(c, t);
    for (const food of f.wedge) {
      noteFood(c, food);
      for (let i = 0; i < 3; i++)
        out += lemonWedge(c, ...polar(x, y, fr * 0.55, i * 120 + r.jit(20)), 34, i * 120 + 90, food === 'lime');
    }
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x, y, fr * 0.7);
    return out;
  });
  return s;
};
