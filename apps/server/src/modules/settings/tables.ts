import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/**
 * E-mail verification codes: only a keyed hash is stored. A new code replaces the earlier ones;
 * rows stay after use so resends can be counted per hour.
 */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used or replaced; a code works only while this is null. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_codes_client_idx').on(t.clientId, t.createdAt)],
);

/** Wrong passwords typed in settings (re-authentication, password change): the lockout counts these. */
export const passwordCheckFailures = pgTable(
  'password_check_failures',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    context: text('context', { enum: ['reauthentication', 'password_change'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_check_failures_client_idx').on(t.clientId, t.createdAt)],
);
