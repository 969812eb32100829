import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Province } from '@fp/domain';
import { queryRows, type Db } from '../../../db/types.ts';
// Decision 027: generation reads these two tables (never writes them) in the one statement per
// week that makes it set-based; going through their services would mean a loop per household.
// eslint-disable-next-line local/boundaries
import { addresses } from '../../delivery/tables.ts';
// eslint-disable-next-line local/boundaries
import { subscriptions } from '../../subscription/tables.ts';
import { createMarketItemsRepository, type AddedItem } from '../market/market-items-repository.ts';
import { orderItems, orderLines, orders } from '../tables.ts';

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
 * The SQL of the weekly generation and cutoff. Generation reads the subscription and address tables in the same
 * statement that writes the orders: that join is what makes it one statement per week instead of
 * one transaction per subscription (decision 027). It never writes those tables.
 */
export function createGenerationRepository(db: Db) {
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

    /** Upcoming orders whose cutoff has come, oldest cutoff first. */
    async dueForCutoff(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'upcoming'), lte(orders.cutoffAt, now)))
        .orderBy(asc(orders.cutoffAt), asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
