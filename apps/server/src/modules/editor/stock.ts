import { weekStartOf } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { reserveStock } from './repository.ts';

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
