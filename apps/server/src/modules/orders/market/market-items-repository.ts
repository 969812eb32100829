import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/types.ts';
// Generation reads the products and plans (never writes them) in the statement that puts the
// market subscriptions' items in the orders it creates (decisions 027, 034); going through their
// services would mean a loop per household.
// eslint-disable-next-line local/boundaries
import { products } from '../../catalog/tables.ts';
// eslint-disable-next-line local/boundaries
import { subscriptions } from '../../subscription/tables.ts';
import { marketSubscriptions } from './tables.ts';
import { REGIONS } from '@fp/domain';
import type { DraftPrice } from '../draft-prices.ts';
import { createOrderRepository, type OrderItemRow, type OrderRow } from '../order-repository.ts';
import { orderItems, orderLines, orders } from '../tables.ts';

export type { OrderItemRow };

/** The advisory locks' class (decision 037): one lock per region below it, for generation. */
const GENERATION_LOCK_CLASS = 34_036;
const regionLocks = (regions: readonly string[]) =>
  [...new Set(regions)].map((r) => REGIONS.indexOf(r as (typeof REGIONS)[number])).sort((a, b) => a - b);

/** A subscription's item as orders receive it: units at the product's price and tax class. */
export interface SubscriptionItem {
  subscriptionId: number;
  productId: number;
  quantity: number;
  unitPriceCents: number;
  taxClass: OrderItemRow['taxClass'];
}

/** A market item generation just put in a new order. */
export interface AddedItem {
  itemId: number;
  orderId: number;
  productId: number;
  quantity: number;
  deliveryDate: string;
}

/** The market items the orders module writes into orders for the market subscriptions. */
export function createMarketItemsRepository(db: Db) {
  /** Orders whose content may still change: upcoming (or skipped), cutoff ahead, no price held by a payment. */
  const editable = (clientId: number, now: Date, statuses: OrderRow['status'][]) =>
    and(
      eq(orders.clientId, clientId),
      inArray(orders.status, statuses),
      gt(orders.cutoffAt, now),
      isNull(orders.paymentId),
    );

  return {
    ...createOrderRepository(db),

    /**
     * Generation of these regions' week waits for the market subscriptions' changes in flight and
     * holds off new ones until it commits (decision 037): held until the transaction ends.
     */
    async lockForGeneration(regions: readonly string[]) {
      for (const r of regionLocks(regions))
        await db.execute(sql`select pg_advisory_xact_lock(${GENERATION_LOCK_CLASS}::int, ${r}::int)`);
    },

    /**
     * A market subscription's change waits for a generation in flight (decision 037), then sees
     * the orders it created; generation waits for the change and then sees the subscription.
     * Changes do not wait for one another (shared locks), in region order (no cycles).
     */
    async waitForGeneration() {
      for (const r of regionLocks(REGIONS))
        await db.execute(sql`select pg_advisory_xact_lock_shared(${GENERATION_LOCK_CLASS}::int, ${r}::int)`);
    },

    /**
     * Generation's hook (decision 034): the orders just created (`newOrders`: a CTE of their ids)
     * get the items of the household's market subscriptions running on their delivery date, in
     * one `INSERT … SELECT`. Answers the orders that got some, to price their draft again.
     */
    /**
     * The dry run's view of `addToNewOrders` (decision 037): the market subscriptions' items each
     * household would get in an order delivered on that date, at today's price, without writing.
     */
    async runningItems(wanted: readonly { clientId: number; deliveryDate: string }[]): Promise<
      {
        clientId: number;
        deliveryDate: string;
        productId: number;
        quantity: number;
        unitPriceCents: number;
        taxClass: OrderItemRow['taxClass'];
      }[]
    > {
      if (wanted.length === 0) return [];
      const pairs = sql.join(
        wanted.map((w) => sql`(${w.clientId}::int, ${w.deliveryDate}::date)`),
        sql`, `,
      );
      const rows = await queryRows<{
        client_id: number;
        delivery_date: string;
        product_id: number;
        quantity: number;
        price_cents: number;
        tax_class: OrderItemRow['taxClass'];
      }>(
        db,
        sql`with w (client_id, delivery_date) as (values ${pairs})
        select w.client_id, w.delivery_date::text as delivery_date, ms.product_id, ms.quantity, p.price_cents, p.tax_class
        from w
        join ${marketSubscriptions} ms on ms.client_id = w.client_id and ms.starts_on <= w.delivery_date
          and (ms.ends_on is null or ms.ends_on > w.delivery_date)
        join ${products} p on p.id = ms.product_id`,
      );
      return rows.map((r) => ({
        clientId: Number(r.client_id),
        deliveryDate: r.delivery_date,
        productId: Number(r.product_id),
        quantity: Number(r.quantity),
        unitPriceCents: Number(r.price_cents),
        taxClass: r.tax_class,
      }));
    },

    async addToNewOrders(newOrders: SQL): Promise<AddedItem[]> {
      const rows = await queryRows<{
        id: number;
        order_id: number;
        product_id: number;
        quantity: number;
        delivery_date: string;
      }>(
        db,
        sql`
        with ${newOrders},
        added as (
          insert into ${orderItems} (order_id, product_id, kind, quantity, unit_price_cents, tax_class, market_subscription_id)
          select o.id, ms.product_id, 'market', ms.quantity, p.price_cents, p.tax_class, ms.id
          from new_orders n
          join ${orders} o on o.id = n.id
          join ${marketSubscriptions} ms on ms.client_id = o.client_id and ms.starts_on <= o.delivery_date
            and (ms.ends_on is null or ms.ends_on > o.delivery_date)
          join ${products} p on p.id = ms.product_id
          returning id, order_id, product_id, quantity)
        select a.id, a.order_id, a.product_id, a.quantity, o.delivery_date::text as delivery_date
        from added a join ${orders} o on o.id = a.order_id`,
      );
      return rows.map((r) => ({
        itemId: Number(r.id),
        orderId: Number(r.order_id),
        productId: Number(r.product_id),
        quantity: Number(r.quantity),
        deliveryDate: r.delivery_date,
      }));
    },

    /** Takes these items out (a week's stock ran short for them). */
    async deleteItems(itemIds: number[]) {
      if (itemIds.length === 0) return;
      await db.execute(sql`delete from ${orderItems} where id = any(${`{${itemIds.join(',')}}`}::int[])`);
    },

    /** The subscription's item in each of these orders. */
    subscriptionItems(orderIds: number[], subscriptionId: number): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.marketSubscriptionId, subscriptionId)));
    },

    /** The household's orders whose content may still change, locked until the transaction ends. */
    lockEditable(clientId: number, now: Date, statuses: OrderRow['status'][]): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(editable(clientId, now, statuses))
        .orderBy(asc(orders.deliveryDate), asc(orders.id))
        .for('update');
    },

    /** The household's coming orders still before their cutoff, by delivery date. */
    coming(clientId: number, now: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.status, ['upcoming']), gt(orders.cutoffAt, now)))
        .orderBy(asc(orders.deliveryDate), asc(orders.id));
    },

    /** The delivery dates of the household's coming weeks (upcoming or skipped) before their cutoff. */
    async comingDates(clientId: number, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: orders.deliveryDate })
        .from(orders)
        .where(
          and(eq(orders.clientId, clientId), inArray(orders.status, ['upcoming', 'skipped']), gt(orders.cutoffAt, now)),
        )
        .orderBy(asc(orders.deliveryDate));
      return rows.map((r) => r.date);
    },

    /** Units of a product in each of these orders. */
    async unitsOf(orderIds: number[], productId: number): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.productId, productId)))
        .groupBy(orderItems.orderId);
      return new Map(rows.map((r) => [r.orderId, Number(r.units)]));
    },

    /** Puts the subscription's item in each order (once), at the quantity given. */
    async insertItems(orderIds: number[], item: SubscriptionItem) {
      if (orderIds.length === 0) return;
      await db.insert(orderItems).values(
        orderIds.map((orderId) => ({
          orderId,
          productId: item.productId,
          kind: 'market' as const,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          taxClass: item.taxClass,
          marketSubscriptionId: item.subscriptionId,
        })),
      );
    },

    /** Sets the subscription's item of these orders to a quantity; answers the orders that had it. */
    async setQuantity(orderIds: number[], subscriptionId: number, quantity: number): Promise<number[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .update(orderItems)
        .set({ quantity })
        .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.marketSubscriptionId, subscriptionId)))
        .returning({ orderId: orderItems.orderId });
      return rows.map((r) => r.orderId);
    },

    /** Takes the subscription's item out of these orders; answers the orders that had it. */
    async removeItems(orderIds: number[], subscriptionId: number): Promise<number[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .delete(orderItems)
        .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.marketSubscriptionId, subscriptionId)))
        .returning({ orderId: orderItems.orderId });
      return [...new Set(rows.map((r) => r.orderId))];
    },

    async ordersById(orderIds: number[]): Promise<OrderRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orders).where(inArray(orders.id, orderIds));
    },

    /**
     * Writes the draft prices of these orders (one `UPDATE … FROM (VALUES …)`) and their tax lines
     * (discount and tax lines replaced), and moves each order's version on: a page that showed the
     * order before reloads it.
     */
    async writeDrafts(drafts: DraftPrice[], now: Date) {
      if (drafts.length === 0) return;
      // Columns as arrays (`unnest`): a week's generation writes tens of thousands of drafts in
      // one statement, and a parameter per value would pass PostgreSQL's 65,535 (issue 24, defect 7).
      const column = (pick: (d: DraftPrice) => number) => `{${drafts.map(pick).join(',')}}`;
      await db.execute(sql`
        update ${orders} o set subtotal_cents = v.subtotal, discount_cents = v.discount, delivery_fee_cents = v.fee,
          tax_cents = v.tax, total_cents = v.total, version = o.version + 1, updated_at = ${now.toISOString()}::timestamptz
        from unnest(${column((d) => d.orderId)}::int[], ${column((d) => d.subtotalCents)}::int[],
          ${column((d) => d.discountCents)}::int[], ${column((d) => d.deliveryFeeCents)}::int[],
          ${column((d) => d.taxCents)}::int[], ${column((d) => d.totalCents)}::int[]) v (id, subtotal, discount, fee, tax, total)
        where o.id = v.id`);
      const ids = `{${drafts.map((d) => d.orderId).join(',')}}`;
      await db.execute(
        sql`delete from ${orderLines} where order_id = any(${ids}::int[]) and kind in ('tax', 'discount')`,
      );
      const lines = drafts.flatMap((d) => [
        ...d.discounts.map((x) => ({
          order_id: d.orderId,
          kind: 'discount',
          label: x.label,
          code: x.code,
          amount: x.amountCents,
        })),
        ...d.taxes.map((t) => ({
          order_id: d.orderId,
          kind: 'tax',
          label: t.label,
          code: null,
          amount: t.amountCents,
        })),
      ]);
      if (lines.length === 0) return;
      await db.execute(sql`
        insert into ${orderLines} (order_id, kind, label, code, amount_cents)
        select order_id, kind, label, code, amount from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
          as l(order_id int, kind text, label text, code text, amount int)`);
    },

    /**
     * How often each market item was bought: by this household, and by the households on the same
     * kind of plan (ready-to-cook or ready-to-eat), over orders that were not skipped.
     */
    async marketPopularity(clientId: number): Promise<{ productId: number; own: number; plan: number }[]> {
      const rows = await queryRows<{ product_id: number; own: number; plan: number }>(
        db,
        sql`
        with mine as (select plan_type from ${subscriptions} where client_id = ${clientId} limit 1)
        select i.product_id,
          count(*) filter (where o.client_id = ${clientId})::int as own,
          count(*) filter (where s.plan_type = (select plan_type from mine))::int as plan
        from ${orderItems} i
        join ${orders} o on o.id = i.order_id and o.status <> 'skipped'
        join ${subscriptions} s on s.id = o.subscription_id
        where i.kind = 'market'
        group by i.product_id
        order by own desc, plan desc, i.product_id
        limit 100`,
      );
      return rows.map((r) => ({ productId: Number(r.product_id), own: Number(r.own), plan: Number(r.plan) }));
    },
  };
}
