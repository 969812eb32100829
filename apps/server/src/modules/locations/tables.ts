import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { REGIONS } from '@fp/domain';
import { oneOf } from '../../db/one-of.ts';

/** Cities we deliver to (SPEC.md §1: 130+ cities in bc, ab, on, qc). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    region: text('region', { enum: REGIONS }).notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    deliveryDays: text('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [check('cities_region_check', oneOf(t.region, REGIONS))],
);

/** Postal areas (first three characters of a postal code) served, per product line. */
export const postalAreas = pgTable('postal_areas', {
  fsa: text('fsa').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  mealKits: boolean('meal_kits').notNull().default(true),
  readyToEat: boolean('ready_to_eat').notNull().default(false),
});
