import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { OFFER_SKIPPING_STATUSES, type OrderStatus } from '@fp/domain';
import { queryPrepared, queryRows, type Db } from '../../db/types.ts';
import { orderItems, orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderChanges = Partial<NewOrder>;
export type OrderTotals = Pick<
  OrderRow,
  'subtotalCents' | 'discountCents' | 'deliveryFeeCents' | 'taxCents' | 'totalCents'
>;

/** What moves an order when a late addition is billed (positive) or taken back (negative). */
export interface OrderDelta {
  subtotalCents: number;
  taxes: { tax: string; amount: number }[];
}

// An order's row read as JSON (`row_to_json`: one column instead of thirty-three) has its
// timestamps written back into dates by the table's own column list, so a column added later is
// mapped too.
const ORDER_COLUMNS = Object.entries(getTableColumns(orders)).map(
  ([key, column]) => [key, column.name, column.columnType === 'PgTimestamp'] as const,
);
export function orderFromJson(json: Record<string, unknown>): OrderRow {
  const out: Record<string, unknown> = {};
  for (const [key, name, timestamp] of ORDER_COLUMNS) {
    const v = json[name] ?? null;
    out[key] = timestamp && v !== null ? new Date(v as string) : v;
  }
  return out as unknown as OrderRow;
}

/** What a save writes of an order: its amounts, its items, its discount and tax lines. */
export interface OrderDraftWrite {
  totals: OrderTotals;
  updatedAt: Date;
  items: Pick<NewOrderItem, 'productId' | 'kind' | 'quantity' | 'unitPriceCents' | 'taxClass'>[];
  lines: NewOrderLine[];
}

/**
 * The reads and writes of an order, its items and its lines that every stage shares (the weeks,
 * the editor, the late additions, the market items, the cycle): one definition, so "this
 * household's order" means one thing. Writes run in the caller's transaction.
 */
export function createOrderRepository(db: Db) {
  return {
    async insert(order: NewOrder, items: NewOrderItem[], lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (items.length) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      return row!;
    },

    async bySubscriptionAndDate(subscriptionId: number, deliveryDate: string): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.deliveryDate, deliveryDate)))
        .limit(1);
      return rows[0];
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0];
    },

    /** The order if it is this household's. */
    async own(orderId: number, clientId: number): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
        .limit(1);
      return rows[0];
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

    /** The household's orders in these statuses of a household, by delivery date. */
    async idsOfClient(clientId: number, statuses: readonly OrderStatus[], fromDate: string | null) {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(orders.status, [...statuses]),
            fromDate ? sql`${orders.deliveryDate}::date >= ${fromDate}::date` : undefined,
          ),
        )
        .orderBy(asc(orders.deliveryDate));
      return rows.map((r) => r.id);
    },

    async countForClient(clientId: number): Promise<number> {
      return (await db.select({ id: orders.id }).from(orders).where(eq(orders.clientId, clientId))).length;
    },

    /** Orders of the household delivered before this one that count for offers (not skipped). */
    async positionOf(clientId: number, deliveryDate: string): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${orders} where ${orders.clientId} = ${clientId}
          and ${orders.deliveryDate}::date < ${deliveryDate}::date
          and ${orders.status} not in (${sql.join(
            OFFER_SKIPPING_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})`,
      );
      return Number(rows[0]?.n ?? 0) + 1;
    },

    items: (orderId: number) =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    lines: (orderId: number) =>
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),

    /** The items of these orders, in the order they were added. */
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },

    /** The discount, tax and credit lines of these orders, in the order they were written. */
    async linesOf(orderIds: number[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
    },

    async update(orderId: number, values: OrderChanges) {
      await db.update(orders).set(values).where(eq(orders.id, orderId));
    },

    /** Replaces the order's discount, tax and credit lines with these. */
    async replaceLines(orderId: number, lines: NewOrderLine[]) {
      await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    },

    /** Replaces the order's discount and tax lines (its credit line, once taken at the cutoff, stays). */
    async replacePriceLines(orderId: number, lines: NewOrderLine[]) {
      await db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.kind, ['discount', 'tax'])));
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    },

    /**
     * Writes a saved draft in one statement (decision 046): the order's amounts at the version
     * read, moving it on by one; its items replaced, a market item keeping the subscription that
     * put it there (decision 034); its discount and tax lines replaced (a credit line taken at the
     * cutoff stays); and `also`, the same save's writes of other modules' tables (the stock's
     * holds), each run only where `when` holds: once the order is written. Undefined, with
     * nothing written, when the version had moved or `guard` (the caller's own condition, read
     * as of this statement) did not hold.
     */
    async writeDraft(
      orderId: number,
      version: number,
      draft: OrderDraftWrite,
      guard: SQL,
      also: (when: SQL) => readonly [SQL, SQL],
    ): Promise<OrderRow | undefined> {
      const id = Math.trunc(orderId);
      const when = sql`exists (select 1 from written)`;
      const [first, second] = also(when);
      const items = JSON.stringify(
        draft.items.map((i) => ({
          product_id: i.productId,
          kind: i.kind,
          quantity: i.quantity,
          unit_price_cents: i.unitPriceCents,
          tax_class: i.taxClass,
        })),
      );
      const lines = JSON.stringify(
        draft.lines.map((l) => ({ kind: l.kind, label: l.label, code: l.code ?? null, amount_cents: l.amountCents })),
      );
      const t = draft.totals;
      const [row] = await queryPrepared<{ o: Record<string, unknown> }>(
        db,
        'order_write_draft',
        sql`with
          written as (
            update orders set subtotal_cents = ${t.subtotalCents}::int, discount_cents = ${t.discountCents}::int,
              delivery_fee_cents = ${t.deliveryFeeCents}::int, tax_cents = ${t.taxCents}::int,
              total_cents = ${t.totalCents}::int, version = version + 1,
              updated_at = ${draft.updatedAt.toISOString()}::timestamptz
            where id = ${id}::int and version = ${Math.trunc(version)}::int and ${guard}
            returning *),
          old_items as (
            delete from order_items where order_id = ${id}::int and ${when}
            returning id, product_id, market_subscription_id),
          new_items as (
            insert into order_items (order_id, product_id, kind, quantity, unit_price_cents, tax_class, market_subscription_id)
            select ${id}::int, n.product_id, n.kind, n.quantity, n.unit_price_cents, n.tax_class,
              case when n.kind = 'market' then (select o.market_subscription_id from old_items o
                where o.product_id = n.product_id and o.market_subscription_id is not null
                order by o.id desc limit 1) end
            from rows from (json_to_recordset(${items}::json)
                as (product_id int, kind text, quantity int, unit_price_cents int, tax_class text))
              with ordinality as n(product_id, kind, quantity, unit_price_cents, tax_class, at)
            where ${when}
            order by n.at),
          old_lines as (
            delete from order_lines where order_id = ${id}::int and kind in ('discount', 'tax') and ${when}),
          new_lines as (
            insert into order_lines (order_id, kind, label, code, amount_cents)
            select ${id}::int, l.kind, l.label, l.code, l.amount_cents
            from rows from (json_to_recordset(${lines}::json) as (kind text, label text, code text, amount_cents int))
              with ordinality as l(kind, label, code, amount_cents, at)
            where ${when}
            order by l.at),
          also_first as (${first}),
          also_second as (${second})
          select row_to_json(written) as o from written`,
      );
      return row && orderFromJson(row.o);
    },

    /** Writes the order at the version read and moves the version on; undefined when it had moved. */
    async updateAtVersion(orderId: number, version: number, values: OrderChanges): Promise<OrderRow | undefined> {
      const rows = await db
        .update(orders)
        .set({ ...values, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, orderId), eq(orders.version, version)))
        .returning();
      return rows[0];
    },

    /** Adds items to an order; answers the new items' ids in the order given. */
    async insertItems(orderId: number, items: NewOrderItem[]): Promise<number[]> {
      if (items.length === 0) return [];
      const rows = await db
        .insert(orderItems)
        .values(items.map((i) => ({ ...i, orderId })))
        .returning({ id: orderItems.id });
      return rows.map((r) => r.id);
    },

    async deleteItem(id: number) {
      await db.delete(orderItems).where(eq(orderItems.id, id));
    },

    /**
     * Adds (or with negative amounts takes away) amounts to an order: the subtotal, the total,
     * and each tax on the order's line of that tax (created when the order had none, removed at
     * zero). The version moves on, so an editor open on the order reloads.
     */
    async moveAmounts(orderId: number, delta: OrderDelta, at: Date): Promise<OrderRow> {
      const taxCents = delta.taxes.reduce((s, t) => s + t.amount, 0);
      for (const t of delta.taxes) {
        if (t.amount === 0) continue;
        const updated = await db
          .update(orderLines)
          .set({ amountCents: sql`${orderLines.amountCents} + ${t.amount}` })
          .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'tax'), eq(orderLines.label, t.tax)))
          .returning({ id: orderLines.id });
        if (updated.length === 0) {
          await db.insert(orderLines).values({ orderId, kind: 'tax', label: t.tax, amountCents: t.amount });
        }
      }
      await db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'tax'), eq(orderLines.amountCents, 0)));
      const [row] = await db
        .update(orders)
        .set({
          subtotalCents: sql`${orders.subtotalCents} + ${delta.subtotalCents}`,
          taxCents: sql`${orders.taxCents} + ${taxCents}`,
          totalCents: sql`${orders.totalCents} + ${delta.subtotalCents + taxCents}`,
          version: sql`${orders.version} + 1`,
          updatedAt: at,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
