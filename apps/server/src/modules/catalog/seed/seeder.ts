import { createHash } from 'node:crypto';
import type { Seeder } from '../../../db/seeder.ts';
import { productPicture } from '../illustrations/product-picture.ts';
import { createCatalogRepository, type ProductInsert } from '../repository.ts';
import { createCatalogService } from '../service.ts';
import { slugify } from '../slug.ts';
import { MARKET_SEEDS, MEAL_SEEDS } from './index.ts';
import type { IngredientSeed, MarketItemSeed, MealSeed, StepSeed } from './types.ts';

function allergensOf(ingredients: IngredientSeed[]): string[] {
  return [...new Set(ingredients.flatMap((i) => i.allergens ?? []))].sort();
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base || 'product';
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The stored image's seed: the product key and a digest of the drawing. Images are served at
 * /images/:id as immutable for a year, so a changed drawing must get a new row (a new id) rather
 * than overwrite the one browsers and CDNs already hold.
 */
function imageSeed(key: string, svg: string): string {
  return `${key}@${createHash('sha256').update(svg).digest('hex').slice(0, 12)}`;
}

/** The demo catalogue: 90+ meals, 175 market items, their pictures, and the menus around today. */
export const catalogSeeder: Seeder = {
  name: 'catalogue and menus',
  demoOnly: true,
  async run({ db, clock }) {
    await db.transaction(async (tx) => {
      const repo = createCatalogRepository(tx);
      const existing = new Map((await repo.slugsInUse()).map((s) => [s.key, s]));
      const takenEn = new Set([...existing.values()].map((s) => s.slugEn));
      const takenFr = new Set([...existing.values()].map((s) => s.slugFr));
      const seeds: (MealSeed | MarketItemSeed)[] = [...MEAL_SEEDS, ...MARKET_SEEDS];
      for (const seed of seeds) {
        const known = existing.get(seed.key);
        const slugEn = known?.slugEn ?? uniqueSlug(slugify(seed.name.en), takenEn);
        const slugFr = known?.slugFr ?? uniqueSlug(slugify(seed.name.fr), takenFr);
        const picture = productPicture(seed);
        const imageId = await repo.upsertImage({
          subject: picture.subject,
          seed: imageSeed(seed.key, picture.svg),
          svg: picture.svg,
          altEn: seed.name.en,
          altFr: seed.name.fr,
        });
        const common = {
          key: seed.key,
          slugEn,
          slugFr,
          nameEn: seed.name.en,
          nameFr: seed.name.fr,
          descriptionEn: seed.description.en,
          descriptionFr: seed.description.fr,
          tags: seed.tags,
          allergens: allergensOf(seed.ingredients),
          nutrition: seed.nutrition,
          imageId,
          retiredAt: null,
        } satisfies Partial<ProductInsert>;
        const values: ProductInsert =
          'kind' in seed
            ? {
                ...common,
                kind: seed.kind,
                family: seed.family,
                difficulty: seed.difficulty,
                prepMinutes: seed.prepMinutes,
                spiceLevel: seed.spiceLevel,
                priceCents: seed.pricePerServingCents,
                // Meal kits are groceries; cooked meals are prepared food (DESIGN.md §5).
                taxClass: seed.kind === 'rtc' ? 'zero_rated' : 'prepared_food',
              }
            : {
                ...common,
                kind: 'market',
                category: seed.category,
                // the aisle's illustration subject, as before pictures of their own
                family: seed.family === 'grocery' ? `market_${seed.category}` : seed.family,
                priceCents: seed.priceCents,
                taxClass: seed.taxClass,
                sizeEn: seed.size.en,
                sizeFr: seed.size.fr,
                servingSizeEn: seed.servingSize.en,
                servingSizeFr: seed.servingSize.fr,
                tipEn: seed.tip.en,
                tipFr: seed.tip.fr,
                originEn: seed.origin.en,
                originFr: seed.origin.fr,
              };
        const id = await repo.upsertProduct(values);
        await repo.replaceIngredients(
          id,
          seed.ingredients.map((ing, position) => ({
            position,
            nameEn: ing.name.en,
            nameFr: ing.name.fr,
            quantityEn: ing.quantity.en,
            quantityFr: ing.quantity.fr,
            allergens: ing.allergens ?? [],
          })),
        );
        const steps: StepSeed[] = 'steps' in seed ? seed.steps : [];
        await repo.replaceSteps(
          id,
          steps.map((s, position) => ({
            position,
            titleEn: s.title.en,
            titleFr: s.title.fr,
            bodyEn: s.body.en,
            bodyFr: s.body.fr,
          })),
        );
      }
      await repo.bumpVersion();
      await createCatalogService({ db: tx, clock }).ensureMenus();
    });
  },
};
