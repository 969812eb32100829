import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';
import { DELIVERY_DAYS, DIET_TAGS, SUBSCRIPTION_STATUSES } from '@fp/domain';
import { oneOf } from '../../db/one-of.ts';

/** One plan per household (SPEC.md §1). Prices are copied at signup; later changes apply from a date. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    planType: text('plan_type', { enum: ['rtc', 'rte'] }).notNull(),
    people: integer('people'),
    recipesPerWeek: integer('recipes_per_week'),
    mealsPerWeek: integer('meals_per_week'),
    preference: text('preference', { enum: DIET_TAGS }).notNull(),
    pricePerServingCents: integer('price_per_serving_cents').notNull(),
    deliveryDay: text('delivery_day', { enum: DELIVERY_DAYS }).notNull(),
    windowStarts: text('window_starts').notNull(),
    windowEnds: text('window_ends').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    pauseReason: text('pause_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_client_idx').on(t.clientId),
    index('subscriptions_status_idx').on(t.status),
    check('subscriptions_preference_check', oneOf(t.preference, DIET_TAGS)),
  ],
);
