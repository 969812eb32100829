import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REGIONS } from '@fp/domain';
import { LOCALES } from '@fp/i18n';
import { oneOf } from '../../db/one-of.ts';
import type { Block } from './seed/types.ts';

/** Long-form pages (legal, story, zero waste...) per language. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    updatedOn: date('updated_on').notNull(),
    blocks: jsonb('blocks').$type<Block[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] }), check('content_pages_locale_check', oneOf(t.locale, LOCALES))],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  friendlyId: text('friendly_id').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull(),
  listFaqsOnPages: text('list_faqs_on_pages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionEn: text('question_en').notNull(),
    questionFr: text('question_fr').notNull(),
    answerEn: text('answer_en').notNull(),
    answerFr: text('answer_fr').notNull(),
  },
  (t) => [uniqueIndex('faqs_category_position_idx').on(t.categoryId, t.position)],
);

/**
 * Entries of the content service (SPEC.md §3 banners): a type, a content locale (en-US, fr-CA),
 * an optional region with its location, the fields of that type, and images identified by title.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    locale: text('locale', { enum: ['en-US', 'fr-CA'] }).notNull(),
    region: text('region', { enum: REGIONS }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    images: jsonb('images').$type<{ title: string; imageId: number }[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_type_locale_region_idx').on(t.type, t.locale, sql`coalesce(${t.region}, '')`),
    check('content_entries_region_check', oneOf(t.region, REGIONS)),
  ],
);

/** Figures of the impact page, refreshed by jobs as deliveries and returns happen. */
export const impactMetrics = pgTable('impact_metrics', {
  key: text('key').primaryKey(),
  value: doublePrecision('value').notNull(),
  position: integer('position').notNull(),
  asOf: date('as_of').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    clientId: integer('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    listId: text('list_id').notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`, t.listId),
    check('newsletter_subscribers_locale_check', oneOf(t.locale, LOCALES)),
  ],
);
