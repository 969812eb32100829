// Fruit: citrus wedges at the rim, berries, and fruit pieces in bowls and salads.
import type { FoodId } from '../food-list.ts';
import { citrusSlice, specks } from '../parts.ts';
import { at, blobD, n, path, shade } from '../svg.ts';
import { type FoodDrawing, food } from './drawing.ts';
import { type Draw, ballOf, ballsOf, chunkOf, cubeOf, heap, wedgeOf } from './shapes.ts';

const appleSlice: Draw = (_c, x, y, s, deg) =>
  at(
    x,
    y,
    deg,
    1,
    path('M' + n(-s / 2) + ' 0A' + n(s / 2) + ' ' + n(s * 0.3) + ' 0 0 1 ' + n(s / 2) + ' 0Z', '#C8322A') +
      path('M' + n(-s * 0.45) + ' 0A' + n(s * 0.45) + ' ' + n(s * 0.24) + ' 0 0 1 ' + n(s * 0.45) + ' 0Z', '#FBF1D6'),
  );

const strawberry: Draw = (c, x, y, s) =>
  path(blobD(c.rng, x, y, s / 2, s * 0.42, 0.1, 7), shade(c, '#E0312E', 0.25, 0.15)) +
  specks(c, x, y, s * 0.3, 6, s * 0.03, '#F9E08A', 1.6);

const wedge = (lime: boolean): FoodDrawing =>
  food(lime ? '#6EA83A' : '#F2C230', 80, wedgeOf(lime), {
    role: 'wedge',
    count: 1,
    cluster: (c, x, y, s) =>
      citrusSlice(c, x, y, s * 0.32, lime) + wedgeOf(lime)(c, x + s * 0.15, y + s * 0.2, s * 0.7, 30),
  });

export const FRUIT_DRAWINGS = {
  lemon: wedge(false),
  lime: wedge(true),
  mango: food('#F6B23A', 28, cubeOf('#F6B23A'), { count: 8 }),
  pineapple: food('#F6D24A', 32, cubeOf('#F6D24A'), { count: 8 }),
  apple: food('#FBF1D6', 44, appleSlice, { count: 5 }),
  cranberries: food('#A8203A', 14, ballOf('#B8263A', 0.3), { count: 14 }),
  apricots: food('#F0963A', 28, chunkOf('#F0963A', 0.2), { count: 7 }),
  dates: food('#6B3A22', 28, chunkOf('#6B3A22', 0.25), { count: 7 }),
  blueberries: food('#3D4E8A', 20, ballOf('#3D4E8A', 0.45), {
    count: 14,
    cluster: heap(ballOf('#3D4E8A', 0.45), 20, 14),
    fill: ballsOf('#3D4E8A', 24),
  }),
  strawberries: food('#E0312E', 34, strawberry, { count: 6 }),
  saskatoon_berries: food('#4A2A5E', 18, ballOf('#5A2E6E', 0.4), { count: 14 }),
} satisfies Partial<Record<FoodId, FoodDrawing>>;
