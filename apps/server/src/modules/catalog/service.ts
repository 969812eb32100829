import type {
  Allergen,
  DietTag,
  MarketCategory,
  MenuData,
  MenuFilters,
  ProductCard,
  ProductDetail,
} from '@fp/contracts';
import {
  addDays,
  isIsoDate,
  MENU_TIME_ZONE,
  todayTracker,
  weekStartOf,
  type Cents,
  type Clock,
  type IsoDate,
  type Region,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import { dataVersion, versionedValue } from '../../db/data-version.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { illustrationSvg } from './illustrations/index.ts';
import type { IllustrationSubject } from './illustrations/subjects.ts';
import { planMenu } from './menu-plan.ts';
import { nutritionFactsHtml } from './nutrition-html.ts';
import { createCatalogRepository, type ProductRow } from './repository.ts';
import { createRecipeExtrasRepository, type CustomizationRow, type PairingRow } from './recipe-extras-repository.ts';
import { createSaleRepository } from './sale-repository.ts';
import { searchable } from './slug.ts';

type Localized<K extends string> = `${K}En` | `${K}Fr`;
function pick<K extends string>(row: Record<Localized<K>, string | null>, field: K, locale: Locale): string | null {
  return row[`${field}${locale === 'fr' ? 'Fr' : 'En'}` as Localized<K>];
}

/** What a serving of each kind of meal costs on a plan: the plans' "from" price (decision 018). */
export type PlanServingPrices = Partial<Record<'rtc' | 'rte', Cents>>;

export function toCard(
  row: ProductRow,
  locale: Locale,
  badge: ProductCard['badge'] = null,
  planPrices: PlanServingPrices = {},
): ProductCard {
  const onPlan = row.kind === 'market' ? undefined : planPrices[row.kind];
  return {
    id: row.id,
    slug: locale === 'fr' ? row.slugFr : row.slugEn,
    name: pick(row, 'name', locale) ?? '',
    kind: row.kind,
    category: (row.category as MarketCategory | null) ?? null,
    imageId: row.imageId,
    tags: row.tags as DietTag[],
    allergens: row.allergens as Allergen[],
    prepMinutes: row.prepMinutes,
    difficulty: row.difficulty,
    priceCents: onPlan ?? row.priceCents,
    calories: row.nutrition.calories ?? null,
    spiceLevel: row.spiceLevel,
    size: pick(row, 'size', locale),
    soldOut: row.soldOut,
    badge,
  };
}

export type { CustomizationRow, PairingRow } from './recipe-extras-repository.ts';

/** The recipes' customisations and pairings, grouped by recipe. */
export interface RecipeExtras {
  customizationsOf: Map<number, CustomizationRow[]>;
  pairingsOf: Map<number, PairingRow[]>;
}

/** A week's meals (menu order, with their badge) and the market, as the order editor shows them. */
export interface WeekShelves {
  meals: { product: ProductRow; position: number; badge: ProductCard['badge'] }[];
  market: ProductRow[];
}

export const productUnavailable = () =>
  new AppError('product_unavailable', 404, { messageKey: 'catalog:errors.productUnavailable' });

/** Menu weeks seeded or planned around today: two back (order history), five ahead. */
export const PLANNING_HORIZON = { weeksBack: 2, weeksAhead: 5 } as const;
export const MENU_REGIONS: readonly (Region | null)[] = [null, 'qc'];

export function createCatalogService({
  db,
  clock,
  planServingPrice,
  versionCheckMs,
}: {
  db: Db;
  clock: Clock;
  /** The plans' "from" price of a kind of meal; without it (seeding) cards keep the product's price. */
  planServingPrice?: (kind: 'rtc' | 'rte') => Promise<Cents | undefined>;
  versionCheckMs?: number;
}) {
  const repo = createCatalogRepository(db);
  const today = todayTracker(clock, MENU_TIME_ZONE);

  async function readPlanPrices(): Promise<PlanServingPrices> {
    if (!planServingPrice) return {};
    const [rtc, rte] = await Promise.all([planServingPrice('rtc'), planServingPrice('rte')]);
    return { ...(rtc !== undefined ? { rtc } : {}), ...(rte !== undefined ? { rte } : {}) };
  }

  function currentWeek(): IsoDate {
    return weekStartOf(today());
  }

  /** 'this-week' | 'next-week' | any date of the week → the week's Sunday. */
  function resolveWeek(param: string): IsoDate {
    if (param === 'this-week') return currentWeek();
    if (param === 'next-week') return addDays(currentWeek(), 7);
    if (!isIsoDate(param)) throw new AppError('validation', 400, { fields: { week: 'catalog:errors.badWeek' } });
    return weekStartOf(param);
  }

  async function searchIndex(rows: ProductRow[], locale: Locale): Promise<Map<number, string>> {
    const names = await repo.ingredientNames(rows.map((r) => r.id));
    const byProduct = new Map<number, string[]>();
    for (const n of names) {
      const list = byProduct.get(n.productId) ?? [];
      list.push(locale === 'fr' ? n.nameFr : n.nameEn);
      byProduct.set(n.productId, list);
    }
    return new Map(
      rows.map((r) => [
        r.id,
        searchable([pick(r, 'name', locale), pick(r, 'description', locale), ...(byProduct.get(r.id) ?? [])].join(' ')),
      ]),
    );
  }

  async function applyFilters(
    rows: { row: ProductRow; badge: ProductCard['badge'] }[],
    filters: MenuFilters,
    locale: Locale,
  ) {
    let out = rows.filter(({ row }) => {
      if (filters.type && row.kind !== filters.type) return false;
      if (filters.category && row.category !== filters.category) return false;
      if (filters.diet.some((d) => !row.tags.includes(d))) return false;
      if (filters.exclude.some((a) => row.allergens.includes(a))) return false;
      if (filters.maxMinutes !== undefined && (row.prepMinutes ?? 0) > filters.maxMinutes) return false;
      return true;
    });
    const words = filters.q ? searchable(filters.q).split(/\s+/).filter(Boolean) : [];
    if (words.length) {
      const index = await searchIndex(
        out.map((o) => o.row),
        locale,
      );
      out = out.filter(({ row }) => words.every((w) => index.get(row.id)?.includes(w)));
    }
    return out;
  }

  // The version is read at most once a second: a change made on another instance shows within
  // a second, and hot reads cost no query (decisions 006, 022). Cards show the plans' prices
  // (decision 018), so a plan price change moves the version too.
  const catalogVersion = dataVersion(async () => {
    const [catalogue, prices] = await Promise.all([repo.version(), readPlanPrices()]);
    return catalogue * 1_000_000_007 + (prices.rtc ?? 0) * 100_003 + (prices.rte ?? 0);
  }, versionCheckMs);
  const version = () => catalogVersion.current();
  const heldPlanPrices = versionedValue(catalogVersion, readPlanPrices);
  const planPrices = () => heldPlanPrices.get();

  // Page titles of product pages need the name of any product by id or slug: all of them fit in
  // memory (a few hundred), and they change with the catalogue version.
  const productNames = versionedValue(catalogVersion, async () => {
    const byKey = new Map<string, { en: string; fr: string }>();
    for (const p of await repo.productNames()) {
      if (p.retiredAt) continue;
      const names = { en: p.nameEn, fr: p.nameFr };
      byKey.set(String(p.id), names).set(p.slugEn, names).set(p.slugFr, names);
    }
    return byKey;
  });

  // The order editor's shelves of a week (decision 032): the week's meals in menu order and the
  // market, held in memory until the catalogue version moves, so opening the editor costs no
  // catalogue query.
  const shelvesByWeek = new Map<string, { version: number; value: Promise<WeekShelves> }>();
  async function weekShelves(deliveryDate: IsoDate, region: Region | null): Promise<WeekShelves> {
    const v = await version();
    const key = `${weekStartOf(deliveryDate)}|${region ?? ''}`;
    const held = shelvesByWeek.get(key);
    if (held?.version === v) return held.value;
    if (held === undefined && shelvesByWeek.size > 64) shelvesByWeek.clear();
    const value = (async () => {
      const menu = await repo.menuWeek(weekStartOf(deliveryDate), region);
      const [meals, market] = await Promise.all([menu ? repo.menuProducts(menu.id) : [], repo.marketProducts()]);
      return {
        meals: meals.filter((m) => !m.product.retiredAt),
        market,
      };
    })();
    value.catch(() => shelvesByWeek.delete(key));
    shelvesByWeek.set(key, { version: v, value });
    return value;
  }

  // The recipes' customisations and pairings are catalogue data: read once per catalogue version.
  const extras = createRecipeExtrasRepository(db);
  const heldExtras = versionedValue(catalogVersion, async (): Promise<RecipeExtras> => {
    const [customizations, pairings] = await Promise.all([extras.customizations(), extras.pairings()]);
    return {
      customizationsOf: Map.groupBy(customizations, (c) => c.productId),
      pairingsOf: Map.groupBy(pairings, (p) => p.recipeId),
    };
  });

  return {
    resolveWeek,
    currentWeek,
    version,
    weekShelves,

    /** The recipes' customisations and pairings (the order editor offers them), grouped by recipe. */
    recipeExtras: () => heldExtras.get(),

    /** Adds customisations and pairings (seeds, staff tools), as a change of the catalogue. */
    async addRecipeExtras(customizations: CustomizationRow[], pairings: PairingRow[]) {
      await db.transaction(async (tx) => {
        await createRecipeExtrasRepository(tx).insert(customizations, pairings);
        await createCatalogRepository(tx).bumpVersion();
      });
      catalogVersion.stale();
    },

    /** Products as sold one by one (late additions, decision 033): price, tax class, sold-out flag, names. */
    saleProducts: (ids: number[]) => createSaleRepository(db).products(ids),

    /**
     * The products among these the catalogue marks sold out; inside the caller's transaction when
     * given one (on the embedded database a read outside it would wait for it).
     */
    soldOutAmong: (ids: number[], tx: Db = db) => createSaleRepository(tx).soldOutAmong(ids),

    async menuData(
      input: MenuFilters & { week: string; region?: Region | undefined },
      locale: Locale,
    ): Promise<MenuData> {
      const start = resolveWeek(input.week);
      const region = input.region ?? null;
      const weeks = await repo.publishedWeekStarts(currentWeek());
      let rows: { row: ProductRow; badge: ProductCard['badge'] }[];
      if (input.type === 'market') {
        rows = (await repo.marketProducts()).map((row) => ({ row, badge: null }));
      } else {
        const menu = await repo.menuWeek(start, region);
        if (!menu) throw new AppError('menu_not_found', 404, { messageKey: 'catalog:errors.menuNotFound' });
        rows = (await repo.menuProducts(menu.id)).map((m) => ({ row: m.product, badge: m.badge }));
      }
      const [filtered, prices] = await Promise.all([applyFilters(rows, input, locale), planPrices()]);
      return {
        week: { start, end: addDays(start, 6) },
        weeks: weeks.map((w) => ({ start: w, current: w === currentWeek() })),
        region: (region as MenuData['region']) ?? null,
        items: filtered.map(({ row, badge }) => toCard(row, locale, badge, prices)),
        total: rows.filter(({ row }) => !input.type || row.kind === input.type).length,
      };
    },

    async productDetail(idOrSlug: string, locale: Locale): Promise<ProductDetail> {
      const row = await repo.productByIdOrSlug(idOrSlug);
      if (!row || row.retiredAt) throw productUnavailable();
      const [ingredients, steps, prices] = await Promise.all([
        repo.ingredients(row.id),
        repo.steps(row.id),
        planPrices(),
      ]);
      return {
        ...toCard(row, locale, null, prices),
        description: pick(row, 'description', locale) ?? '',
        slugs: { en: row.slugEn, fr: row.slugFr },
        ingredients: ingredients.map((i) => ({
          name: pick(i, 'name', locale) ?? '',
          quantity: pick(i, 'quantity', locale) ?? '',
          allergens: i.allergens as Allergen[],
        })),
        steps: steps.map((s) => ({ title: pick(s, 'title', locale) ?? '', body: pick(s, 'body', locale) ?? '' })),
        nutrition: row.nutrition,
        servingSize: pick(row, 'servingSize', locale),
        tip: pick(row, 'tip', locale),
        origin: pick(row, 'origin', locale),
      };
    },

    /** The product's name for page titles, or undefined when it cannot be shown. */
    async productName(idOrSlug: string, locale: Locale): Promise<string | undefined> {
      const names = await productNames.get();
      const byId = /^\d{1,9}$/.test(idOrSlug) ? names.get(String(Number(idOrSlug))) : undefined;
      return (names.get(idOrSlug) ?? byId)?.[locale];
    },

    async nutritionHtml(
      idOrSlug: string,
      locale: Locale,
      t: (key: string, vars?: Record<string, string | number>) => string,
    ) {
      const row = await repo.productByIdOrSlug(idOrSlug);
      if (!row || row.retiredAt) throw productUnavailable();
      return nutritionFactsHtml(row.nutrition, pick(row, 'servingSize', locale), locale, t);
    },

    /** Meals of a week in menu order, for the home page teaser and the ready-to-eat page. */
    async weekCards(week: string, region: Region | null, locale: Locale, kind?: 'rtc' | 'rte') {
      const menu = await repo.menuWeek(resolveWeek(week), region);
      if (!menu) return [];
      const [products, prices] = await Promise.all([repo.menuProducts(menu.id), planPrices()]);
      return products
        .filter((m) => !kind || m.product.kind === kind)
        .map((m) => toCard(m.product, locale, m.badge, prices));
    },

    /** The meals of the menu that serves a delivery date, in menu order, with what ordering needs. */
    async mealsForDelivery(deliveryDate: IsoDate, region: Region | null, kind: 'rtc' | 'rte') {
      const menu = await repo.menuWeek(weekStartOf(deliveryDate), region);
      if (!menu) return [];
      return (await repo.menuProducts(menu.id))
        .filter((m) => m.product.kind === kind && !m.product.retiredAt)
        .map(({ product: p }) => ({
          id: p.id,
          tags: p.tags,
          soldOut: p.soldOut,
          taxClass: p.taxClass,
          imageId: p.imageId,
          name: { en: p.nameEn, fr: p.nameFr },
        }));
    },

    /** Names and pictures of products by id, for orders and receipts. */
    async productsByIds(ids: number[]) {
      const rows = await repo.productsByIds(ids);
      return rows.map((p) => ({
        id: p.id,
        tags: p.tags,
        imageId: p.imageId,
        name: { en: p.nameEn, fr: p.nameFr },
        slug: { en: p.slugEn, fr: p.slugFr },
        kind: p.kind,
        priceCents: p.priceCents,
        taxClass: p.taxClass,
        // Sold out or retired: not offered (market subscriptions, recommendations).
        available: !p.soldOut && !p.retiredAt,
      }));
    },

    image: (id: number) => repo.image(id),

    /** Draws (or redraws) an illustration and returns its image id; used by other modules' seeds. */
    async ensureIllustration(
      subject: IllustrationSubject,
      seed: string,
      alt: { en: string; fr: string },
      size?: { width: number; height: number },
    ): Promise<number> {
      return repo.upsertImage({
        subject,
        seed,
        svg: illustrationSvg(subject, seed, size),
        altEn: alt.en,
        altFr: alt.fr,
      });
    },

    /** Creates the menus missing around today; safe to run any number of times, on any instance. */
    async ensureMenus(horizon = PLANNING_HORIZON): Promise<number> {
      const meals = await repo.activeMeals();
      const pool = {
        rtc: meals.filter((m) => m.kind === 'rtc').map((m) => m.key),
        rte: meals.filter((m) => m.kind === 'rte').map((m) => m.key),
      };
      if (pool.rtc.length === 0) return 0;
      const idByKey = new Map(meals.map((m) => [m.key, m.id]));
      let created = 0;
      const first = addDays(currentWeek(), -7 * horizon.weeksBack);
      for (let w = 0; w <= horizon.weeksBack + horizon.weeksAhead; w++) {
        const weekStart = addDays(first, 7 * w);
        for (const region of MENU_REGIONS) {
          if (await repo.menuWeekExists(weekStart, region)) continue;
          const plan = planMenu(pool, weekStart, addDays(weekStart, -7), region);
          const items = plan.map((p, position) => ({ productId: idByKey.get(p.key)!, position, badge: p.badge }));
          if (await repo.createMenu(weekStart, region, items, clock.now())) created++;
        }
      }
      if (created > 0) await repo.bumpVersion();
      return created;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
