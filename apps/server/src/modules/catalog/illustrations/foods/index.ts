// Draws any food of the food list, and reports it as drawn. Every food a dish shows goes through
// here, so the report is exactly what is on the plate.
import { noteFood } from '../drawn.ts';
import type { FoodId } from '../food-list.ts';
import { type Ctx, inDisc, polar } from '../svg.ts';
import type { FoodDrawing, Role } from './drawing.ts';
import { EGG_DAIRY_DRAWINGS } from './eggs-dairy.ts';
import { FISH_DRAWINGS } from './fish.ts';
import { FRUIT_DRAWINGS } from './fruit.ts';
import { GARNISH_DRAWINGS } from './garnish.ts';
import { MEAT_DRAWINGS } from './meat.ts';
import { PLANT_PROTEIN_DRAWINGS } from './plant-proteins.ts';
import { SAUCE_DRAWINGS } from './sauces.ts';
import { heap } from './shapes.ts';
import { VEGETABLE_DRAWINGS } from './vegetables.ts';

/** The type makes a food without a drawing a compile error. */
export const FOOD_DRAWINGS: Record<FoodId, FoodDrawing> = {
  ...MEAT_DRAWINGS,
  ...FISH_DRAWINGS,
  ...EGG_DAIRY_DRAWINGS,
  ...PLANT_PROTEIN_DRAWINGS,
  ...VEGETABLE_DRAWINGS,
  ...FRUIT_DRAWINGS,
  ...GARNISH_DRAWINGS,
  ...SAUCE_DRAWINGS,
};

export function drawing(food: FoodId): FoodDrawing {
  return FOOD_DRAWINGS[food];
}

export function roleOf(food: FoodId): Role {
  return FOOD_DRAWINGS[food].role;
}

export function colourOf(food: FoodId): string {
  return FOOD_DRAWINGS[food].colour;
}

/** A food drawn as a band of its colour (a sandwich layer, a filling): reports it, gives the colour. */
export function layer(c: Ctx, food: FoodId): string {
  noteFood(c, food);
  return FOOD_DRAWINGS[food].colour;
}

/** One piece of a food, `size` across (its natural size when omitted). */
export function piece(c: Ctx, food: FoodId, x: number, y: number, deg: number, size?: number): string {
  noteFood(c, food);
  const d = FOOD_DRAWINGS[food];
  return d.piece(c, x, y, size ?? d.size, deg);
}

/**
 * A food spread over a dish (a disc of radius r): pieces scattered, a garnish sprinkled, a
 * drizzle across, a wedge at the edge. `scale` sizes the pieces for smaller or larger dishes.
 */
export function topping(c: Ctx, food: FoodId, x: number, y: number, r: number, scale = 1, count?: number): string {
  noteFood(c, food);
  const d = FOOD_DRAWINGS[food];
  const size = d.size * scale;
  if (d.role === 'garnish') return d.piece(c, x, y, r * 1.6, 0);
  if (d.role === 'drizzle') return d.piece(c, x, y, r * 1.7, c.rng.range(-30, 30));
  if (d.role === 'wedge') return d.piece(c, ...polar(x, y, r * 0.85, c.rng.range(20, 70)), size, c.rng.range(-40, 40));
  let out = '';
  const n = count ?? d.count;
  const pts: [number, number][] = [];
  for (let tries = 0; pts.length < n && tries < n * 25; tries++) {
    const p = inDisc(c.rng, x, y, Math.max(1, r - size * 0.3));
    if (pts.every((q) => (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2 >= (size * 0.7) ** 2)) pts.push([p[0], p[1]]);
  }
  pts.sort((a, b) => a[1] - b[1]);
  for (const p of pts) out += d.piece(c, p[0], p[1], size * c.rng.range(0.9, 1.08), c.rng.range(0, 360));
  return out;
}

/** A food as one section of a bowl or one side on a plate, `size` wide. */
export function section(c: Ctx, food: FoodId, x: number, y: number, size: number, deg: number): string {
  noteFood(c, food);
  const d = FOOD_DRAWINGS[food];
  if (d.cluster) return d.cluster(c, x, y, size, deg);
  if (d.role === 'garnish') return d.piece(c, x, y, size, deg);
  if (d.role === 'drizzle') return d.piece(c, x, y, size, deg);
  if (d.role === 'wedge' || d.count <= 2) return d.piece(c, x, y, Math.min(size, d.size * 1.3), deg);
  const each = Math.min(d.size, size * 0.38);
  const count = Math.max(3, Math.round((size * size * 0.95) / (each * each)));
  return heap(d.piece, each, Math.min(count, 10))(c, x, y, size, deg);
}

/** A food as the centre of a plate, about `size` long. */
export function centrepiece(c: Ctx, food: FoodId, x: number, y: number, size: number, deg: number): string {
  noteFood(c, food);
  const d = FOOD_DRAWINGS[food];
  if (d.main) return d.main(c, x, y, size, deg);
  return section(c, food, x, y, size * 0.8, deg);
}

/** A whole bowl of one food, disc of radius r: its texture, or its pieces packed close. */
export function filling(c: Ctx, food: FoodId, x: number, y: number, r: number): string {
  noteFood(c, food);
  const d = FOOD_DRAWINGS[food];
  if (d.fill) return d.fill(c, x, y, r, 0);
  return topping(c, food, x, y, r * 1.05, 1, Math.round((r * r * 2.2) / (d.size * d.size)));
}

/** Foods grouped by how a dish uses them. */
export function byRole(foods: readonly FoodId[]): Record<Role, FoodId[]> {
  const out: Record<Role, FoodId[]> = { piece: [], garnish: [], drizzle: [], wedge: [] };
  for (const f of foods) out[roleOf(f)].push(f);
  return out;
}
