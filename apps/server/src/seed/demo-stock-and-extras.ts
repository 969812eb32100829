import { addDays, type Clock } from '@fp/domain';
import type { Seeder } from '../db/seeder.ts';
import type { Database } from '../db/types.ts';
import { createCatalogService, MENU_REGIONS, PLANNING_HORIZON } from '../modules/catalog/service.ts';
import { createStockService } from '../modules/stock/service.ts';
import { holdingOrders } from '../modules/orders/service.ts';

interface Text {
  en: string;
  fr: string;
}

/** Demo customisations of a few recipes, priced per serving on top of the meal. */
const CUSTOMIZATIONS: { recipe: string; key: string; name: Text; extraPerServingCents: number }[] = [
  {
    recipe: 'creamy-tuscan-chicken-penne',
    key: 'double_protein',
    name: { en: 'Double the chicken', fr: 'Double portion de poulet' },
    extraPerServingCents: 350,
  },
  {
    recipe: 'creamy-tuscan-chicken-penne',
    key: 'swap_shrimp',
    name: { en: 'Swap the chicken for shrimp', fr: 'Crevettes au lieu du poulet' },
    extraPerServingCents: 200,
  },
  {
    recipe: 'korean-beef-bulgogi-bowls',
    key: 'double_protein',
    name: { en: 'Double the beef', fr: 'Double portion de bœuf' },
    extraPerServingCents: 400,
  },
  {
    recipe: 'korean-beef-bulgogi-bowls',
    key: 'swap_tofu',
    name: { en: 'Swap the beef for tofu', fr: 'Tofu au lieu du bœuf' },
    extraPerServingCents: 0,
  },
  {
    recipe: 'thai-red-curry-shrimp',
    key: 'double_protein',
    name: { en: 'Double the shrimp', fr: 'Double portion de crevettes' },
    extraPerServingCents: 400,
  },
  {
    recipe: 'chicken-pot-pie-bowl',
    key: 'double_portion',
    name: { en: 'Double portion', fr: 'Portion double' },
    extraPerServingCents: 450,
  },
  // Vegetarian recipes a third of the rotation apart (menu-plan.ts): every week's menu holds one,
  // so the vegetarian demo household can customise a recipe too.
  {
    recipe: 'roasted-vegetable-goat-cheese-flatbread',
    key: 'extra_goat_cheese',
    name: { en: 'Extra goat cheese', fr: 'Fromage de chèvre en extra' },
    extraPerServingCents: 150,
  },
  {
    recipe: 'red-lentil-vegetable-soup-garlic-toasts',
    key: 'double_toasts',
    name: { en: 'Double the garlic toasts', fr: "Deux fois plus de croûtons à l'ail" },
    extraPerServingCents: 125,
  },
  {
    recipe: 'falafel-bowls-tahini',
    key: 'double_falafel',
    name: { en: 'Double the falafel', fr: 'Double portion de falafels' },
    extraPerServingCents: 250,
  },
];

/** Demo pairings: a side or a dessert that goes with a recipe. */
const PAIRINGS: { recipe: string; products: string[] }[] = [
  { recipe: 'creamy-tuscan-chicken-penne', products: ['garlic-bread-add-on', 'side-caesar-salad-for-two'] },
  { recipe: 'chickpea-spinach-coconut-curry', products: ['garlic-naan-2-pack'] },
  { recipe: 'thai-red-curry-shrimp', products: ['garlic-naan-2-pack', 'vanilla-creme-brulee-for-two'] },
  { recipe: 'honey-garlic-salmon-sesame-green-beans', products: ['herb-roasted-baby-potatoes-for-two'] },
  { recipe: 'korean-beef-bulgogi-bowls', products: ['vanilla-creme-brulee-for-two'] },
];

/** Plenty of every item each week, and a few demo items nearly gone so "sold out" can be seen. */
export const GENEROUS_STOCK = 500;
const LOW_STOCK: Record<string, number> = {
  'vanilla-creme-brulee-for-two': 2,
  'saskatoon-berry-pie-23cm': 1,
  'maple-cheesecake-2-pack': 3,
};

/** The editor's demo data: customisations, pairings and each planned week's stock (idempotent). */
export async function seedEditorDemo(db: Database, clock: Clock): Promise<void> {
  const catalog = createCatalogService({ db, clock });
  const stock = createStockService({ db, clock, orders: holdingOrders(db) });
  const current = catalog.currentWeek();
  const weeks = Array.from({ length: PLANNING_HORIZON.weeksAhead + 1 }, (_, i) => addDays(current, 7 * i));
  const idByKey = new Map<string, number>();
  const rows: { productId: number; weekStart: string; remaining: number }[] = [];
  for (const week of weeks) {
    const seen = new Set<number>();
    for (const region of MENU_REGIONS) {
      const shelves = await catalog.weekShelves(week, region);
      for (const row of [...shelves.meals.map((m) => m.product), ...shelves.market]) {
        idByKey.set(row.key, row.id);
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push({ productId: row.id, weekStart: week, remaining: LOW_STOCK[row.key] ?? GENEROUS_STOCK });
      }
    }
  }
  await stock.addStock(rows);
  await catalog.addRecipeExtras(
    CUSTOMIZATIONS.flatMap((c, position) => {
      const productId = idByKey.get(c.recipe);
      return productId === undefined
        ? []
        : [
            {
              productId,
              key: c.key,
              nameEn: c.name.en,
              nameFr: c.name.fr,
              extraPerServingCents: c.extraPerServingCents,
              position,
            },
          ];
    }),
    PAIRINGS.flatMap((p) => {
      const recipeId = idByKey.get(p.recipe);
      if (recipeId === undefined) return [];
      return p.products.flatMap((key, position) => {
        const productId = idByKey.get(key);
        return productId === undefined ? [] : [{ recipeId, productId, position }];
      });
    }),
  );
}

export const editorSeeder: Seeder = {
  name: 'order editor (customisations, pairings, stock)',
  demoOnly: true,
  async run({ db, clock }) {
    await seedEditorDemo(db, clock);
  },
};
