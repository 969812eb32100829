// Served in the cast-iron pan: fajitas sizzling with peppers, shakshuka with eggs in red sauce.
import { noteBase, noteForm, noteSauce } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { piece, section, topping } from '../foods/index.ts';
import { breadSlice, specks } from '../parts.ts';
import { circle, gd, lighten, polar, shade } from '../svg.ts';
import { CX, CY, type FormDrawer, isProtein, sideNapkin, sorted } from './shared.ts';
import { skillet } from './vessels.ts';

export const skilletDish: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const base = p.sauce ?? '#8A4A26';
  noteForm(c, 'skillet', 'skillet');
  noteSauce(c, base);
  const f = sorted(p);
  let s = props ? sideNapkin(c) : '';
  s += skillet(c, CX - 20, CY, 210, -35, (x, y, fr) => {
    let out = circle(x, y, fr, shade(c, base, 0.2, 0.2));
    let t = '';
    const proteins = f.piece.filter(isProtein);
    const others = f.piece.filter((x0) => !isProtein(x0));
    // vegetables first, the protein on top of them, then the cold toppings
    const cooked = others.filter((x0) => !TOPPINGS.includes(x0));
    const cold = others.filter((x0) => TOPPINGS.includes(x0));
    for (const food of cooked) t += topping(c, food, x, y, fr * 0.9, 1.1, 9);
    for (const food of proteins)
      t += section(c, food, ...polar(x, y, fr * 0.25, r.range(0, 360)), fr * 0.9, r.range(0, 180));
    cold.forEach((food, i) => {
      t += section(c, food, ...polar(x, y, fr * 0.55, 200 + i * 50), fr * 0.36, 30);
    });
    out += gd(c, t);
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x, y, fr * 0.7);
    for (const food of f.wedge) out += topping(c, food, x, y, fr * 0.9);
    return out;
  });
  return s;
};

/** Added cold at the table, in their own spot on the pan. */
const TOPPINGS: readonly FoodId[] = ['avocado', 'sour_cream', 'cheddar', 'guacamole', 'yogurt'];

export const shakshuka: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const sauce = p.sauce ?? '#C8321E';
  noteForm(c, 'shakshuka', 'skillet');
  noteSauce(c, sauce);
  if (p.base) noteBase(c, p.base);
  const f = sorted(p);
  let s = '';
  if (p.base || props)
    s +=
      breadSlice(c, 660, 470, 120, r.range(-20, 20), '#A8652E', '#EBCB8E') +
      breadSlice(c, 690, 380, 110, r.range(10, 40), '#A8652E', '#EBCB8E');
  s += skillet(c, CX - 40, CY - 10, 215, -140, (x, y, fr) => {
    let out =
      circle(x, y, fr, shade(c, sauce, 0.25, 0.2)) + specks(c, x, y, fr * 0.9, 30, 5, lighten(sauce, 0.25), 1.4, 0.6);
    const eggs = f.piece.filter((x0) => x0 === 'baked_egg');
    const rest = f.piece.filter((x0) => x0 !== 'baked_egg');
    let t = '';
    for (const food of rest) t += topping(c, food, x, y, fr * 0.85, 0.9);
    for (const egg of eggs)
      for (let i = 0; i < 4; i++)
        t += piece(c, egg, ...polar(x, y, fr * 0.45, i * 90 + 45 + r.jit(10)), r.range(0, 360), 84);
    out += gd(c, t);
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x, y, fr * 0.75);
    return out;
  });
  return s;
};
