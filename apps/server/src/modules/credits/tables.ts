import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/**
 * Account credit is an append-only ledger (DESIGN.md §6): the balance is the sum of the entries.
 * `reference` makes each grant or use happen once, whatever the retries.
 */
export const accountCreditEntries = pgTable(
  'account_credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: ['referral_welcome', 'order_applied', 'goodwill', 'refund'] }).notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_credit_entries_client_idx').on(t.clientId)],
);
