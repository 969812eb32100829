import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';
import { cities } from '../locations/tables.ts';
import { DELIVERY_DAYS, REGIONS } from '@fp/domain';
import { oneOf } from '../../db/one-of.ts';

/** Delivery time windows per region and delivery day (data: operations change them). */
export const deliveryWindows = pgTable(
  'delivery_windows',
  {
    id: serial('id').primaryKey(),
    region: text('region', { enum: REGIONS }).notNull(),
    day: text('day', { enum: DELIVERY_DAYS }).notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
  },
  (t) => [
    uniqueIndex('delivery_windows_region_day_starts_idx').on(t.region, t.day, t.starts),
    check('delivery_windows_region_check', oneOf(t.region, REGIONS)),
  ],
);

/** When orders for a region's delivery day lock: so many days before, at a local time (data). */
export const deliveryCutoffs = pgTable(
  'delivery_cutoffs',
  {
    id: serial('id').primaryKey(),
    region: text('region', { enum: REGIONS }).notNull(),
    day: text('day', { enum: DELIVERY_DAYS }).notNull(),
    daysBefore: integer('days_before').notNull(),
    /** Local wall-clock time, 'HH:MM:SS'. */
    time: text('time').notNull(),
  },
  (t) => [
    uniqueIndex('delivery_cutoffs_region_day_idx').on(t.region, t.day),
    check('delivery_cutoffs_region_check', oneOf(t.region, REGIONS)),
  ],
);

/** Where a household gets its deliveries: picked from the address index, never typed free-form. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['primary', 'alternate'] })
      .notNull()
      .default('primary'),
    line1: text('line1').notNull(),
    unit: text('unit'),
    buzzer: text('buzzer'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    city: text('city').notNull(),
    province: text('province', { enum: REGIONS }).notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    instructions: text('instructions'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Sent to the courier routing system: drive to the coordinates rather than the street address. */
    coordinatesMode: boolean('coordinates_mode').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_client_idx').on(t.clientId, t.kind),
    check('addresses_province_check', oneOf(t.province, REGIONS)),
  ],
);

/**
 * The first delivery a household chose during signup, before it has a subscription: the
 * subscription, once made, is the only home of the recurring day and window (decision 025).
 */
export const firstDeliveryChoices = pgTable('first_delivery_choices', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
  windowStarts: text('window_starts').notNull(),
  windowEnds: text('window_ends').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every address search and its outcome, to see where people fail to find their address. */
export const addressAttempts = pgTable(
  'address_attempts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    sessionId: text('session_id'),
    query: text('query').notNull(),
    postalCode: text('postal_code'),
    outcome: text('outcome', {
      enum: ['suggested', 'none', 'po_box', 'unresolvable', 'out_of_area', 'saved'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_attempts_created_idx').on(t.createdAt)],
);
