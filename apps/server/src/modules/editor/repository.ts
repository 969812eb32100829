import { CART_MAX_QUANTITY } from '@fp/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import {
  editSessions,
  orderCustomizations,
  orderPairings,
  productStock,
  recipeCustomizations,
  recipePairings,
  stockHolds,
} from './tables.ts';

/** Stock counts at or under this are shown; above it, an item has more than any one cart may take. */
export const STOCK_SHOWN_UNITS = CART_MAX_QUANTITY;

export type CustomizationRow = typeof recipeCustomizations.$inferSelect;
export type PairingRow = typeof recipePairings.$inferSelect;

/** A change of a product's units in a week's carts: positive takes units, negative gives them back. */
export interface StockChange {
  productId: number;
  delta: number;
}

/** A product that did not have the units a save asked for, and what it has left. */
export interface StockShortage {
  productId: number;
  remaining: number;
}

/**
 * Takes the increases and gives back the decreases of one save, in the caller's transaction
 * (decision 032). Each take is `remaining = remaining - n where remaining >= n`: under parallel
 * carts one of them gets the last unit and the others are told, and no count goes below zero.
 * Products without a stock row are not counted. Answers the shortages: when there are any the
 * caller must fail the transaction, so nothing of the save stays (the late additions use it too).
 */
export async function reserveStock(
  tx: Db,
  weekStart: string,
  changes: readonly StockChange[],
): Promise<StockShortage[]> {
  const shortages: StockShortage[] = [];
  // One row at a time in product order: two carts never wait on each other's rows in a cycle.
  for (const c of [...changes].filter((c) => c.delta !== 0).sort((a, b) => a.productId - b.productId)) {
    const where = and(eq(productStock.productId, c.productId), eq(productStock.weekStart, weekStart));
    if (c.delta < 0) {
      await tx
        .update(productStock)
        .set({ remaining: sql`${productStock.remaining} + ${-c.delta}` })
        .where(where);
      continue;
    }
    const taken = await tx
      .update(productStock)
      .set({ remaining: sql`${productStock.remaining} - ${c.delta}` })
      .where(and(where, gte(productStock.remaining, c.delta)))
      .returning({ remaining: productStock.remaining });
    if (taken.length > 0) continue;
    const [row] = await tx.select({ remaining: productStock.remaining }).from(productStock).where(where);
    if (row) shortages.push({ productId: c.productId, remaining: row.remaining });
  }
  return shortages;
}

export function createEditorRepository(db: Db) {
  return {
    /**
     * Units left of a week's products that are running low (at most `STOCK_SHOWN_UNITS`); the
     * others have more than any cart may ask for, and are left out so a read stays small.
     */
    async stockOf(weekStart: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ productId: productStock.productId, remaining: productStock.remaining })
        .from(productStock)
        .where(and(eq(productStock.weekStart, weekStart), lte(productStock.remaining, STOCK_SHOWN_UNITS)));
      return new Map(rows.map((r) => [r.productId, r.remaining]));
    },

    /** Sets a week's stock of products (seeds and tests); an existing count is replaced. */
    async setStock(rows: { productId: number; weekStart: string; remaining: number }[]) {
      if (rows.length === 0) return;
      await db
        .insert(productStock)
        .values(rows)
        .onConflictDoUpdate({
          target: [productStock.productId, productStock.weekStart],
          set: { remaining: sql`excluded.remaining` },
        });
    },

    /** Adds stock rows that do not exist yet (seeding again keeps what carts took). */
    async addStock(rows: { productId: number; weekStart: string; remaining: number }[]) {
      if (rows.length === 0) return;
      await db.insert(productStock).values(rows).onConflictDoNothing();
    },

    /** Opens a new edit session of an order: it replaces any older one (the newest window wins). */
    async openSession(orderId: number, clientId: number, token: string, now: Date) {
      await db
        .insert(editSessions)
        .values({ orderId, clientId, token, openedAt: now })
        .onConflictDoUpdate({ target: editSessions.orderId, set: { token, clientId, openedAt: now } });
    },

    async sessionToken(orderId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ token: editSessions.token })
        .from(editSessions)
        .where(eq(editSessions.orderId, orderId));
      return row?.token;
    },

    customizations: (): Promise<CustomizationRow[]> =>
      db
        .select()
        .from(recipeCustomizations)
        .orderBy(asc(recipeCustomizations.productId), asc(recipeCustomizations.position)),

    pairings: (): Promise<PairingRow[]> =>
      db.select().from(recipePairings).orderBy(asc(recipePairings.recipeId), asc(recipePairings.position)),

    async insertCustomizations(rows: (typeof recipeCustomizations.$inferInsert)[]) {
      if (rows.length) await db.insert(recipeCustomizations).values(rows).onConflictDoNothing();
    },

    async insertPairings(rows: (typeof recipePairings.$inferInsert)[]) {
      if (rows.length) await db.insert(recipePairings).values(rows).onConflictDoNothing();
    },

    /** The order's chosen customisations and pairings. */
    async choices(orderId: number) {
      const [custom, pairs] = await Promise.all([
        db.select().from(orderCustomizations).where(eq(orderCustomizations.orderId, orderId)),
        db.select().from(orderPairings).where(eq(orderPairings.orderId, orderId)),
      ]);
      return { customizations: custom, pairings: pairs };
    },

    /** Replaces the order's customisations and pairings with what the saved cart keeps. */
    async replaceChoices(
      orderId: number,
      customizations: { productId: number; key: string }[],
      pairings: { recipeId: number; productId: number }[],
    ) {
      await db.delete(orderCustomizations).where(eq(orderCustomizations.orderId, orderId));
      if (customizations.length)
        await db.insert(orderCustomizations).values(customizations.map((c) => ({ ...c, orderId })));
      await db.delete(orderPairings).where(eq(orderPairings.orderId, orderId));
      if (pairings.length) await db.insert(orderPairings).values(pairings.map((p) => ({ ...p, orderId })));
    },

    /** Units the order took from stock through the editor, by product. */
    async holdsOf(orderId: number): Promise<Map<number, number>> {
      const rows = await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
      return new Map(rows.map((r) => [r.productId, r.quantity]));
    },

    async writeHolds(orderId: number, holds: ReadonlyMap<number, number>) {
      await db.delete(stockHolds).where(eq(stockHolds.orderId, orderId));
      if (holds.size)
        await db
          .insert(stockHolds)
          .values([...holds].map(([productId, quantity]) => ({ orderId, productId, quantity })));
    },

    /** Products with a customisation or pairing among these ids (for seeds and checks). */
    async pairedWith(recipeIds: number[]): Promise<PairingRow[]> {
      if (recipeIds.length === 0) return [];
      return db.select().from(recipePairings).where(inArray(recipePairings.recipeId, recipeIds));
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
