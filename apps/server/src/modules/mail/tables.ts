import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '@fp/i18n';
import { oneOf } from '../../db/one-of.ts';

/**
 * Transactional outbox: a message is stored in the same transaction as the change that caused
 * it, with a delivery job on the job runner, which retries it (decision 023). `dedupe_key` keeps
 * a retried request from sending twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['pending', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_idx').on(t.dedupeKey),
    index('email_outbox_to_idx').on(t.toAddress),
    check('email_outbox_locale_check', oneOf(t.locale, LOCALES)),
  ],
);
