import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES } from '@fp/i18n';
import { oneOf } from '../../db/one-of.ts';

/** Text messages as sent (development and tests keep them here, like the mail outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    body: text('body').notNull(),
    /** The event the message is about (`order:12:out-for-delivery`): one message per event. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt), check('sms_outbox_locale_check', oneOf(t.locale, LOCALES))],
);

/** Households that agreed to receive text messages (reminders); withdrawing keeps the row. */
export const smsConsents = pgTable('sms_consents', {
  clientId: integer('client_id').primaryKey(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});
