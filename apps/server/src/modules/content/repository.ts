import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Region } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import {
  contactMessages,
  contentEntries,
  contentPages,
  faqCategories,
  faqs,
  impactMetrics,
  newsletterSubscribers,
} from './tables.ts';

export type ContentEntryRow = typeof contentEntries.$inferSelect;

export function createContentRepository(db: Db) {
  return {
    async page(slug: string, locale: 'en' | 'fr') {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.locale, locale)))
        .limit(1);
      return row;
    },
    async upsertPage(values: typeof contentPages.$inferInsert) {
      await db
        .insert(contentPages)
        .values(values)
        .onConflictDoUpdate({
          target: [contentPages.slug, contentPages.locale],
          set: { title: values.title, summary: values.summary, updatedOn: values.updatedOn, blocks: values.blocks },
        });
    },
    async categories() {
      return db
        .select({
          category: faqCategories,
          // Fully qualified: inside the subquery a bare "id" would be the FAQ's own.
          count: sql<number>`(select count(*)::int from faqs where faqs.category_id = faq_categories.id)`,
        })
        .from(faqCategories)
        .orderBy(asc(faqCategories.position));
    },
    async category(friendlyId: string) {
      const [row] = await db.select().from(faqCategories).where(eq(faqCategories.friendlyId, friendlyId)).limit(1);
      return row;
    },
    async categoryForPage(page: string) {
      const [row] = await db
        .select()
        .from(faqCategories)
        .where(sql`${page} = any(${faqCategories.listFaqsOnPages})`)
        .orderBy(asc(faqCategories.position))
        .limit(1);
      return row;
    },
    async faqsOf(categoryId: number) {
      return db.select().from(faqs).where(eq(faqs.categoryId, categoryId)).orderBy(asc(faqs.position));
    },
    async upsertCategory(values: typeof faqCategories.$inferInsert): Promise<number> {
      const { friendlyId: _f, ...rest } = values;
      const [row] = await db
        .insert(faqCategories)
        .values(values)
        .onConflictDoUpdate({ target: faqCategories.friendlyId, set: rest })
        .returning({ id: faqCategories.id });
      return row!.id;
    },
    async replaceFaqs(categoryId: number, rows: Omit<typeof faqs.$inferInsert, 'categoryId'>[]) {
      await db.delete(faqs).where(eq(faqs.categoryId, categoryId));
      if (rows.length) await db.insert(faqs).values(rows.map((r) => ({ ...r, categoryId })));
    },
    /** Entries of a type and language: the region's and the generic one. */
    async entries(type: string, locale: 'en-US' | 'fr-CA', region: Region | null): Promise<ContentEntryRow[]> {
      return db
        .select()
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.type, type),
            eq(contentEntries.locale, locale),
            region
              ? or(isNull(contentEntries.region), eq(contentEntries.region, region))
              : isNull(contentEntries.region),
          ),
        );
    },
    async upsertEntry(values: typeof contentEntries.$inferInsert) {
      const existing = await db
        .select({ id: contentEntries.id })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.type, values.type),
            eq(contentEntries.locale, values.locale),
            values.region ? eq(contentEntries.region, values.region) : isNull(contentEntries.region),
          ),
        )
        .limit(1);
      if (existing[0]) {
        await db
          .update(contentEntries)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(contentEntries.id, existing[0].id));
      } else {
        await db.insert(contentEntries).values(values);
      }
    },
    async figures() {
      return db.select().from(impactMetrics).orderBy(asc(impactMetrics.position));
    },
    async upsertFigure(values: typeof impactMetrics.$inferInsert) {
      await db
        .insert(impactMetrics)
        .values(values)
        .onConflictDoUpdate({
          target: impactMetrics.key,
          set: { value: values.value, position: values.position, asOf: values.asOf },
        });
    },
    async insertContactMessage(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
    async latestContactMessages(limit: number) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);
    },
    async addSubscriber(values: typeof newsletterSubscribers.$inferInsert): Promise<void> {
      await db.insert(newsletterSubscribers).values(values).onConflictDoNothing();
    },
    async subscriber(email: string, listId: string) {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(
          and(sql`lower(${newsletterSubscribers.email}) = lower(${email})`, eq(newsletterSubscribers.listId, listId)),
        )
        .limit(1);
      return row;
    },
  };
}
