// A bowl of leaves: the dish's own greens, its toppings scattered, its protein on top.
import { noteFood, noteForm } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { drawing, section, topping } from '../foods/index.ts';
import { WOOD, bowl, fork, spoon } from '../parts.ts';
import { type Ctx, circle, darken, gd, inDisc, many } from '../svg.ts';
import { CX, CY, type FormDrawer, isLeafy, isProtein, sorted } from './shared.ts';

function leaves(c: Ctx, greens: readonly FoodId[], x: number, y: number, fr: number): string {
  let out = '';
  let layer = '';
  const count = many(c, 20);
  for (let i = 0; i < count; i++) {
    const food = greens[i % greens.length] ?? 'mixed_greens';
    const d = drawing(food);
    layer += d.piece(
      c,
      ...inDisc(c.rng, x, y, fr * 0.95),
      // whole leaves: about twice a scattered piece
      d.size * c.rng.range(1.8, 2.5) * (count < 20 ? 1.25 : 1),
      c.rng.range(0, 360),
    );
    // leaves in two layers, each with one shared shadow
    if (i % 10 === 9 || i === count - 1) {
      out += gd(c, layer, 2);
      layer = '';
    }
  }
  return out;
}

export const salad: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'salad', 'bowl');
  const f = sorted(p);
  const greens = f.piece.filter(isLeafy);
  const used = greens.length ? greens : (['mixed_greens'] as FoodId[]);
  for (const g of used) noteFood(c, g);
  const proteins = f.piece.filter((x) => !isLeafy(x) && isProtein(x));
  const others = f.piece.filter((x) => !isLeafy(x) && !isProtein(x));
  let s = '';
  if (props) s += spoon(c, 650, 300, 8, 260, WOOD) + fork(c, 690, 320, 14, 250, WOOD);
  s += bowl(c, CX - 10, CY, 218, r.pick(['#FFFFFF', '#C89463', '#8FA98A', '#F1ECE2', '#2C3338']), (x, y, fr) => {
    let out = circle(x, y, fr, darken(drawing(used[0] ?? 'mixed_greens').colour, 0.3)) + leaves(c, used, x, y, fr);
    let t = '';
    for (const food of others) t += topping(c, food, x, y, fr * 0.85, 1.15);
    proteins.forEach((food, i) => {
      t += section(
        c,
        food,
        x + (i - (proteins.length - 1) / 2) * fr * 0.5,
        y + r.jit(10),
        fr * (proteins.length > 1 ? 0.62 : 0.8),
        r.range(-30, 30),
      );
    });
    out += gd(c, t);
    for (const food of [...f.drizzle, ...f.garnish]) out += topping(c, food, x, y, fr * 0.7);
    for (const food of f.wedge) out += topping(c, food, x, y, fr * 0.95);
    return out;
  });
  return s;
};
