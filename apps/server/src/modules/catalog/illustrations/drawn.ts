// What a picture actually drew, reported by the drawing code as it paints: the dish's form and
// vessel, its base and sauce colour, and every food. Tests read this instead of parsing the SVG.
import { type FoodId, type FoodKind, type Protein, kindOf, sourceOf } from './food-list.ts';
import type { Base, Form, Vessel } from './picture.ts';

export interface Drawn {
  form?: Form;
  vessel?: Vessel;
  base?: Base;
  /** Colour of the sauce, broth or soup, `#rrggbb`. */
  sauce?: string;
  foods: FoodId[];
}

export interface DrawnSummary extends Drawn {
  proteins: Protein[];
  kinds: FoodKind[];
}

export function emptyDrawn(): Drawn {
  return { foods: [] };
}

/** Something that carries a report (the drawing context). */
interface Reporting {
  drawn: Drawn;
}

export function noteForm(c: Reporting, form: Form, vessel?: Vessel): void {
  c.drawn.form = form;
  if (vessel) c.drawn.vessel = vessel;
}

export function noteBase(c: Reporting, base: Base): void {
  c.drawn.base = base;
}

export function noteSauce(c: Reporting, colour: string): void {
  c.drawn.sauce = colour;
}

export function noteFood(c: Reporting, food: FoodId): void {
  if (!c.drawn.foods.includes(food)) c.drawn.foods.push(food);
}

export function summarise(drawn: Drawn): DrawnSummary {
  const proteins = new Set<Protein>();
  const kinds = new Set<FoodKind>();
  for (const food of drawn.foods) {
    const source = sourceOf(food);
    if (source) proteins.add(source);
    kinds.add(kindOf(food));
  }
  return { ...drawn, foods: [...drawn.foods], proteins: [...proteins], kinds: [...kinds] };
}
