import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The append-only ledgers (DESIGN.md §6, decision 024); gift cards and bags join this list. */
export const LEDGERS = ['account_credit', 'reward_points'] as const;
export type LedgerName = (typeof LEDGERS)[number];

/**
 * One row per ledger and owner (a client, later a gift card): the row every change of that
 * owner's balance locks first, so concurrent changes take turns.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ledger: text('ledger', { enum: LEDGERS }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ledger, t.ownerId] })],
);

/**
 * Entries are only ever inserted. A balance is the sum of an owner's entries in one bucket
 * (`available`, or `pending` for points not yet earned). `reference` names the business event
 * (`referral-welcome:12`, `order:345:billed`), so the same event is recorded once whatever the
 * retries; a transfer writes one entry in each of its two buckets under its one reference.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ledger: text('ledger', { enum: LEDGERS }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    bucket: text('bucket').notNull().default('available'),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_idx').on(t.ledger, t.bucket, t.reference),
    index('ledger_entries_owner_idx').on(t.ledger, t.ownerId, t.bucket),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
