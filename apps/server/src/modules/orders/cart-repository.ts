import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { createCycleRepository } from './cycle-repository.ts';
import type { NewOrderItem, NewOrderLine, OrderRow } from './repository.ts';
import { orderItems, orderLines, orders } from './tables.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTotals = Pick<
  OrderRow,
  'subtotalCents' | 'discountCents' | 'deliveryFeeCents' | 'taxCents' | 'totalCents'
>;

/**
 * What the order editor (decision 032) reads and writes of an order: the orders module owns the
 * tables, the editor goes through here. Every write is in the caller's transaction.
 */
export function createOrderCart(db: Db) {
  return {
    async own(orderId: number, clientId: number): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    /**
     * The household's order with its items, the position the cutoff will price it at and its next
     * order (see `positionOf` and `nextOrderId`), in one round trip for the editor's reads.
     */
    async ownView(
      orderId: number,
      clientId: number,
    ): Promise<{ order: OrderRow; items: OrderItemRow[]; position: number; nextOrderId: number | null } | undefined> {
      // Drizzle writes a column of the selected table unqualified: the subqueries name "orders" itself.
      const [row] = await db
        .select({
          order: orders,
          items: sql<OrderItemRow[] | null>`(select json_agg(json_build_object('id', i.id, 'orderId', i.order_id,
            'productId', i.product_id, 'kind', i.kind, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents,
            'taxClass', i.tax_class, 'marketSubscriptionId', i.market_subscription_id) order by i.id) from ${orderItems} i where i.order_id = "orders".id)`,
          position: sql<number>`case when "orders".position = 1 then 1 else (select count(*)::int + 1 from ${orders} p
            where p.client_id = "orders".client_id and p.delivery_date < "orders".delivery_date
              and p.status not in ('skipped', 'below_minimum')) end`,
          nextOrderId: sql<number | null>`(select n.id from ${orders} n where n.client_id = "orders".client_id
            and n.delivery_date > "orders".delivery_date and n.status in ('upcoming', 'skipped')
            order by n.delivery_date limit 1)`,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .limit(1);
      if (!row) return undefined;
      return {
        order: row.order,
        items: row.items ?? [],
        position: Number(row.position),
        nextOrderId: row.nextOrderId === null ? null : Number(row.nextOrderId),
      };
    },

    /** The order if it is this household's, locked until the caller's transaction ends. */
    async lockOwn(orderId: number, clientId: number): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .for('update');
      return rows[0];
    },

    /** The order, locked until the caller's transaction ends (whoever's it is: for jobs). */
    async lock(orderId: number): Promise<OrderRow | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return rows[0];
    },

    /** Status and delivery date of orders by id. */
    statuses(orderIds: number[]): Promise<Pick<OrderRow, 'id' | 'status' | 'deliveryDate'>[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: orders.id, status: orders.status, deliveryDate: orders.deliveryDate })
        .from(orders)
        .where(inArray(orders.id, orderIds));
    },

    items: (orderId: number): Promise<OrderItemRow[]> =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),

    /** The position the cutoff will price the order at (skipped and below-minimum weeks do not count). */
    positionOf(order: Pick<OrderRow, 'clientId' | 'deliveryDate' | 'position'>): Promise<number> {
      return order.position === 1
        ? Promise.resolve(1)
        : createCycleRepository(db).positionOf(order.clientId, order.deliveryDate);
    },

    /** The household's next order after this one that is not delivered yet, for the after-cutoff link. */
    async nextOrderId(order: Pick<OrderRow, 'clientId' | 'deliveryDate'>): Promise<number | null> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, order.clientId),
            gt(orders.deliveryDate, order.deliveryDate),
            inArray(orders.status, ['upcoming', 'skipped']),
          ),
        )
        .orderBy(asc(orders.deliveryDate))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /**
     * Replaces the order's items and its discount and tax lines, writes its amounts and moves its
     * version on, only if the version is still `version`; undefined when it moved since.
     */
    async saveAtVersion(
      orderId: number,
      version: number,
      change: { items: NewOrderItem[]; lines: NewOrderLine[]; totals: OrderTotals; now: Date },
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...change.totals, updatedAt: change.now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, orderId), eq(orders.version, version)))
        .returning();
      if (!row) return undefined;
      // The items and the discount and tax lines replaced in one statement (one round trip). A
      // market item a subscription put in the order stays that subscription's (decision 034): its
      // recurring badge, and a later change or end of the subscription, still find it. The
      // statement's snapshot still shows the old items, so the link is read from them.
      const items = change.items.map((i) => ({
        product_id: i.productId,
        kind: i.kind,
        quantity: i.quantity,
        unit_price_cents: i.unitPriceCents,
        tax_class: i.taxClass,
        market_subscription_id: i.marketSubscriptionId ?? null,
      }));
      const lines = change.lines.map((l) => ({
        kind: l.kind,
        label: l.label,
        code: l.code ?? null,
        amount_cents: l.amountCents,
      }));
      await db.execute(sql`with
        links as (
          select distinct on (product_id) product_id, market_subscription_id from ${orderItems}
          where order_id = ${orderId} and market_subscription_id is not null order by product_id, id desc),
        gone_items as (delete from ${orderItems} where order_id = ${orderId}),
        gone_lines as (delete from ${orderLines} where order_id = ${orderId} and kind in ('discount', 'tax')),
        new_items as (
          insert into ${orderItems} (order_id, product_id, kind, quantity, unit_price_cents, tax_class,
            market_subscription_id)
          select ${orderId}, x.product_id, x.kind, x.quantity, x.unit_price_cents, x.tax_class,
            coalesce(x.market_subscription_id, case when x.kind = 'market' then l.market_subscription_id end)
          from json_to_recordset(${JSON.stringify(items)}::json)
            as x(product_id int, kind text, quantity int, unit_price_cents int, tax_class text,
              market_subscription_id int)
          left join links l on l.product_id = x.product_id)
        insert into ${orderLines} (order_id, kind, label, code, amount_cents)
        select ${orderId}, x.kind, x.label, x.code, x.amount_cents
        from json_to_recordset(${JSON.stringify(lines)}::json) as x(kind text, label text, code text, amount_cents int)`);
      return row;
    },
  };
}

export type OrderCart = ReturnType<typeof createOrderCart>;
