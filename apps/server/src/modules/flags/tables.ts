import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

export const featureFlags = pgTable(
  'feature_flags',
  {
    name: text('name').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    percentageOfActors: integer('percentage_of_actors'),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'feature_flags_percentage_check',
      sql`${t.percentageOfActors} is null or ${t.percentageOfActors} between 0 and 100`,
    ),
  ],
);

export const featureFlagClients = pgTable(
  'feature_flag_clients',
  {
    flagName: text('flag_name')
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flagName, t.clientId] })],
);

/** One row: the flags' version, bumped by every change so the gate caches of every instance notice. */
export const flagState = pgTable('flag_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
