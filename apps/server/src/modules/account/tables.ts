import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCOUNT_NOTICES } from '@fp/domain';
import { clients } from '../auth/tables.ts';

/**
 * The account home's pop-ups and notices a household has seen or dismissed (SPEC.md §7
 * `account/dismiss_*`, `clients/modal_status_update`): remembered per household, not per device.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    notice: text('notice', { enum: ACCOUNT_NOTICES }).notNull(),
    dismissed: boolean('dismissed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.notice] })],
);
