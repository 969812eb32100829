// Sauces, spreads and the grains or pastry shown beside a dish.
import type { FoodId } from '../food-list.ts';
import { riceTexture, specks, swirl } from '../parts.ts';
import { at, blobD, darken, inDisc, lighten, path, rectD, shade } from '../svg.ts';
import { type FoodDrawing, drizzled, food, garnish } from './drawing.ts';
import { type Draw, crumbleOf, dollopOf, drizzleOf } from './shapes.ts';

/** A spread or pool of sauce `size` across. */
function pool(colour: string, flecks?: string): Draw {
  return (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.4, 0.14, 9), shade(c, colour, 0.2, 0.12)) +
    (flecks ? specks(c, x, y, s * 0.32, 8, 1.8, flecks) : '') +
    path(blobD(c.rng, x - s * 0.1, y - s * 0.1, s * 0.14, s * 0.07, 0.2, 6), lighten(colour, 0.45), { opacity: 0.6 });
}

const riceHeap: Draw = (c, x, y, s) =>
  path(blobD(c.rng, x, y, s / 2, s * 0.44, 0.1, 10), '#FBF8F1') + riceTexture(c, x, y, s / 2, 30);

/** A heap of a cooked grain with darker grains through it. */
function grainHeap(colour: string, fleck: string): Draw {
  return (c, x, y, s) =>
    path(blobD(c.rng, x, y, s / 2, s * 0.44, 0.1, 10), shade(c, colour, 0.2, 0.15)) +
    specks(c, x, y, s * 0.45, 40, 2.2, lighten(colour, 0.35), 1.8) +
    specks(c, x, y, s * 0.45, 24, 2, fleck, 1.8);
}

const granola: Draw = (c, x, y, s) =>
  crumbleOf('#C98A4A', 7, '#9A5E2A')(c, x, y, s, 0) + specks(c, x, y, s * 0.3, 5, 2.2, '#5E8A3A', 1.6);

const puff: Draw = (c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path(rectD(-s / 2, -s / 2, s, s, s * 0.12), shade(c, '#E2A54E', 0.35, 0.25)) +
      path(rectD(-s * 0.4, -s * 0.4, s * 0.8, s * 0.8, s * 0.1), 'none', {
        stroke: lighten('#E2A54E', 0.3),
        'stroke-width': 2,
      }),
  );

export const SAUCE_DRAWINGS = {
  pesto: food('#5E8F2E', 46, dollopOf('#6E9A36', '#2F5E22'), { count: 3 }),
  balsamic: drizzled('#4A2414', drizzleOf('#4A2414', 3.5)),
  tahini: drizzled('#EEDDB8', drizzleOf('#EEDDB8', 6)),
  peanut_sauce: drizzled('#C98A4A', drizzleOf('#C98A4A', 6)),
  gochujang: drizzled('#C8321E', drizzleOf('#C8321E', 5)),
  teriyaki_glaze: drizzled('#6A3418', drizzleOf('#6A3418', 5)),
  chili_oil: garnish(
    '#C8321E',
    180,
    (c, x, y, s) =>
      specks(c, x, y, s * 0.45, 14, 6, '#B8260E', 1, 0.75) + specks(c, x, y, s * 0.45, 20, 1.6, '#5A1A0C'),
  ),
  sriracha_mayo: drizzled('#F3A27A', drizzleOf('#F3A27A', 5)),
  chimichurri: garnish('#4E7F2E', 120, (c, x, y, s) => {
    let out = '';
    for (let i = 0; i < 3; i++) out += pool('#5E8A2E', '#C8261E')(c, ...inDisc(c.rng, x, y, s * 0.3), s * 0.3, 0);
    return out;
  }),
  coconut_swirl: garnish('#FBF8F0', 110, (c, x, y, s) => swirl(c, x, y, s / 2, '#FBF8F0')),
  olive_oil: drizzled('#C9B43A', drizzleOf('#D9C24A', 3)),
  gravy: food('#7A3E1E', 150, pool('#7A3E1E'), { count: 1 }),
  bbq_sauce: drizzled('#6A2414', drizzleOf('#7A2A14', 5)),
  garlic_butter: food('#F6DE95', 60, pool('#F6DE95', '#4E8F3C'), { count: 1 }),
  blueberry_jam: food('#4A2A5E', 60, pool('#4A2A5E'), { count: 1 }),
  strawberry_jam: food('#B8263A', 60, pool('#B8263A'), { count: 1 }),
  fruit_ketchup: food('#9A3A1E', 60, pool('#9A3A1E', '#E9A23A'), { count: 1 }),
  honey: food('#EFD58A', 60, pool('#EFD58A'), { count: 1 }),
  maple_butter: food('#D9A05A', 60, pool('#D9A05A'), { count: 1 }),
  maple_syrup: drizzled('#B8702A', drizzleOf('#B8702A', 5)),
  caramel: drizzled('#A8601E', drizzleOf('#A8601E', 5)),
  chocolate: drizzled('#4A2A1E', drizzleOf('#4A2A1E', 5)),
  rice_side: food('#FBF8F1', 110, riceHeap, { count: 1 }),
  wild_rice_side: food('#4A3A2E', 110, grainHeap('#6E5A44', '#2A2220'), { count: 1 }),
  quinoa_side: food('#D8C39A', 110, grainHeap('#D8C39A', '#9C4A3A'), { count: 1 }),
  granola: food('#C98A4A', 50, granola, { count: 5 }),
  oats: food(
    '#E8D3A4',
    60,
    (c, x, y, s) =>
      specks(c, x, y, s / 2, 20, 3.4, '#E8D3A4', 1.6) + specks(c, x, y, s / 2, 10, 2.6, darken('#E8D3A4', 0.2), 1.6),
    { count: 3 },
  ),
  puff_pastry: food('#E2A54E', 80, puff, { count: 1 }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
