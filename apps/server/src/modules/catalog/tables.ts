import { sql } from 'drizzle-orm';
import type { Nutrition } from '@fp/contracts';
import { REGIONS } from '@fp/domain';
import { oneOf } from '../../db/one-of.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Generated illustrations, stored as SVG and rasterised on request by /images/:id. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    seed: text('seed').notNull(),
    svg: text('svg').notNull(),
    altEn: text('alt_en').notNull().default(''),
    altFr: text('alt_fr').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('images_subject_seed_idx').on(t.subject, t.seed)],
);

/** Every sellable thing: ready-to-cook kits, ready-to-eat meals and market items. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['rtc', 'rte', 'market'] }).notNull(),
    category: text('category'),
    family: text('family').notNull(),
    slugEn: text('slug_en').notNull().unique(),
    slugFr: text('slug_fr').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'moderate', 'complex'] }),
    prepMinutes: integer('prep_minutes'),
    spiceLevel: integer('spice_level'),
    /** Per serving for meals, per unit for market items. */
    priceCents: integer('price_cents').notNull(),
    taxClass: taxClassColumn(),
    sizeEn: text('size_en'),
    sizeFr: text('size_fr'),
    servingSizeEn: text('serving_size_en'),
    servingSizeFr: text('serving_size_fr'),
    tipEn: text('tip_en'),
    tipFr: text('tip_fr'),
    originEn: text('origin_en'),
    originFr: text('origin_fr'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Derived from the ingredients when the product is saved. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nutrition: jsonb('nutrition').$type<Nutrition>().notNull(),
    imageId: integer('image_id').references(() => images.id),
    soldOut: boolean('sold_out').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_kind_idx').on(t.kind, t.category)],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    quantityEn: text('quantity_en').notNull(),
    quantityFr: text('quantity_fr').notNull(),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productSteps = pgTable(
  'product_steps',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** A delivery week's menu, national (region null) or for one region where it differs. */
export const menuWeeks = pgTable(
  'menu_weeks',
  {
    id: serial('id').primaryKey(),
    weekStart: date('week_start').notNull(),
    region: text('region', { enum: REGIONS }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('menu_weeks_week_region_idx').on(t.weekStart, sql`coalesce(${t.region}, '')`),
    check('menu_weeks_region_check', oneOf(t.region, REGIONS)),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    menuWeekId: integer('menu_week_id')
      .notNull()
      .references(() => menuWeeks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    badge: text('badge', { enum: ['new', 'chef_pick', 'back'] }),
  },
  (t) => [primaryKey({ columns: [t.menuWeekId, t.productId] })],
);

/** One row: the catalogue's version, bumped by every change so caches on every instance notice. */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reference to a product, never empty; `column` names it where the product plays a role (`recipe_id`). */
export function productReference(column = 'product_id') {
  return integer(column)
    .notNull()
    .references(() => products.id);
}

/** How a product is taxed; an order's line keeps the class its product had when it was priced. */
export function taxClassColumn() {
  return text('tax_class', { enum: ['zero_rated', 'prepared_food', 'general'] }).notNull();
}

/** Customisations a recipe offers (a protein swap, a double portion), each priced per serving. */
export const recipeCustomizations = pgTable(
  'recipe_customizations',
  {
    productId: productReference(),
    key: text('key').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    extraPerServingCents: integer('extra_per_serving_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] })],
);

/** Products suggested with a recipe (a dessert, a side), in the staff's order. */
export const recipePairings = pgTable(
  'recipe_pairings',
  {
    recipeId: productReference('recipe_id'),
    productId: productReference(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.productId] })],
);
