import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Price per serving of each plan size (issue 5: prices are data). Ready-to-cook rows are keyed by
 * people and recipes a week; ready-to-eat rows have people 1 and count the meals a week.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    type: text('type', { enum: ['rtc', 'rte'] }).notNull(),
    people: integer('people').notNull(),
    count: integer('count').notNull(),
    pricePerServingCents: integer('price_per_serving_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.people, t.count] })],
);

/** Dietary preferences offered, with the weekly servings each needs and its surcharge. */
export const planPreferences = pgTable('plan_preferences', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  minimumServings: integer('minimum_servings').notNull().default(0),
  surchargePerServingCents: integer('surcharge_per_serving_cents').notNull().default(0),
});

/** Delivery fee, free-delivery threshold and minimum order, in cents, by name. */
export const planSettings = pgTable('plan_settings', {
  key: text('key', { enum: ['delivery_fee', 'free_delivery_threshold', 'minimum_order'] }).primaryKey(),
  cents: integer('cents').notNull(),
});
