import type { Seeder } from '../../../db/seeder.ts';
import { todayIn, MENU_TIME_ZONE } from '@fp/domain';
import { createCatalogService } from '../../catalog/service.ts';
import { createContentRepository } from '../repository.ts';
import { ENTRY_SEEDS, IMPACT_SEEDS } from './entries.ts';
import faqCategories from './faqs.ts';
import pages from './pages.ts';

/** Pages, FAQ and FAQ placement: reference content every install needs. */
export const contentSeeder: Seeder = {
  name: 'pages and FAQ',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const repo = createContentRepository(tx);
      for (const page of pages) {
        for (const locale of ['en', 'fr'] as const) {
          await repo.upsertPage({
            slug: page.slug,
            locale,
            title: page.title[locale],
            summary: page.summary[locale],
            updatedOn: page.updatedOn,
            blocks: page.blocks[locale],
          });
        }
      }
      for (const [position, category] of faqCategories.entries()) {
        const id = await repo.upsertCategory({
          friendlyId: category.friendlyId,
          nameEn: category.name.en,
          nameFr: category.name.fr,
          position,
          listFaqsOnPages: category.listFaqsOnPages,
        });
        await repo.replaceFaqs(
          id,
          category.faqs.map((f, i) => ({
            position: i,
            questionEn: f.question.en,
            questionFr: f.question.fr,
            answerEn: f.answer.en,
            answerFr: f.answer.fr,
          })),
        );
      }
    });
  },
};

/** Banners of the content service and the impact figures of the demo. */
export const bannersSeeder: Seeder = {
  name: 'banners and impact figures',
  demoOnly: true,
  async run({ db, clock }) {
    await db.transaction(async (tx) => {
      const repo = createContentRepository(tx);
      const catalog = createCatalogService({ db: tx, clock });
      for (const entry of ENTRY_SEEDS) {
        const images: { title: string; imageId: number }[] = [];
        for (const image of entry.images?.titles ?? []) {
          const seed = `${entry.type}:${entry.region ?? 'all'}:${image.title}`;
          const alt = { en: String(entry.fields.en.title ?? ''), fr: String(entry.fields.fr.title ?? '') };
          const imageId = await catalog.ensureIllustration(entry.images!.subject, seed, alt, image);
          images.push({ title: image.title, imageId });
        }
        for (const locale of ['en', 'fr'] as const) {
          await repo.upsertEntry({
            type: entry.type,
            locale: locale === 'en' ? 'en-US' : 'fr-CA',
            region: entry.region,
            lat: entry.location?.lat ?? null,
            lon: entry.location?.lon ?? null,
            fields: entry.fields[locale],
            images,
          });
        }
      }
      const asOf = todayIn(clock, MENU_TIME_ZONE);
      for (const [position, figure] of IMPACT_SEEDS.entries()) {
        await repo.upsertFigure({ key: figure.key, value: figure.value, position, asOf });
      }
    });
  },
};
