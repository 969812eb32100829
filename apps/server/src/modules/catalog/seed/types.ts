import { ALLERGENS, DIET_TAGS, MARKET_CATEGORIES, type Allergen, type DietTag, type Nutrition } from '@fp/contracts';
import type { Picture } from '../illustrations/picture.ts';

// Shapes of the hand-written demo catalogue. Every text is bilingual; French is written for
// Québécois readers, not translated word for word.

export interface Text {
  en: string;
  fr: string;
}

// Allergens, diet tags, market aisles and nutrition are the contracts' own lists.
export { ALLERGENS, DIET_TAGS, MARKET_CATEGORIES, type Allergen, type DietTag };

/** Illustration families: each has its own generated picture style. */
export const DISH_FAMILIES = [
  'pasta',
  'noodles',
  'rice_bowl',
  'grain_bowl',
  'curry',
  'tacos',
  'salad',
  'soup',
  'burger',
  'sandwich',
  'roast',
  'fish',
  'pizza',
  'stew',
  'breakfast',
  'dessert',
] as const;
export type DishFamily = (typeof DISH_FAMILIES)[number];

export type MarketCategory = (typeof MARKET_CATEGORIES)[number];

/**
 * zero_rated: basic groceries and meal kits (no GST/HST, no PST/QST).
 * prepared_food: ready-to-eat meals, snacks, candy, soft drinks (GST/HST and QST; no BC PST).
 * general: non-food goods (GST/HST, BC PST, QST).
 */
export const TAX_CLASSES = ['zero_rated', 'prepared_food', 'general'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const DIFFICULTIES = ['easy', 'moderate', 'complex'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface IngredientSeed {
  name: Text;
  /** For one kit (2 servings) or one unit; metric, e.g. { en: '200 g', fr: '200 g' }. */
  quantity: Text;
  allergens?: Allergen[];
}

/** Per serving, rounded as on a Canadian Nutrition Facts table. */
export type NutritionSeed = Nutrition;

export interface StepSeed {
  title: Text;
  body: Text;
}

export interface MealSeed {
  /** Stable kebab-case English identifier, unique in the whole catalogue. */
  key: string;
  /** rtc: ready-to-cook kit (≤ about 30 min), rte: ready-to-eat (heat in 2 minutes). */
  kind: 'rtc' | 'rte';
  family: DishFamily;
  /** What its picture shows: the dish's form and its own main foods (illustrations/picture.ts). */
  picture: Picture;
  name: Text;
  /** Two or three appetising sentences. */
  description: Text;
  difficulty: Difficulty;
  /** Hands-on time; rte meals use 2 to 5. */
  prepMinutes: number;
  pricePerServingCents: number;
  tags: DietTag[];
  /** 0 none, 1 mild, 2 medium, 3 hot. */
  spiceLevel: 0 | 1 | 2 | 3;
  ingredients: IngredientSeed[];
  nutrition: NutritionSeed;
  /** rtc: 4 to 6 cooking steps; rte: 2 or 3 heating and serving steps. */
  steps: StepSeed[];
}

export interface MarketItemSeed {
  key: string;
  category: MarketCategory;
  family: DishFamily | 'grocery';
  /** Its own picture, drawn as a dish; without one it shows its aisle (`market_<category>`). */
  picture?: Picture;
  name: Text;
  description: Text;
  /** Pack size as printed, e.g. { en: '454 g', fr: '454 g' } or { en: '6 pack', fr: 'paquet de 6' }. */
  size: Text;
  priceCents: number;
  taxClass: TaxClass;
  tags: DietTag[];
  ingredients: IngredientSeed[];
  /** Per serving. */
  nutrition: NutritionSeed;
  servingSize: Text;
  /** Storage or use tip, one sentence. */
  tip: Text;
  /** Local producer or origin, e.g. { en: 'Fraser Valley, BC', fr: 'vallée du Fraser, C.-B.' }. */
  origin: Text;
}
