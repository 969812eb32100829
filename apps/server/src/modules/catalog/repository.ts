import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Region } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { catalogState, images, menuItems, menuWeeks, productIngredients, products, productSteps } from './tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

export function createCatalogRepository(db: Db) {
  return {
    async version(): Promise<number> {
      const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
      return row?.version ?? 0;
    },
    /** Marks a catalogue change; call it in the transaction that makes the change. */
    async bumpVersion(): Promise<void> {
      await db
        .insert(catalogState)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: catalogState.id,
          set: { version: sql`${catalogState.version} + 1`, updatedAt: new Date() },
        });
    },
    async upsertImage(values: typeof images.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(images)
        .values(values)
        .onConflictDoUpdate({
          target: [images.subject, images.seed],
          set: { svg: values.svg, altEn: values.altEn, altFr: values.altFr },
        })
        .returning({ id: images.id });
      return row!.id;
    },
    async image(id: number) {
      const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
      return row;
    },
    async upsertProduct(values: ProductInsert): Promise<number> {
      const { key: _key, ...rest } = values;
      const [row] = await db
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: products.key, set: { ...rest, updatedAt: new Date() } })
        .returning({ id: products.id });
      return row!.id;
    },
    async replaceIngredients(productId: number, rows: Omit<typeof productIngredients.$inferInsert, 'productId'>[]) {
      await db.delete(productIngredients).where(eq(productIngredients.productId, productId));
      if (rows.length) await db.insert(productIngredients).values(rows.map((r) => ({ ...r, productId })));
    },
    async replaceSteps(productId: number, rows: Omit<typeof productSteps.$inferInsert, 'productId'>[]) {
      await db.delete(productSteps).where(eq(productSteps.productId, productId));
      if (rows.length) await db.insert(productSteps).values(rows.map((r) => ({ ...r, productId })));
    },
    async slugsInUse(): Promise<{ key: string; slugEn: string; slugFr: string }[]> {
      return db.select({ key: products.key, slugEn: products.slugEn, slugFr: products.slugFr }).from(products);
    },
    /** Every product's names and slugs (page titles). */
    async productNames() {
      return db
        .select({
          id: products.id,
          slugEn: products.slugEn,
          slugFr: products.slugFr,
          nameEn: products.nameEn,
          nameFr: products.nameFr,
          retiredAt: products.retiredAt,
        })
        .from(products);
    },
    async productByIdOrSlug(idOrSlug: string): Promise<ProductRow | undefined> {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
      const [row] = await db
        .select()
        .from(products)
        .where(or(eq(products.id, id), eq(products.slugEn, idOrSlug), eq(products.slugFr, idOrSlug)))
        .limit(1);
      return row;
    },
    async ingredients(productId: number) {
      return db
        .select()
        .from(productIngredients)
        .where(eq(productIngredients.productId, productId))
        .orderBy(asc(productIngredients.position));
    },
    async ingredientNames(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: productIngredients.productId,
          nameEn: productIngredients.nameEn,
          nameFr: productIngredients.nameFr,
        })
        .from(productIngredients)
        .where(inArray(productIngredients.productId, productIds));
    },
    async steps(productId: number) {
      return db
        .select()
        .from(productSteps)
        .where(eq(productSteps.productId, productId))
        .orderBy(asc(productSteps.position));
    },
    async activeMeals(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(inArray(products.kind, ['rtc', 'rte']), isNull(products.retiredAt)))
        .orderBy(asc(products.key));
    },
    async marketProducts(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(eq(products.kind, 'market'), isNull(products.retiredAt)))
        .orderBy(asc(products.category), asc(products.nameEn));
    },
    /** The menu of a week for a region: the regional one when it exists, else the national one. */
    async menuWeek(weekStart: string, region: Region | null) {
      const rows = await db
        .select()
        .from(menuWeeks)
        .where(
          and(
            eq(menuWeeks.weekStart, weekStart),
            region ? or(isNull(menuWeeks.region), eq(menuWeeks.region, region)) : isNull(menuWeeks.region),
            sql`${menuWeeks.publishedAt} is not null`,
          ),
        );
      return rows.find((r) => r.region === region) ?? rows.find((r) => r.region === null);
    },
    async menuWeekExists(weekStart: string, region: Region | null): Promise<boolean> {
      const rows = await db
        .select({ id: menuWeeks.id })
        .from(menuWeeks)
        .where(
          and(eq(menuWeeks.weekStart, weekStart), region ? eq(menuWeeks.region, region) : isNull(menuWeeks.region)),
        )
        .limit(1);
      return rows.length > 0;
    },
    async publishedWeekStarts(from: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ weekStart: menuWeeks.weekStart })
        .from(menuWeeks)
        .where(and(gte(menuWeeks.weekStart, from), sql`${menuWeeks.publishedAt} is not null`))
        .orderBy(asc(menuWeeks.weekStart));
      return rows.map((r) => r.weekStart);
    },
    async menuProducts(menuWeekId: number) {
      return db
        .select({ product: products, position: menuItems.position, badge: menuItems.badge })
        .from(menuItems)
        .innerJoin(products, eq(products.id, menuItems.productId))
        .where(eq(menuItems.menuWeekId, menuWeekId))
        .orderBy(asc(menuItems.position));
    },
    async productsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids));
    },
    async menuProductKeys(weekStart: string, region: Region | null): Promise<string[]> {
      const rows = await db
        .select({ key: products.key })
        .from(menuItems)
        .innerJoin(menuWeeks, eq(menuWeeks.id, menuItems.menuWeekId))
        .innerJoin(products, eq(products.id, menuItems.productId))
        .where(
          and(eq(menuWeeks.weekStart, weekStart), region ? eq(menuWeeks.region, region) : isNull(menuWeeks.region)),
        );
      return rows.map((r) => r.key);
    },
    async createMenu(
      weekStart: string,
      region: Region | null,
      items: { productId: number; position: number; badge: 'new' | 'chef_pick' | 'back' | null }[],
      publishedAt: Date,
    ) {
      const inserted = await db
        .insert(menuWeeks)
        .values({ weekStart, region, publishedAt })
        .onConflictDoNothing()
        .returning({ id: menuWeeks.id });
      const id = inserted[0]?.id;
      if (id === undefined) return false;
      await db.insert(menuItems).values(items.map((i) => ({ ...i, menuWeekId: id })));
      return true;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
