import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Province } from '@fp/domain';
import { queryRows, type Db } from '../../db/types.ts';
// Decision 027: generation reads these two tables (never writes them) in the one statement per
// week that makes it set-based; going through their services would mean a loop per household.
// eslint-disable-next-line local/boundaries
import { addresses } from '../delivery/tables.ts';
// eslint-disable-next-line local/boundaries
import { subscriptions } from '../subscription/tables.ts';
import { createMarketItemsRepository, type AddedItem } from './market-items-repository.ts';
import type { OrderRow } from './repository.ts';
import type { OrderStatus } from './statuses.ts';
import { orderItems, orderLines, orders } from './tables.ts';

/** What a subscription's orders are priced from: its plan's kind, size, preference and price. */
export interface PlanTerms {
  planType: 'rtc' | 'rte';
  people: number | null;
  recipesPerWeek: number | null;
  mealsPerWeek: number | null;
  preference: string;
  pricePerServingCents: number;
}

/**
 * The plan a group of subscriptions share: they get the same meals and the same draft price in a
 * given week and province, so generation prices each profile once (decision 027).
 */
export interface PlanProfile extends PlanTerms {
  province: 'bc' | 'ab' | 'on' | 'qc';
}

/** One profile's draft order for a week: totals, meals and tax lines. */
export interface PricedProfile {
  key: string;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  items: { productId: number; quantity: number; unitPriceCents: number; taxClass: string }[];
  taxes: { label: string; amountCents: number }[];
}

/** A delivery of a week in one province on one delivery day, with its cutoff. */
export interface WeekSlot {
  province: string;
  day: string;
  deliveryDate: string;
  cutoffAt: Date;
}

export interface GeneratedOrder {
  subscriptionId: number;
  clientId: number;
  deliveryDate: string;
  totalCents: number;
  /** Dry run: the order's profile, province and position (to price its market items, decision 037). */
  profileKey?: string;
  province?: Province;
  position?: number;
  /** Dry run: the units of market-subscription items it would get. */
  marketUnits?: number;
}

/** The profile key, spelled the same way in SQL (below) and in TypeScript. */
export function profileKey(p: PlanProfile): string {
  return [
    p.planType,
    p.people ?? 0,
    p.recipesPerWeek ?? 0,
    p.mealsPerWeek ?? 0,
    p.preference,
    p.pricePerServingCents,
    p.province,
  ].join('|');
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * The SQL of the weekly cycle. Generation reads the subscription and address tables in the same
 * statement that writes the orders: that join is what makes it one statement per week instead of
 * one transaction per subscription (decision 027). It never writes those tables.
 */
export function createCycleRepository(db: Db) {
  /** Subscriptions due an order in one of the week's slots, with the profile each is priced by. */
  function candidates(slots: WeekSlot[], priced: PricedProfile[]): SQL {
    const slotRows = slots.map(
      (s) =>
        sql`(${s.province}::text, ${s.day}::text, ${s.deliveryDate}::date, ${s.cutoffAt.toISOString()}::timestamptz)`,
    );
    const profileRows = priced.map(
      (p) =>
        sql`(${p.key}::text, ${p.subtotalCents}::int, ${p.discountCents}::int, ${p.deliveryFeeCents}::int, ${p.taxCents}::int, ${p.totalCents}::int)`,
    );
    return sql`
      slots (province, day, delivery_date, cutoff_at) as (values ${values(slotRows)}),
      profiles (pkey, subtotal, discount, fee, tax, total) as (values ${values(profileRows)}),
      candidates as (
        select s.id as subscription_id, s.client_id, sl.delivery_date, sl.cutoff_at, sl.province,
               s.window_starts, s.window_ends, p.*
        from ${subscriptions} s
        join ${addresses} a on a.client_id = s.client_id and a.kind = 'primary'
        join slots sl on sl.province = a.province and sl.day = s.delivery_day
        join profiles p on p.pkey = concat_ws('|', s.plan_type, coalesce(s.people, 0),
          coalesce(s.recipes_per_week, 0), coalesce(s.meals_per_week, 0), s.preference,
          s.price_per_serving_cents, a.province)
        where s.status = 'active' and s.starts_on::date <= sl.delivery_date
      )`;
  }

  return {
    /** The distinct plans of the active subscriptions, with their delivery province. */
    async activeProfiles(): Promise<PlanProfile[]> {
      return db
        .selectDistinct({
          planType: subscriptions.planType,
          people: subscriptions.people,
          recipesPerWeek: subscriptions.recipesPerWeek,
          mealsPerWeek: subscriptions.mealsPerWeek,
          preference: subscriptions.preference,
          pricePerServingCents: subscriptions.pricePerServingCents,
          province: addresses.province,
        })
        .from(subscriptions)
        .innerJoin(addresses, and(eq(addresses.clientId, subscriptions.clientId), eq(addresses.kind, 'primary')))
        .where(eq(subscriptions.status, 'active'));
    },

    /**
     * Creates the missing orders of these slots, their meals and tax lines in one transaction; an
     * order that exists (any status) is left as it is. Returns how many were created. Slots of
     * different provinces may run at the same time on other connections: each transaction reads
     * back only the orders it created, in its own slots' provinces and dates.
     */
    async generateWeek(
      slots: WeekSlot[],
      priced: PricedProfile[],
      /** The market items just added to the new orders: their stock is held and the drafts priced again. */
      afterMarketItems?: (tx: Db, added: AddedItem[]) => Promise<void>,
    ): Promise<number> {
      if (slots.length === 0 || priced.length === 0) return 0;
      const itemRows = priced.flatMap((p) =>
        p.items.map(
          (i) =>
            sql`(${p.key}::text, ${i.productId}::int, ${i.quantity}::int, ${i.unitPriceCents}::int, ${i.taxClass}::text)`,
        ),
      );
      const taxRows = priced.flatMap((p) =>
        p.taxes.map((t) => sql`(${p.key}::text, ${t.label}::text, ${t.amountCents}::int)`),
      );
      const profileKeyOf = sql`concat_ws('|', s.plan_type, coalesce(s.people, 0), coalesce(s.recipes_per_week, 0),
        coalesce(s.meals_per_week, 0), s.preference, s.price_per_serving_cents, o.province)`;
      // Three statements in one transaction: the orders, then the meals and tax lines of the
      // orders this transaction created (their created_at is the transaction's now()). Separate
      // statements let the planner see real row counts instead of a CTE's guess.
      return db.transaction(async (tx) => {
        // Decision 037: a market subscription made meanwhile either lands before (its item goes in
        // these new orders) or after (it finds them); never between, where both would miss them.
        await createMarketItemsRepository(tx).lockForGeneration(slots.map((sl) => sl.province));
        const rows = await queryRows<{ created: number }>(
          tx,
          sql`
          with ${candidates(slots, priced)},
          -- The household's earlier orders, counted by one join rather than a subquery per row:
          -- on a table the planner believes empty (a first run) the subquery became a sequential
          -- scan per order, quadratic in the number of households.
          prior as (
            select c.subscription_id, c.delivery_date, count(*) as n
            from candidates c
            join ${orders} o on o.client_id = c.client_id and o.delivery_date::date < c.delivery_date
              and o.status <> 'skipped'
            group by c.subscription_id, c.delivery_date
          ),
          inserted as (
            insert into ${orders} (client_id, subscription_id, position, delivery_date, window_starts,
              window_ends, cutoff_at, province, subtotal_cents, discount_cents, delivery_fee_cents,
              tax_cents, total_cents, created_at, updated_at)
            select c.client_id, c.subscription_id, 1 + coalesce(pr.n, 0),
              c.delivery_date, c.window_starts, c.window_ends, c.cutoff_at, c.province,
              c.subtotal, c.discount, c.fee, c.tax, c.total, now(), now()
            from candidates c
            left join prior pr on pr.subscription_id = c.subscription_id and pr.delivery_date = c.delivery_date
            on conflict (subscription_id, delivery_date) do nothing
            returning 1
          )
          select count(*)::int as created from inserted`,
        );
        const created = Number(rows[0]?.created ?? 0);
        if (created === 0) return 0;
        const dates = sql.join(
          [...new Set(slots.map((sl) => sl.deliveryDate))].map((d) => sql`${d}::date`),
          sql`, `,
        );
        const provinces = sql.join(
          [...new Set(slots.map((sl) => sl.province))].map((p) => sql`${p}::text`),
          sql`, `,
        );
        // The orders this transaction created, each with its profile key computed once (a hash
        // join on it, instead of the key computed for every order × profile line pair).
        const newOrders = sql`new_orders as materialized (
            select o.id, ${profileKeyOf} as pkey
            from ${orders} o join ${subscriptions} s on s.id = o.subscription_id
            where o.created_at = now() and o.delivery_date::date in (${dates}) and o.province in (${provinces}))`;
        if (itemRows.length) {
          await tx.execute(sql`
            with profile_items (pkey, product_id, quantity, unit_price, tax_class) as (values ${values(itemRows)}),
            ${newOrders}
            insert into ${orderItems} (order_id, product_id, kind, quantity, unit_price_cents, tax_class)
            select o.id, pi.product_id, 'meal', pi.quantity, pi.unit_price, pi.tax_class
            from new_orders o join profile_items pi on pi.pkey = o.pkey`);
        }
        if (taxRows.length) {
          await tx.execute(sql`
            with profile_taxes (pkey, label, amount) as (values ${values(taxRows)}),
            ${newOrders}
            insert into ${orderLines} (order_id, kind, label, amount_cents)
            select o.id, 'tax', pt.label, pt.amount
            from new_orders o join profile_taxes pt on pt.pkey = o.pkey`);
        }
        // Decision 034: the household's running market subscriptions, in the same transaction.
        const added = await createMarketItemsRepository(tx).addToNewOrders(newOrders);
        if (added.length && afterMarketItems) await afterMarketItems(tx, added);
        return created;
      });
    },

    /** What generateWeek would create now, without writing. */
    async previewWeek(slots: WeekSlot[], priced: PricedProfile[]): Promise<GeneratedOrder[]> {
      if (slots.length === 0 || priced.length === 0) return [];
      const rows = await queryRows<{
        subscription_id: number;
        client_id: number;
        delivery_date: string;
        total: number;
        pkey: string;
        province: Province;
        position: number;
      }>(
        db,
        sql`
        with ${candidates(slots, priced)}
        select c.subscription_id, c.client_id, c.delivery_date::text as delivery_date, c.total, c.pkey, c.province,
          1 + (select count(*)::int from ${orders} o where o.client_id = c.client_id
            and o.delivery_date::date < c.delivery_date and o.status <> 'skipped') as position
        from candidates c
        where not exists (select 1 from ${orders} o
          where o.subscription_id = c.subscription_id and o.delivery_date::date = c.delivery_date)
        order by c.subscription_id`,
      );
      return rows.map((r) => ({
        subscriptionId: Number(r.subscription_id),
        clientId: Number(r.client_id),
        deliveryDate: r.delivery_date,
        totalCents: Number(r.total),
        profileKey: r.pkey,
        province: r.province,
        position: Number(r.position),
      }));
    },

    /** Orders in a status whose time (cutoff, next billing attempt) has come, oldest first. */
    async dueIds(status: OrderStatus, column: 'cutoff' | 'nextBill', now: Date, limit: number): Promise<number[]> {
      const at = column === 'cutoff' ? orders.cutoffAt : orders.nextBillAt;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, status), lte(at, now)))
        .orderBy(asc(at), asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Orders in these statuses delivered on or before a date (text compare of ISO dates). */
    async idsForDelivery(statuses: OrderStatus[], onOrBefore: string, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, statuses), sql`${orders.deliveryDate}::date <= ${onOrBefore}::date`))
        .orderBy(asc(orders.deliveryDate), asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The order, locked until the caller's transaction ends (the cutoff of one order at a time). */
    async lock(orderId: number) {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return rows[0];
    },

    /** Orders of the household delivered before this one that count for offers (not skipped). */
    async positionOf(clientId: number, deliveryDate: string): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${orders} where ${orders.clientId} = ${clientId}
          and ${orders.deliveryDate}::date < ${deliveryDate}::date
          and ${orders.status} not in ('skipped', 'below_minimum')`,
      );
      return Number(rows[0]?.n ?? 0) + 1;
    },

    async update(orderId: number, values: Partial<typeof orders.$inferInsert>) {
      await db.update(orders).set(values).where(eq(orders.id, orderId));
    },

    /** Replaces the order's discount, tax and credit lines with its final ones. */
    async replaceLines(orderId: number, lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[]) {
      await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    },

    /**
     * Claims up to `limit` orders whose billing is due (decision 028): one statement takes them
     * with `FOR UPDATE SKIP LOCKED` and moves their `next_bill_at` to the end of the lease, so no
     * other worker claims them until they are settled or the lease runs out (a crashed worker's
     * orders are claimed again then, and billed with the same attempt's key). Oldest due first;
     * `orderId` claims that one order only.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number, orderId?: number): Promise<OrderRow[]> {
      const claimed: OrderRow[] = [];
      for (const status of ['locked', 'failed'] as const) {
        if (claimed.length >= limit) break;
        const due = sql`(select id from ${orders}
          where status = ${status} and next_bill_at <= ${now.toISOString()}::timestamptz
            ${orderId === undefined ? sql`` : sql`and id = ${orderId}`}
          order by next_bill_at, id
          limit ${limit - claimed.length}
          for update skip locked)`;
        claimed.push(
          ...(await db.update(orders).set({ nextBillAt: leaseUntil }).where(inArray(orders.id, due)).returning()),
        );
      }
      return claimed;
    },

    /**
     * Records the billed orders of a batch in one statement, each only if it still awaits the
     * attempt it was charged for (no other worker recorded it first). Answers the orders moved.
     */
    async settleBilled(
      rows: { id: number; attemptsBefore: number; paymentId: number }[],
      now: Date,
    ): Promise<{ id: number; clientId: number; totalCents: number }[]> {
      if (rows.length === 0) return [];
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await queryRows<{ id: number; client_id: number; total_cents: number }>(
        db,
        sql`update ${orders} o set status = 'billed', payment_id = v.payment_id, bill_attempts = v.attempts_before + 1,
            billed_at = ${at}, next_bill_at = null, failure_code = null, updated_at = ${at}
          from (values ${values(rows.map((r) => sql`(${r.id}::int, ${r.attemptsBefore}::int, ${r.paymentId}::int)`))})
            v (id, attempts_before, payment_id)
          where o.id = v.id and o.status in ('locked', 'failed') and o.bill_attempts = v.attempts_before
          returning o.id, o.client_id, o.total_cents`,
      );
      return result.map((r) => ({
        id: Number(r.id),
        clientId: Number(r.client_id),
        totalCents: Number(r.total_cents),
      }));
    },

    /** Records the declined orders of a batch (reason, attempt, next try or none) in one statement. */
    async settleFailed(
      rows: { id: number; attemptsBefore: number; failureCode: string; nextBillAt: Date | null }[],
      now: Date,
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await queryRows<{ id: number }>(
        db,
        sql`update ${orders} o set status = 'failed', bill_attempts = v.attempts_before + 1,
            failure_code = v.failure_code, next_bill_at = v.next_bill_at, updated_at = ${at}
          from (values ${values(
            rows.map(
              (r) =>
                sql`(${r.id}::int, ${r.attemptsBefore}::int, ${r.failureCode}::text, ${r.nextBillAt?.toISOString() ?? null}::timestamptz)`,
            ),
          )}) v (id, attempts_before, failure_code, next_bill_at)
          where o.id = v.id and o.status in ('locked', 'failed') and o.bill_attempts = v.attempts_before
          returning o.id`,
      );
      return result.map((r) => Number(r.id));
    },

    /**
     * Moves an order awaiting payment (locked or failed, with this many attempts recorded) to a new
     * state; false when another worker recorded this attempt first.
     */
    async settleAttempt(
      orderId: number,
      attemptsBefore: number,
      values: Partial<typeof orders.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set(values)
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, ['locked', 'failed']),
            eq(orders.billAttempts, attemptsBefore),
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Moves an order from one status to the next; false when it was not in `from`. */
    async advance(orderId: number, from: OrderStatus, values: Partial<typeof orders.$inferInsert>) {
      const rows = await db
        .update(orders)
        .set(values)
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The upcoming and past orders of a household, by delivery date. */
    async idsOfClient(clientId: number, statuses: OrderStatus[], fromDate: string | null) {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(orders.status, statuses),
            fromDate ? sql`${orders.deliveryDate}::date >= ${fromDate}::date` : undefined,
          ),
        )
        .orderBy(asc(orders.deliveryDate));
      return rows.map((r) => r.id);
    },
  };
}
