// What every dish drawer shares: the frame centre, the napkin at the side, how foods are sorted.
import type { FoodId } from '../food-list.ts';
import { byRole } from '../foods/index.ts';
import { NAPKIN_COLORS, napkin } from '../parts.ts';
import type { Picture } from '../picture.ts';
import { type Ctx, n } from '../svg.ts';
import { kindOf, sourceOf } from '../food-list.ts';

/** Draws one form of dish from its picture; with `props` false only the dish (table scenes). */
export type FormDrawer = (c: Ctx, p: Picture, props: boolean) => string;

export const CX = 400;
export const CY = 300;

export function sideNapkin(c: Ctx, right = true): string {
  const x = right ? c.rng.range(610, 660) : c.rng.range(140, 190);
  return napkin(c, x, c.rng.range(280, 330), 170, 330, c.rng.jit(8), c.rng.pick(NAPKIN_COLORS));
}

/** A wave of period `period` from (x, y) along +x: compact quadratic segments. */
export function waveD(x: number, y: number, len: number, period: number, amp: number): string {
  const h = period / 2;
  let d = 'M' + n(x) + ' ' + n(y) + 'q' + n(h / 2) + ' ' + n(-amp * 2) + ' ' + n(h) + ' 0';
  for (let t = h; t < len; t += h) d += 't' + n(h) + ' 0';
  return d;
}

/** The foods of a picture sorted by how a dish spreads them. */
export function sorted(p: Picture): ReturnType<typeof byRole> {
  return byRole(p.foods);
}

/** Proteins first: the food a customer looks for. */
export function isProtein(food: FoodId): boolean {
  return (
    sourceOf(food) !== undefined || kindOf(food) === 'meat' || kindOf(food) === 'fish' || kindOf(food) === 'seafood'
  );
}

const LEAFY: readonly FoodId[] = ['spinach', 'kale', 'arugula', 'romaine', 'boston_lettuce', 'mixed_greens'];

export function isLeafy(food: FoodId): boolean {
  return LEAFY.includes(food);
}
