import { dateInZone, isUndelivered, MENU_TIME_ZONE, weekStartOf, type Clock, type OrderStatus } from '@fp/domain';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/types.ts';
import { createStockRepository, holdsWrites, type StockChange, type StockShortage } from './repository.ts';

export { STOCK_SHOWN_UNITS, type StockChange, type StockShortage } from './repository.ts';

/** Units of a product, as a flow asks for them or gives them back. */
export interface StockItem {
  productId: number;
  quantity: number;
}

/** What the release job reads of the orders holding units (the orders module gives it). */
export interface HoldingOrders {
  statuses(orderIds: number[]): Promise<{ id: number; status: OrderStatus; deliveryDate: string }[]>;
  /** The order, locked until the transaction `tx` ends. */
  lock(tx: Db, orderId: number): Promise<{ id: number; status: OrderStatus; deliveryDate: string } | undefined>;
}

/**
 * Stock (DESIGN.md §3, decision 047): the units left of each product for a delivery week, the
 * units each order holds, and the one way every flow takes and gives them back — the editor's
 * saves, late additions, market subscriptions, unskips — inside that flow's own transaction.
 * A week is named by its menu week (the Sunday); the calls keyed by a delivery date map to it.
 */
export function createStockService(deps: { db: Database; clock: Clock; orders: HoldingOrders }) {
  const { db, clock } = deps;
  const repo = (tx: Db = db) => createStockRepository(tx);

  /** Takes the units of `items` for the delivery's week; answers the ids of the products that were short. */
  async function reserve(tx: Db, deliveryDate: string, items: readonly StockItem[]): Promise<number[]> {
    const short = await repo(tx).take(
      weekStartOf(deliveryDate),
      items.map((i) => ({ productId: i.productId, delta: i.quantity })),
    );
    return short.map((s) => s.productId);
  }

  /**
   * Forgets the units given back of weeks whose delivery day has passed: no unskip can take them
   * again (the cutoff is days before), so the rows would only pile up.
   */
  async function forgetPastReleases(page: number) {
    const today = dateInZone(clock.now(), MENU_TIME_ZONE);
    for (let after = 0; ;) {
      const ids = await repo().releasedOrderIds(after, page);
      if (ids.length === 0) return;
      after = ids[ids.length - 1]!;
      const past = (await deps.orders.statuses(ids)).filter((o) => o.deliveryDate < today).map((o) => o.id);
      await repo().forgetReleased(past);
      if (ids.length < page) return;
    }
  }

  return {
    /**
     * Takes the increases and gives back the decreases of one change of a week's carts, in the
     * caller's transaction; answers the shortages (then the caller rolls back, nothing is taken).
     */
    take: (tx: Db, weekStart: string, changes: readonly StockChange[]): Promise<StockShortage[]> =>
      repo(tx).take(weekStart, changes),

    reserve,

    /** Gives units back (an item removed or refunded). */
    async release(tx: Db, deliveryDate: string, items: readonly StockItem[]): Promise<void> {
      await repo(tx).take(
        weekStartOf(deliveryDate),
        items.map((i) => ({ productId: i.productId, delta: -i.quantity })),
      );
    },

    /**
     * An unskipped order takes again, in the caller's transaction, the units the release job gave
     * back while it was skipped (decision 037); they are the order's holds again. Answers the units
     * of the products the week no longer has (not taken: the caller takes them out of the order).
     */
    async reclaim(tx: Db, orderId: number, deliveryDate: string): Promise<StockItem[]> {
      const r = repo(tx);
      const released = await r.takeReleased(orderId);
      if (released.size === 0) return [];
      const short = new Set(
        await reserve(
          tx,
          deliveryDate,
          [...released].map(([productId, quantity]) => ({ productId, quantity })),
        ),
      );
      const holds = await r.holdsOf(orderId);
      for (const [productId, quantity] of released)
        if (!short.has(productId)) holds.set(productId, (holds.get(productId) ?? 0) + quantity);
      await r.writeHolds(orderId, holds);
      return [...released].filter(([id]) => short.has(id)).map(([productId, quantity]) => ({ productId, quantity }));
    },

    /** Units the order holds, by product. */
    holdsOf: (orderId: number, tx: Db = db) => repo(tx).holdsOf(orderId),

    /**
     * The two statements that make an order's holds exactly `holds`, run where `when` holds: parts
     * of the order's own one statement of a save (decision 046).
     */
    holdsWrites,

    /** Units left of a week's products running low; the others have more than a cart may take. */
    lowStock: (weekStart: string) => repo().lowStock(weekStart),

    /** The same two reads as subqueries of another module's one statement (the editor's, decision 036). */
    lowStockSql: (weekStart: SQL) => repo().lowStockSql(weekStart),
    holdsSql: (orderId: AnyColumn | SQL) => repo().holdsSql(orderId),

    /** Sets a week's stock of products (staff, tests); an existing count is replaced. */
    setStock: (rows: { productId: number; weekStart: string; remaining: number }[], tx: Db = db) =>
      repo(tx).setStock(rows),

    /** Adds stock rows that do not exist yet (seeding again keeps what carts took). */
    addStock: (rows: { productId: number; weekStart: string; remaining: number }[], tx: Db = db) =>
      repo(tx).addStock(rows),

    /**
     * The release job: gives back the units held by orders that will not be delivered (skipped,
     * or under the minimum at the cutoff), and forgets the holds of delivered orders (their units
     * are gone). Each order in its own transaction, rechecked under its lock; safe to run again.
     */
    async releaseUndelivered(page = 500): Promise<number> {
      let released = 0;
      const done = (status: OrderStatus) => isUndelivered(status) || status === 'delivered';
      for (let after = 0; ;) {
        const ids = await repo().heldOrderIds(after, page);
        if (ids.length === 0) break;
        after = ids[ids.length - 1]!;
        for (const o of (await deps.orders.statuses(ids)).filter((x) => done(x.status))) {
          await db.transaction(async (tx) => {
            const order = await deps.orders.lock(tx, o.id);
            if (!order || !done(order.status)) return;
            const held = await repo(tx).holdsOf(order.id);
            if (isUndelivered(order.status)) {
              await repo(tx).take(
                weekStartOf(order.deliveryDate),
                [...held].map(([productId, quantity]) => ({ productId, delta: -quantity })),
              );
              // A skipped week may come back before its cutoff: the unskip takes these again (decision 037).
              if (order.status === 'skipped') await repo(tx).recordReleased(order.id, held);
              released += 1;
            }
            await repo(tx).writeHolds(order.id, new Map());
          });
        }
        if (ids.length < page) break;
      }
      await forgetPastReleases(page);
      return released;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
