import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Text messages as sent (development and tests keep them here, like the mail outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: text('locale', { enum: ['en', 'fr'] }).notNull(),
    body: text('body').notNull(),
    /** The event the message is about (`order:12:out-for-delivery`): one message per event. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Households that agreed to receive text messages (reminders); withdrawing keeps the row. */
export const smsConsents = pgTable('sms_consents', {
  clientId: integer('client_id').primaryKey(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});
