import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OFFER_SKIPPING_STATUSES, type OrderStatus } from '@fp/domain';
import { queryRows, type Db } from '../../db/types.ts';
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
     * Replaces the order's items. A market item of a subscription keeps its link (decision 034)
     * when the new items do not name one: the household changed its quantity in the editor.
     */
    async replaceItems(orderId: number, items: NewOrderItem[]) {
      const links = new Map(
        (
          await db
            .select({ productId: orderItems.productId, subscriptionId: orderItems.marketSubscriptionId })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.marketSubscriptionId} is not null`))
            .orderBy(asc(orderItems.id))
        ).map((r) => [r.productId, r.subscriptionId]),
      );
      await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
      if (items.length === 0) return;
      await db.insert(orderItems).values(
        items.map((i) => ({
          ...i,
          orderId,
          marketSubscriptionId: i.marketSubscriptionId ?? (i.kind === 'market' ? links.get(i.productId) : null) ?? null,
        })),
      );
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
