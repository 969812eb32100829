import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES } from '@fp/i18n';
import { oneOf } from '../../db/one-of.ts';

export const SMS_STATUSES = ['stored', 'pending', 'sent', 'failed'] as const;

/**
 * Text messages, one per event. Without a provider (development and tests) they stay here as
 * `stored`; with Twilio (decision 050) each is written `pending` in the caller's transaction with
 * its delivery job, like the mail outbox, and the job sends it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    body: text('body').notNull(),
    /** The event the message is about (`order:12:out-for-delivery`): one message per event. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('stored'),
    /** The provider's id of the sent message (Twilio's SM… sid). */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_to_idx').on(t.to, t.createdAt),
    check('sms_outbox_locale_check', oneOf(t.locale, LOCALES)),
    check('sms_outbox_status_check', oneOf(t.status, SMS_STATUSES)),
  ],
);

/** Households that agreed to receive text messages (reminders); withdrawing keeps the row. */
export const smsConsents = pgTable('sms_consents', {
  clientId: integer('client_id').primaryKey(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});
