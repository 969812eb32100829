import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limit and subject (`ip:<address>`, `email:<address>`), shared by every instance
 * (DESIGN.md §2). A request takes its place with one upsert under the row's lock, so concurrent
 * requests never all see the same old count (decision 016).
 */
export const requestThrottles = pgTable(
  'request_throttles',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** Start of the current window; the count starts again once it is over. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** While set and in the future, every request is refused without being counted. */
    notBefore: timestamp('not_before', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);
