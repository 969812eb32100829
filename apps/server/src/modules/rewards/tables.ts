import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../auth/tables.ts';

/**
 * Reward points are an append-only ledger (DESIGN.md §6): the balance is the sum of available
 * entries. `reference` makes each award or redemption happen once.
 */
export const rewardPointEntries = pgTable(
  'reward_point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    points: integer('points').notNull(),
    status: text('status', { enum: ['pending', 'available'] }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_point_entries_client_idx').on(t.clientId)],
);
