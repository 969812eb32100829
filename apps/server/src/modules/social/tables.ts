import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/**
 * A provider account linked to a client: matched by (provider, subject), never by e-mail alone.
 * One account per provider per client. `email` is what the provider said at link time.
 */
export const clientIdentities = pgTable(
  'client_identities',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google_oauth2', 'facebook', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('client_identities_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('client_identities_client_provider_idx').on(t.clientId, t.provider),
  ],
);
