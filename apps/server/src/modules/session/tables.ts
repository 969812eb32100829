import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';
import { staffMembers } from '../staff/tables.ts';

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_client_idx').on(t.clientId), index('sessions_expires_idx').on(t.expiresAt)],
);
