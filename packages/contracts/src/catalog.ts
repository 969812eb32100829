import { DIET_TAGS } from '@fp/domain/vocabulary';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryList, Region } from './query.ts';

export { DIET_TAGS };
export const DietTag = z.enum(DIET_TAGS);
export type DietTag = z.infer<typeof DietTag>;

/** Canada's priority allergens; `wheat` covers wheat, triticale and gluten. */
export const ALLERGENS = [
  'eggs',
  'milk',
  'mustard',
  'peanuts',
  'crustaceans',
  'molluscs',
  'fish',
  'sesame',
  'soy',
  'sulphites',
  'tree_nuts',
  'wheat',
] as const;
export const Allergen = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof Allergen>;

export const MARKET_CATEGORIES = [
  'produce',
  'bakery',
  'dairy',
  'meat',
  'seafood',
  'pantry',
  'snacks',
  'beverages',
  'desserts',
  'breakfast',
  'frozen',
  'add_ons',
] as const;
export const MarketCategory = z.enum(MARKET_CATEGORIES);
export type MarketCategory = z.infer<typeof MarketCategory>;

export const ProductKind = z.enum(['rtc', 'rte', 'market']);
export type ProductKind = z.infer<typeof ProductKind>;
export const Difficulty = z.enum(['easy', 'moderate', 'complex']);

export const Nutrition = z.object({
  calories: z.number(),
  fatG: z.number(),
  saturatedFatG: z.number(),
  transFatG: z.number(),
  cholesterolMg: z.number(),
  sodiumMg: z.number(),
  carbsG: z.number(),
  fibreG: z.number(),
  sugarsG: z.number(),
  proteinG: z.number(),
});
export type Nutrition = z.infer<typeof Nutrition>;

/**
 * What every view of a product shows on its card: name, picture, diet and allergen tags, time,
 * difficulty and availability. Texts are in the request's language. The menu's card and the
 * editor's product add their own price (and the editor its cart data) to it.
 */
export const ProductFace = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: ProductKind,
  category: MarketCategory.nullable(),
  imageId: z.number().int().nullable(),
  tags: z.array(DietTag),
  allergens: z.array(Allergen),
  prepMinutes: z.number().int().nullable(),
  difficulty: Difficulty.nullable(),
  soldOut: z.boolean(),
  badge: z.enum(['new', 'chef_pick', 'back']).nullable(),
});
export type ProductFace = z.infer<typeof ProductFace>;

/** What a menu or market card shows. */
export const ProductCard = ProductFace.extend({
  /** Meals: what a serving costs on a plan, the plans' "from" price of its kind (decision 018); market items: per unit. */
  priceCents: z.number().int(),
  calories: z.number().nullable(),
  spiceLevel: z.number().int().nullable(),
  size: z.string().nullable(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/** A week: 'this-week', 'next-week' or any day of it as YYYY-MM-DD. */
export const WeekParam = z
  .string()
  .regex(/^(this-week|next-week|\d{4}-\d{2}-\d{2})$/, 'catalog:errors.badWeek')
  .default('this-week');

export const MenuFilters = z.object({
  diet: queryList(DietTag),
  exclude: queryList(Allergen),
  maxMinutes: z.coerce.number().int().min(2).max(120).optional(),
  type: ProductKind.optional(),
  category: MarketCategory.optional(),
  q: z.string().trim().max(100).optional(),
});
export type MenuFilters = z.infer<typeof MenuFilters>;

export const MenuData = z.object({
  week: z.object({ start: z.string(), end: z.string() }),
  /** Weeks with a published menu, from the current one on, for the week selector. */
  weeks: z.array(z.object({ start: z.string(), current: z.boolean() })),
  region: Region.nullable(),
  items: z.array(ProductCard),
  /** Meals on the menu before filtering (or market items, for type=market). */
  total: z.number().int(),
});
export type MenuData = z.infer<typeof MenuData>;

export const getMenuData = endpoint({
  method: 'GET',
  path: '/api/v1/menu/data',
  summary: "A week's menu (or the market), filtered by diet, allergens, time, type and search",
  input: MenuFilters.extend({ week: WeekParam, region: Region.optional() }),
  output: MenuData,
});

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  slugs: z.object({ en: z.string(), fr: z.string() }),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.string(), allergens: z.array(Allergen) })),
  steps: z.array(z.object({ title: z.string(), body: z.string() })),
  nutrition: Nutrition,
  servingSize: z.string().nullable(),
  tip: z.string().nullable(),
  origin: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

const ProductRef = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'catalog:errors.badProduct'),
});

export const getProductModalData = endpoint({
  method: 'GET',
  path: '/api/v1/products/modal_data',
  summary: 'Everything about one product (by id or slug in either language)',
  input: ProductRef,
  output: ProductDetail,
});

export const getRecipalHtml = endpoint({
  method: 'GET',
  path: '/api/v1/products/recipal_html',
  summary: "A product's Nutrition Facts table as HTML (escaped, classes only)",
  input: ProductRef,
  output: z.object({ html: z.string() }),
});
