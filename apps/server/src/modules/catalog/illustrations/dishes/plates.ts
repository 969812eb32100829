// A plated main: the dish's own centrepiece (a fillet, chops, sliced roast, stuffed peppers)
// on the left, its sides on the right, its sauce under or over it. Centrepieces are drawn
// upright (turned by deg ≈ 0) to fill the tall space left of the sides.
import { noteForm, noteSauce } from '../drawn.ts';
import { centrepiece, section, topping } from '../foods/index.ts';
import { PLATE_COLORS, knife, plate, specks } from '../parts.ts';
import { blobD, gd, path } from '../svg.ts';
import { CX, CY, type FormDrawer, sideNapkin, sorted } from './shared.ts';

/** Where the sides go, clockwise from the top right of the plate. */
const SIDE_SLOTS = [
  [480, 195, 150, 20],
  [520, 320, 140, -10],
  [440, 420, 135, 15],
  [330, 445, 110, 0],
] as const;

export const plated: FormDrawer = (c, p, props) => {
  const r = c.rng;
  noteForm(c, 'plate', 'plate');
  if (p.sauce) noteSauce(c, p.sauce);
  const f = sorted(p);
  const [main, ...sides] = f.piece;
  let s = '';
  if (props) s += sideNapkin(c) + knife(c, 652, 300, r.jit(5), 250, r.int(0, 2));
  s += plate(c, CX - 10, CY, 215, r.pick(PLATE_COLORS));
  let t = '';
  sides.slice(0, SIDE_SLOTS.length).forEach((food, i) => {
    const slot = SIDE_SLOTS[i] ?? SIDE_SLOTS[0];
    t += section(c, food, slot[0] + r.jit(6), slot[1] + r.jit(6), slot[2], slot[3] + r.jit(10));
  });
  s += gd(c, t, 2);
  const mx = sides.length ? 315 : CX - 10;
  const my = sides.length ? 290 : CY;
  if (p.sauce) s += path(blobD(r, mx, my + 10, 110, 125, 0.15, 8), p.sauce, { opacity: 0.7 });
  if (main) s += gd(c, centrepiece(c, main, mx, my, sides.length ? 250 : 320, r.jit(8)), 2);
  let top = '';
  for (const food of f.drizzle) top += topping(c, food, mx, my, 90);
  for (const food of f.garnish) top += topping(c, food, mx + 10, my - 20, 80);
  for (const food of f.wedge) top += topping(c, food, mx, my, 120);
  s += gd(c, top);
  s += specks(c, mx, my, 110, 20, 2, '#2A2420', 1, 0.8);
  return s;
};
