import type { Database, Db } from '../../db/types.ts';
import { createPatchRepository, type AddedItem, type OrderDelta, type PatchedOrderRow } from './patch-repository.ts';

export type { AddedItem, OrderDelta, PatchedOrderRow } from './patch-repository.ts';

/**
 * What late additions (decision 033, editor module) may do to an order: read it, lock it in the
 * caller's transaction, add or remove items and move its amounts. The rules stay in the editor's
 * late-additions service; this is the orders module's door to its own tables.
 */
export function createOrderPatching(deps: { db: Database }) {
  const repo = (tx: Db = deps.db) => createPatchRepository(tx);
  return {
    own: (orderId: number, clientId: number) => repo().own(orderId, clientId),
    byId: (orderId: number, tx?: Db) => repo(tx).byId(orderId),
    lock: (tx: Db, orderId: number): Promise<PatchedOrderRow | undefined> => repo(tx).lock(orderId),
    insertItems: (tx: Db, orderId: number, items: AddedItem[]) => repo(tx).insertItems(orderId, items),
    deleteItem: (tx: Db, itemId: number) => repo(tx).deleteItem(itemId),
    moveAmounts: (tx: Db, orderId: number, delta: OrderDelta, at: Date) => repo(tx).moveAmounts(orderId, delta, at),
  };
}

export type OrderPatching = ReturnType<typeof createOrderPatching>;
