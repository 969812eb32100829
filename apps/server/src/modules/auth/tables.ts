import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '@fp/i18n';
import { oneOf } from '../../db/one-of.ts';

/** One account per household (SPEC.md §1). E-mail is unique whatever its case. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email_lower_idx').on(sql`lower(${t.email})`),
    check('clients_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

/** The household a row belongs to, never empty. */
export function clientReference() {
  return integer('client_id')
    .notNull()
    .references(() => clients.id);
}
