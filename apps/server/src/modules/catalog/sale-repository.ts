import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { products } from './tables.ts';

/** What selling a product after the fact needs (late additions, decision 033). */
export function createSaleRepository(db: Db) {
  return {
    async products(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          kind: products.kind,
          priceCents: products.priceCents,
          taxClass: products.taxClass,
          soldOut: products.soldOut,
          retiredAt: products.retiredAt,
          nameEn: products.nameEn,
          nameFr: products.nameFr,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async soldOutAmong(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.soldOut, true)));
      return rows.map((r) => r.id);
    },
  };
}
