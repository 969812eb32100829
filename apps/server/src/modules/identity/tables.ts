import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/**
 * Failed sign-ins and reset attempts, kept in the database so every instance counts the same
 * (DESIGN.md §2). `subject` is `email:<lower-cased address>` or `ip:<address>`: attempts are
 * counted by the address typed, so an unknown e-mail is treated exactly like a known one.
 */
export const identityAttempts = pgTable(
  'identity_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['sign_in_failure', 'reset_attempt', 'reset_block'] }).notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_attempts_lookup_idx').on(t.kind, t.subject, t.createdAt)],
);

/** Password reset links: only the SHA-256 of the token is stored; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_client_idx').on(t.clientId),
  ],
);
