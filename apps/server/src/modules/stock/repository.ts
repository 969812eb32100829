import { CART_MAX_QUANTITY } from '@fp/contracts';
import { and, asc, eq, gt, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/types.ts';
import { productStock, releasedHolds, stockHolds } from './tables.ts';

/** Stock counts at or under this are shown; above it, an item has more than any one cart may take. */
export const STOCK_SHOWN_UNITS = CART_MAX_QUANTITY;

/** A change of a product's units in a week: positive takes units, negative gives them back. */
export interface StockChange {
  productId: number;
  delta: number;
}

/**
 * The two statements that set the units an order holds to `holds` (the rows it no longer holds
 * deleted, the others written where they changed), each run only where `when` holds: `writeHolds`
 * runs them alone, a save of the order runs them in its own one statement.
 */
export function holdsWrites(orderId: number, holds: ReadonlyMap<number, number>, when: SQL): [SQL, SQL] {
  const id = Math.trunc(orderId);
  const ids = `{${[...holds.keys()].map(Math.trunc).join(',')}}`;
  const quantities = `{${[...holds.values()].map(Math.trunc).join(',')}}`;
  return [
    sql`delete from stock_holds where order_id = ${id}::int and product_id <> all(${ids}::int[]) and ${when}`,
    sql`insert into stock_holds (order_id, product_id, quantity)
      select ${id}::int, h.product_id, h.quantity from unnest(${ids}::int[], ${quantities}::int[]) as h(product_id, quantity)
      where ${when}
      on conflict (order_id, product_id) do update set quantity = excluded.quantity
        where stock_holds.quantity <> excluded.quantity`,
  ];
}

/** A product that did not have the units asked for, and what it has left. */
export interface StockShortage {
  productId: number;
  remaining: number;
}

export function createStockRepository(db: Db) {
  /** A page of the orders a table of units by order lists, by id. */
  async function orderIdsIn(table: typeof stockHolds | typeof releasedHolds, afterId: number, limit: number) {
    const rows = await db
      .selectDistinct({ orderId: table.orderId })
      .from(table)
      .where(gt(table.orderId, afterId))
      .orderBy(asc(table.orderId))
      .limit(limit);
    return rows.map((r) => r.orderId);
  }

  return {
    /**
     * Takes the increases and gives back the decreases, in the caller's transaction (decision 032).
     * One statement for every item: the rows are locked in product order first (two carts never
     * wait on each other's rows in a cycle), a lock answers the row's current count, and the
     * update takes only where that count is enough, writing from it (decision 040). Answers the
     * shortages: when there are any the caller must fail its transaction, so nothing of it stays.
     * Products without a stock row are not counted.
     */
    async take(weekStart: string, changes: readonly StockChange[]): Promise<StockShortage[]> {
      const moved = changes.filter((c) => c.delta !== 0);
      if (moved.length === 0) return [];
      const ids = `{${moved.map((c) => Math.trunc(c.productId)).join(',')}}`;
      const deltas = `{${moved.map((c) => Math.trunc(c.delta)).join(',')}}`;
      const rows = await queryPrepared<{ product_id: number; remaining: number; taken: boolean }>(
        db,
        'stock_take',
        sql`with c as (select * from unnest(${ids}::int[], ${deltas}::int[]) as c(product_id, delta)),
          locked as (
            select s.product_id, s.remaining from product_stock s
            where s.week_start = ${weekStart} and s.product_id in (select product_id from c)
            order by s.product_id for update),
          taken as (
            update product_stock s set remaining = l.remaining - c.delta
            from c join locked l on l.product_id = c.product_id
            where s.week_start = ${weekStart} and s.product_id = c.product_id and l.remaining >= c.delta
            returning s.product_id)
          select l.product_id, l.remaining, exists (select 1 from taken t where t.product_id = l.product_id) as taken
          from locked l`,
      );
      return rows
        .filter((r) => !r.taken)
        .map((r) => ({ productId: r.product_id, remaining: r.remaining }))
        .sort((a, b) => a.productId - b.productId);
    },

    /**
     * Units left of a week's products that are running low (at most `STOCK_SHOWN_UNITS`); the
     * others have more than any cart may ask for, and are left out so a read stays small.
     */
    async lowStock(weekStart: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ productId: productStock.productId, remaining: productStock.remaining })
        .from(productStock)
        .where(and(eq(productStock.weekStart, weekStart), lte(productStock.remaining, STOCK_SHOWN_UNITS)));
      return new Map(rows.map((r) => [r.productId, r.remaining]));
    },

    /** `lowStock` as `[productId, remaining]` JSON pairs, a subquery of another module's one read. */
    lowStockSql(weekStart: SQL): SQL<[number, number][] | null> {
      return sql`(select json_agg(json_build_array(product_id, remaining)) from ${productStock}
        where week_start = ${weekStart} and remaining <= ${STOCK_SHOWN_UNITS})`;
    },

    /** An order's holds as `[productId, quantity]` JSON pairs, a subquery of another module's one read. */
    holdsSql(orderId: AnyColumn | SQL): SQL<[number, number][] | null> {
      return sql`(select json_agg(json_build_array(product_id, quantity)) from ${stockHolds}
        where order_id = ${orderId})`;
    },

    /** Sets a week's stock of products; an existing count is replaced. */
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

    /** Units the order took from stock, by product. */
    async holdsOf(orderId: number): Promise<Map<number, number>> {
      const rows = await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
      return new Map(rows.map((r) => [r.productId, r.quantity]));
    },

    /** Orders holding stock, by id after `afterId`, a page at a time. */
    heldOrderIds: (afterId: number, limit: number) => orderIdsIn(stockHolds, afterId, limit),

    /** Makes the order's holds exactly `holds`, in one statement. */
    async writeHolds(orderId: number, holds: ReadonlyMap<number, number>) {
      const [gone, put] = holdsWrites(orderId, holds, sql`true`);
      await db.execute(sql`with gone as (${gone}) ${put}`);
    },

    /** Records what the release job gave back of a skipped order, added to what it gave before. */
    async recordReleased(orderId: number, released: ReadonlyMap<number, number>) {
      if (released.size === 0) return;
      await db
        .insert(releasedHolds)
        .values([...released].map(([productId, quantity]) => ({ orderId, productId, quantity })))
        .onConflictDoUpdate({
          target: [releasedHolds.orderId, releasedHolds.productId],
          set: { quantity: sql`${releasedHolds.quantity} + excluded.quantity` },
        });
    },

    /** Orders with units the release job gave back that no unskip took again, after `afterId`. */
    releasedOrderIds: (afterId: number, limit: number) => orderIdsIn(releasedHolds, afterId, limit),

    /** Forgets what was given back of orders that can no longer come back. */
    async forgetReleased(orderIds: number[]) {
      if (orderIds.length === 0) return;
      await db.delete(releasedHolds).where(inArray(releasedHolds.orderId, orderIds));
    },

    /** What the release job gave back of the order, forgotten as it is read (the caller takes it again). */
    async takeReleased(orderId: number): Promise<Map<number, number>> {
      const rows = await db.delete(releasedHolds).where(eq(releasedHolds.orderId, orderId)).returning();
      return new Map(rows.map((r) => [r.productId, r.quantity]));
    },
  };
}
