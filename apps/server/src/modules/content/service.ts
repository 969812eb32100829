import type { ContentEntry, ContentPage, ContentType, FaqCategory, Homepage, PageSlug, Region } from '@fp/contracts';
import {
  MENU_TIME_ZONE,
  pickRegionalEntry,
  priceIncreaseState,
  responsiveImages,
  todayIn,
  type Cents,
  type Clock,
} from '@fp/domain';
import { CONTENT_LOCALES, type Locale } from '@fp/i18n';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { LocationsService } from '../locations/service.ts';
import { renderEmail, type MailService } from '../mail/service.ts';
import { databaseNewsletterProvider, type NewsletterProvider } from './newsletter.ts';
import { createContentRepository, type ContentEntryRow } from './repository.ts';

export const noContent = () => new AppError('no_content', 404, { messageKey: 'content:errors.noContent' });

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  i18n: ServerI18n;
  mail: MailService;
  catalog: CatalogService;
  locations: LocationsService;
  /** The plans' "from" price per serving (decision 018), for the home page's offer. */
  plansFromPrice: () => Promise<Cents | undefined>;
  newsletter?: NewsletterProvider;
}

function toEntry(row: ContentEntryRow): ContentEntry {
  return {
    type: row.type as ContentType,
    region: (row.region as Region | null) ?? null,
    fields: row.fields as ContentEntry['fields'],
    images: responsiveImages(row.type, row.images),
  };
}

export function createContentService(deps: ContentServiceDeps) {
  const { db, clock } = deps;
  const repo = createContentRepository(db);
  const newsletter = deps.newsletter ?? databaseNewsletterProvider(db, clock);

  async function faqCategory(friendlyId: string, locale: Locale): Promise<FaqCategory | undefined> {
    const category = await repo.category(friendlyId);
    if (!category) return undefined;
    const rows = await repo.faqsOf(category.id);
    return {
      friendlyId: category.friendlyId,
      name: locale === 'fr' ? category.nameFr : category.nameEn,
      listFaqsOnPages: category.listFaqsOnPages,
      faqs: rows.map((f) => ({
        question: f.questionEn,
        frenchQuestion: f.questionFr,
        answer: f.answerEn,
        frenchAnswer: f.answerFr,
      })),
    };
  }

  async function entry(type: ContentType, locale: Locale, region: Region | null): Promise<ContentEntry | null> {
    const row = pickRegionalEntry(await repo.entries(type, CONTENT_LOCALES[locale], region), region);
    return row ? toEntry(row) : null;
  }

  return {
    async page(slug: PageSlug, locale: Locale): Promise<ContentPage> {
      const row = await repo.page(slug, locale);
      if (!row) throw notFound();
      return { slug, title: row.title, summary: row.summary, updatedOn: row.updatedOn, blocks: row.blocks };
    },

    async faqCategories(locale: Locale) {
      return (await repo.categories()).map(({ category, count }) => ({
        friendlyId: category.friendlyId,
        name: locale === 'fr' ? category.nameFr : category.nameEn,
        listFaqsOnPages: category.listFaqsOnPages,
        count,
      }));
    },

    async faqCategory(friendlyId: string, locale: Locale): Promise<FaqCategory> {
      const category = await faqCategory(friendlyId, locale);
      if (!category) throw notFound('content:errors.categoryNotFound');
      return category;
    },

    /** For page titles: the category's name, or undefined when there is no such category. */
    async faqCategoryName(friendlyId: string, locale: Locale): Promise<string | undefined> {
      if (!/^[a-z0-9-]{1,80}$/.test(friendlyId)) return undefined;
      const category = await repo.category(friendlyId);
      return category ? (locale === 'fr' ? category.nameFr : category.nameEn) : undefined;
    },

    async faqsForPage(page: string, locale: Locale): Promise<FaqCategory | null> {
      const category = await repo.categoryForPage(page);
      return category ? ((await faqCategory(category.friendlyId, locale)) ?? null) : null;
    },

    async entry(type: ContentType, locale: Locale, region: Region | null): Promise<ContentEntry> {
      const found = await entry(type, locale, region);
      if (!found) throw noContent();
      return found;
    },

    /** SPEC.md §5: "No dates" when the entry lacks a date, "No content" outside its dates. */
    async priceIncrease(locale: Locale, region: Region | null) {
      const row = pickRegionalEntry(
        await repo.entries('price_increase_banner', CONTENT_LOCALES[locale], region),
        region,
      );
      const f = row?.fields ?? {};
      const state = priceIncreaseState(
        row ? { message: f.message, startDate: f.priceIncStartDate, endDate: f.priceIncEndDate } : undefined,
        todayIn(clock, MENU_TIME_ZONE),
      );
      if (state.state === 'no_dates') throw new AppError('no_dates', 404, { messageKey: 'content:errors.noDates' });
      if (state.state === 'no_content') throw noContent();
      return { message: state.message, startDate: state.startDate, endDate: state.endDate };
    },

    async referralNavIcon() {
      const row = pickRegionalEntry(await repo.entries('referral_nav_icon', 'en-US', null), null);
      const f = row?.fields ?? {};
      return {
        enabled: f.enabled === true,
        startDate: typeof f.startDate === 'string' ? f.startDate : null,
        endDate: typeof f.endDate === 'string' ? f.endDate : null,
      };
    },

    async figures() {
      return (await repo.figures()).map((f) => ({ key: f.key, value: f.value, asOf: f.asOf }));
    },

    async homepage(locale: Locale, region: Region | null): Promise<Homepage> {
      const [home1, home2, madeInCanada, teaser, figures, regionCounts, fromPrice] = await Promise.all([
        entry('home_banner_1', locale, region),
        entry('home_banner_2', locale, region),
        entry('made_in_canada_banner', locale, region),
        deps.catalog.weekCards('this-week', region, locale, 'rtc'),
        this.figures(),
        deps.locations.regionCounts(),
        deps.plansFromPrice(),
      ]);
      return {
        banners: { home1, home2, madeInCanada },
        teaser: teaser.slice(0, 8),
        weekStart: deps.catalog.currentWeek(),
        figures,
        regionCounts,
        fromPricePerServingCents: fromPrice ?? 0,
      };
    },

    /** Stores the message and e-mails it to customer service, in one transaction (the outbox). */
    async contact(
      input: { name: string; email: string; topic: string; orderNumber?: string | undefined; message: string },
      locale: Locale,
      clientId: number | null,
    ) {
      await db.transaction(async (tx) => {
        const saved = await createContentRepository(tx).insertContactMessage({
          ...input,
          orderNumber: input.orderNumber || null,
          locale,
          clientId,
        });
        // Customer service reads English; the customer's language is stated in the message.
        const t = deps.i18n.translator('en');
        const topic = t.dynamic(`content:contact.topics.${input.topic}`);
        const email = renderEmail(t, {
          subject: t('email:contact.subject', { topic, name: input.name }),
          heading: t('email:contact.heading'),
          paragraphs: [
            t('email:contact.from', { name: input.name, email: input.email }),
            t('email:contact.topic', { topic }),
            ...(input.orderNumber ? [t('email:contact.order', { order: input.orderNumber })] : []),
            t('email:contact.language', { language: t(`language.${locale}`) }),
            input.message,
          ],
        });
        await deps.mail.send(
          {
            template: 'contact_message',
            locale: 'en',
            to: deps.config.support.email,
            replyTo: input.email,
            dedupeKey: `contact:${saved.id}`,
            ...email,
          },
          tx,
        );
      });
    },

    subscribeNewsletter: (email: string, locale: Locale, source: string) =>
      newsletter.subscribe({ email, locale, source }),

    /** For the seeders. */
    repository: repo,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
