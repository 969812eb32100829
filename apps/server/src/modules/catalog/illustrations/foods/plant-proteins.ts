// Tofu, pulses and falafel: the proteins of vegetarian and vegan dishes.
import type { FoodId } from '../food-list.ts';
import { specks } from '../parts.ts';
import { circle, shade } from '../svg.ts';
import { type FoodDrawing, food } from './drawing.ts';
import { type Draw, ballOf, ballsOf, cubeOf, grainsOf, heap, heapOf } from './shapes.ts';

/** Golden-crusted tofu cube. */
const tofu = cubeOf('#F3DFA8', '#D9A54A');

const falafel: Draw = (c, x, y, s) =>
  circle(x, y, s / 2, shade(c, '#8A5A2A', 0.3, 0.25)) +
  specks(c, x, y, s * 0.35, 8, s * 0.035, '#5E8A3A') +
  specks(c, x, y, s * 0.35, 6, s * 0.03, '#C9945A');

export const PLANT_PROTEIN_DRAWINGS = {
  tofu: food('#F3DFA8', 34, tofu, { count: 9, cluster: heap(tofu, 34, 7) }),
  chickpeas: food('#E2C07E', 22, ballOf('#E2C07E', 0.3), {
    count: 16,
    cluster: heap(ballOf('#E2C07E', 0.3), 22, 12),
    fill: ballsOf('#E2C07E', 26),
  }),
  falafel: food('#8A5A2A', 44, falafel, { count: 6, cluster: heap(falafel, 44, 5) }),
  black_beans: food('#2F2A30', 40, heapOf('#3A3234', 5, 8), { count: 4, cluster: heapOf('#3A3234', 6, 40) }),
  kidney_beans: food('#7A2A2A', 40, heapOf('#8A2E2A', 6, 6, 1.6), { count: 4, cluster: heapOf('#8A2E2A', 7, 30, 1.6) }),
  baked_beans: food('#C9763A', 40, heapOf('#D9904A', 5, 8, 1.4), {
    count: 6,
    cluster: heapOf('#D9904A', 6, 30, 1.4),
    fill: ballsOf('#D9904A', 20),
  }),
  red_lentils: food('#E2753A', 40, heapOf('#E98A46', 3.4, 18), {
    count: 4,
    cluster: heapOf('#E98A46', 3.4, 70),
    fill: grainsOf('#E98A46', 4, 0.011),
  }),
  green_lentils: food('#6E6A3A', 40, heapOf('#77703F', 3.6, 16), {
    count: 5,
    cluster: heapOf('#77703F', 3.6, 70),
    fill: grainsOf('#77703F', 4, 0.011),
  }),
  edamame: food('#7DBB4A', 40, heapOf('#7DBB4A', 8, 5), { count: 5, cluster: heapOf('#7DBB4A', 9, 14) }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
