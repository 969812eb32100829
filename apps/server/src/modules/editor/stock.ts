import { weekStartOf } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { createEditorRepository, reserveStock } from './repository.ts';

/**
 * The week's stock for other flows that take units in their own transaction (late additions on a
 * billed order): keyed by the order's delivery date, mapped to its menu week (decision 032).
 */
export const stockHold = {
  /** Takes the units; answers the ids of the products that were short (the caller rolls back). */
  async reserve(tx: Db, deliveryDate: string, items: { productId: number; quantity: number }[]): Promise<number[]> {
    const short = await reserveStock(
      tx,
      weekStartOf(deliveryDate),
      items.map((i) => ({ productId: i.productId, delta: i.quantity })),
    );
    return short.map((s) => s.productId);
  },

  /**
   * An unskipped order takes again, in the caller's transaction, the units the release job gave
   * back while it was skipped (decision 037); they are the order's holds again. Answers the units
   * of the products the week no longer has (not taken: the caller takes them out of the order).
   */
  async reclaim(tx: Db, orderId: number, deliveryDate: string): Promise<{ productId: number; quantity: number }[]> {
    const repo = createEditorRepository(tx);
    const released = await repo.takeReleased(orderId);
    if (released.size === 0) return [];
    const short = new Set(
      (
        await reserveStock(
          tx,
          weekStartOf(deliveryDate),
          [...released].map(([productId, quantity]) => ({ productId, delta: quantity })),
        )
      ).map((s) => s.productId),
    );
    const holds = await repo.holdsOf(orderId);
    for (const [productId, quantity] of released)
      if (!short.has(productId)) holds.set(productId, (holds.get(productId) ?? 0) + quantity);
    await repo.writeHolds(orderId, holds);
    return [...released].filter(([id]) => short.has(id)).map(([productId, quantity]) => ({ productId, quantity }));
  },

  /** Gives units back (an item removed or refunded). */
  async release(tx: Db, deliveryDate: string, items: { productId: number; quantity: number }[]): Promise<void> {
    await reserveStock(
      tx,
      weekStartOf(deliveryDate),
      items.map((i) => ({ productId: i.productId, delta: -i.quantity })),
    );
  },
};

export type StockHold = typeof stockHold;
