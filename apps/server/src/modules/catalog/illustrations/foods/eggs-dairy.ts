// Eggs and dairy: what a vegan picture must never show.
import type { FoodId } from '../food-list.ts';
import { egg, eggHalf, specks, swirl } from '../parts.ts';
import {
  BRAND,
  type Ctx,
  at,
  blobD,
  circle,
  darken,
  ellipse,
  lighten,
  line,
  n,
  path,
  place,
  polyD,
  rectD,
  shade,
} from '../svg.ts';
import { type FoodDrawing, food, garnish } from './drawing.ts';
import { type Draw, ballOf, crumbleOf, cubeOf, dollopOf, heap, shredsOf } from './shapes.ts';

/** An egg baked in sauce: the white sits flat, the yolk stands up. */
const bakedEgg: Draw = (c, x, y, s) =>
  path(blobD(c.rng, x, y, s / 2, s * 0.44, 0.16, 9), shade(c, '#FFFBF2', 0.05, 0.06)) +
  circle(x + s * 0.04, y - s * 0.02, s * 0.2, shade(c, '#F4A21E', 0.35, 0.12)) +
  ellipse(x - s * 0.02, y - s * 0.08, s * 0.06, s * 0.035, '#fff', { opacity: 0.7 });

/** A round egg bite from above: golden top flecked with what is in it. */
const eggBite: Draw = (c, x, y, s) =>
  circle(x + 3, y + 5, s / 2, BRAND.shadow, { opacity: 0.22 }) +
  circle(x, y, s / 2, shade(c, '#EDC25E', 0.3, 0.25)) +
  circle(x, y, s * 0.4, shade(c, '#F6DB8A', 0.2, 0.1)) +
  specks(c, x, y, s * 0.32, 6, s * 0.035, '#3F7A3A', 1.4) +
  specks(c, x, y, s * 0.3, 4, s * 0.035, '#D8362A', 1.2) +
  specks(c, x, y, s * 0.3, 5, s * 0.03, '#FBF8F0');

const scrambled: Draw = (c, x, y, s) => crumbleOf('#F6D46A', 5, '#E9B83A')(c, x, y, s, 0);

/** Thin curls of hard cheese. */
const shaving: Draw = (c, x, y, s, deg) =>
  path(
    polyD(
      place(
        [
          [-9, -4],
          [8, -6],
          [10, 3],
          [-6, 6],
        ],
        x,
        y,
        deg,
        s / 20,
      ),
    ),
    '#FFF6D6',
    { stroke: '#E7D29A', 'stroke-width': 1 },
  );

/** A slice of melted cheese (burgers, sandwiches) seen from above. */
const meltedPatch =
  (colour: string): Draw =>
  (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.42, 0.22, 7), shade(c, colour, 0.12, 0.1));

const blueCrumble: Draw = (c, x, y, s) =>
  crumbleOf('#F4F1E6', 4)(c, x, y, s, 0) + specks(c, x, y, s * 0.3, 4, 1.3, '#5A6A8A');

const butterPat: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(rectD(-s / 2, -s * 0.36, s, s * 0.72, s * 0.12), shade(c, '#FBE7A1', 0.3, 0.12)) +
      path(rectD(-s * 0.38, -s * 0.26, s * 0.5, s * 0.14, s * 0.06), '#fff', { opacity: 0.45 }),
  );

const creamSwirl: Draw = (c, x, y, s) => swirl(c, x, y, s / 2, '#FBF6EA');

const whipped: Draw = (c, x, y, s) => {
  let out = '';
  for (let i = 0; i < 6; i++)
    out += circle(x + Math.cos(i) * s * 0.16, y + Math.sin(i) * s * 0.16, s * 0.24, shade(c, '#FFFDF6', 0.1, 0.12));
  return out + circle(x, y, s * 0.2, '#FFFFFF');
};

/** Cream cheese frosting piped in a wave. */
const frosting: Draw = (c, x, y, s, deg) => {
  let d = 'M' + n(-s / 2) + ' 0';
  for (let i = 0; i < 4; i++) d += 'q' + n(s / 8) + ' ' + n(-s * 0.18) + ' ' + n(s / 4) + ' 0';
  return at(x, y, deg, 1, line(d, darken('#FBF3E6', 0.08), s * 0.2) + line(d, lighten('#FBF3E6', 0.3), s * 0.14));
};

/** A whole egg in its shell. */
const wholeEgg: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(
      blobD(c.rng, 0, 0, s * 0.38, s / 2, 0.04, 8),
      shade(c, c.rng.pick(['#E9C9A0', '#F6EFE4', '#D9A77A']), 0.3, 0.15),
    ),
  );

/** A scoop of ice cream seen from above. */
const scoop =
  (colour: string): Draw =>
  (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.47, 0.1, 11), shade(c, colour, 0.25, 0.15)) +
    path(blobD(c.rng, x - s * 0.12, y - s * 0.14, s * 0.18, s * 0.1, 0.2, 7), '#fff', { opacity: 0.35 });

export const EGG_DAIRY_DRAWINGS = {
  fried_egg: food('#FFFDF7', 100, (c, x, y, s, deg) => egg(c, x, y, s * 0.5, deg), { count: 2 }),
  egg_half: food('#FFFDF6', 60, (c, x, y, s, deg) => eggHalf(c, x, y, s * 0.5, deg), { count: 2 }),
  scrambled_egg: food('#F6D46A', 40, scrambled, { count: 6 }),
  baked_egg: food('#FFFBF2', 80, bakedEgg, { count: 4 }),
  egg_bite: food('#EDC25E', 84, eggBite, { count: 5 }),
  whole_eggs: food('#E9C9A0', 78, wholeEgg, { count: 3, cluster: heap(wholeEgg, 78, 3) }),
  paneer: food('#FBF3E2', 36, cubeOf('#FBF3E2', '#D9883A'), { count: 9 }),
  parmesan: food('#FFF6D6', 20, shaving, { count: 9 }),
  feta: food('#FAF7EE', 26, cubeOf('#FAF7EE'), { count: 7, cluster: heap(cubeOf('#FAF7EE'), 26, 7) }),
  goat_cheese: food('#FBF8F0', 34, crumbleOf('#FBF8F0', 4, '#E9E2D2'), { count: 6 }),
  bocconcini: food('#FBF8F0', 40, ballOf('#FBF8F0', 0.5), { count: 7 }),
  mozzarella: food('#FBF5E4', 60, meltedPatch('#FBF5E4'), { count: 9 }),
  cheddar: food('#F2A93A', 44, shredsOf('#F2A93A', 3.5, 8, 0.15), { count: 6 }),
  jack_cheese: food('#F6E7B0', 44, shredsOf('#F6E7B0', 3.5, 8, 0.15), { count: 6 }),
  blue_cheese: food('#F4F1E6', 30, blueCrumble, { count: 4 }),
  swiss_cheese: food('#F8E39A', 60, meltedPatch('#F8E39A'), { count: 3 }),
  sour_cream: food('#F8F4EC', 50, dollopOf('#F8F4EC'), { count: 1 }),
  cream_swirl: garnish('#FBF6EA', 110, creamSwirl),
  yogurt: food('#FBF8F2', 56, dollopOf('#FBF8F2'), { count: 1 }),
  tzatziki: food('#F3F3EA', 56, dollopOf('#F3F3EA', '#4E8F3C'), { count: 1 }),
  ricotta: food('#FBF8F0', 40, dollopOf('#FBF8F0'), { count: 5 }),
  butter: food('#FBE7A1', 34, butterPat, { count: 1 }),
  cream_cheese_frosting: food('#FBF3E6', 60, frosting, { count: 2 }),
  whipped_cream: food('#FFFDF6', 50, whipped, { count: 1 }),
  ice_cream: food('#F3DDB0', 110, scoop('#F3DDB0'), { count: 3 }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;

export function cheeseMelt(c: Ctx, colour: string, x: number, y: number, s: number): string {
  return meltedPatch(colour)(c, x, y, s, 0);
}
