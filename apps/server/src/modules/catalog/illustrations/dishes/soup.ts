// Soup in a bowl on a plate, in the colour of what it is made of, with its garnish floating on top.
import { noteFood, noteForm, noteSauce } from '../drawn.ts';
import { drawing, piece, topping } from '../foods/index.ts';
import { PLATE_COLORS, breadSlice, bowl, plate, specks, spoon } from '../parts.ts';
import { BRAND, circle, gd, shade } from '../svg.ts';
import { CY, type FormDrawer, sorted } from './shared.ts';

export const soup: FormDrawer = (c, p, props) => {
  const r = c.rng;
  const colour = p.sauce ?? '#E89A3C';
  noteForm(c, 'soup', 'bowl');
  noteSauce(c, colour);
  const f = sorted(p);
  // toast or bread served beside the bowl is one of the dish's foods
  const side = f.piece.find((x) => x === 'garlic_toast');
  const floating = f.piece.filter((x) => x !== side);
  let s = '';
  if (side) {
    noteFood(c, side);
    s += drawing(side).piece(c, 650, 150, 120, r.range(-30, 10));
  } else if (props) s += breadSlice(c, 650, 150, 120, r.range(-30, 10));
  if (props) s += spoon(c, 660, 370, r.range(-12, 8), 250, r.int(0, 2));
  s += plate(c, 375, CY, 215, r.pick(PLATE_COLORS));
  // citrus waits on the plate's rim, beside the bowl
  for (const food of f.wedge) s += piece(c, food, 520, 450, -30, 70);
  s += bowl(
    c,
    375,
    CY,
    165,
    r.pick(['#FFFFFF', '#F1ECE2', '#2C3338', BRAND.kale, '#C9654B', '#E3D2BE']),
    (x, y, fr) => {
      let out = circle(x, y, fr, shade(c, colour, 0.2, 0.12));
      for (const food of f.garnish.filter((g) => g === 'cream_swirl' || g === 'coconut_swirl'))
        out += topping(c, food, x - 8, y - 6, fr * 0.36);
      let t = '';
      for (const food of floating) t += topping(c, food, x, y, fr * 0.62, 0.85);
      for (const food of f.drizzle) t += topping(c, food, x, y, fr * 0.5);
      for (const food of f.garnish.filter((g) => g !== 'cream_swirl' && g !== 'coconut_swirl'))
        t += topping(c, food, x + 12, y - 12, fr * 0.45);
      return out + gd(c, t) + specks(c, x, y, fr * 0.6, 20, 1.6, '#2A2420');
    },
  );
  return s;
};
