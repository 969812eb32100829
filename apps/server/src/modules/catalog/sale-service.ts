import type { Database, Db } from '../../db/types.ts';
import { createSaleRepository } from './sale-repository.ts';

export type SaleProduct = Awaited<ReturnType<ReturnType<typeof createSaleRepository>['products']>>[number];

/** Products as sold one by one (late additions, decision 033): price, tax class, sold-out flag, names. */
export function createSaleCatalog(deps: { db: Database }) {
  return {
    products: (ids: number[]) => createSaleRepository(deps.db).products(ids),
    /**
     * The products among these the catalogue marks sold out; inside the caller's transaction when
     * given one (on the embedded database a read outside it would wait for it).
     */
    soldOutAmong: (ids: number[], tx: Db = deps.db) => createSaleRepository(tx).soldOutAmong(ids),
  };
}

export type SaleCatalog = ReturnType<typeof createSaleCatalog>;
