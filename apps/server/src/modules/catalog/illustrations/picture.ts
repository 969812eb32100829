// What a product's picture shows, written as data in the seed: how the dish is served (form),
// what it is built on (base), the colour of its sauce, and the foods on it, main one first.
import type { FoodId } from './food-list.ts';

export const FORMS = [
  // pasta and noodles
  'pasta',
  'lasagna',
  'cannelloni',
  'eggplant_parmesan',
  'noodles',
  'noodle_soup',
  // bowls, pans and pots
  'bowl',
  'paella',
  'curry',
  'skillet',
  'shakshuka',
  'soup',
  'stew',
  'salad',
  // in the hand
  'tacos',
  'burger',
  'sandwich',
  'wrap',
  'banh_mi',
  // plated
  'plate',
  'pizza',
  'flatbread',
  // baked
  'shepherds_pie',
  'pot_pie',
  'pie',
  // breakfast
  'fried_eggs',
  'egg_bites',
  'porridge',
  'pancakes',
  'toast',
  // desserts
  'ramekin',
  'cake_slice',
  'cheesecake',
  'tarts',
  'bars',
  'cookies',
  'swirls',
  'ice_cream',
  'pudding_cake',
] as const;
export type Form = (typeof FORMS)[number];

/** What a dish is built on: a pasta shape, a noodle, a grain, a wrapper or a bread. */
export const BASES = [
  'ribbons',
  'tubes',
  'bows',
  'orzo',
  'gnocchi',
  'macaroni',
  'zucchini_noodles',
  'perogies',
  'flat_rice_noodles',
  'wide_rice_noodles',
  'wheat_noodles',
  'soba',
  'vermicelli',
  'rice',
  'brown_rice',
  'yellow_rice',
  'rice_and_peas',
  'quinoa',
  'couscous',
  'wild_rice',
  'farro',
  'flour_tortilla',
  'corn_tortilla',
  'naan',
  'flatbread',
  'pizza_dough',
  'brioche_bun',
  'potato_bun',
  'baguette',
  'rye_bread',
  'country_bread',
] as const;
export type Base = (typeof BASES)[number];

/** What it is served in, where a form can be served in more than one. */
export const VESSELS = ['plate', 'bowl', 'skillet', 'pot', 'board', 'baking_dish'] as const;
export type Vessel = (typeof VESSELS)[number];

export interface Picture {
  form: Form;
  base?: Base;
  vessel?: Vessel;
  /** Colour of the sauce, broth, soup or filling, `#rrggbb`. */
  sauce?: string;
  /** The foods to show, the main one first. */
  foods: readonly FoodId[];
}

export function isForm(value: string): value is Form {
  return (FORMS as readonly string[]).includes(value);
}
export function isBase(value: string): value is Base {
  return (BASES as readonly string[]).includes(value);
}
export function isVessel(value: string): value is Vessel {
  return (VESSELS as readonly string[]).includes(value);
}
