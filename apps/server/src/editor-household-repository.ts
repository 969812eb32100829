import { getTableColumns, sql } from 'drizzle-orm';
import { queryPrepared, type Database, type Db } from './db/types.ts';
import { STOCK_SHOWN_UNITS } from './modules/editor/repository.ts';
import type {
  EditorDraftWrite,
  EditorDraftWritten,
  EditorHouseholdPlan,
  EditorHouseholdRead,
} from './modules/editor/service.ts';
import type { DiscountCodeRow } from './modules/discounts/repository.ts';
import type { OrderItemRow, OrderRow } from './modules/orders/service.ts';
import { orders } from './modules/orders/tables.ts';

/** What the statement answers: the order as its row's JSON, the rest as JSON or plain columns. */
interface Row {
  o: Record<string, unknown>;
  items: OrderItemRow[] | null;
  position: number;
  next_order_id: number | null;
  plan: EditorHouseholdPlan | null;
  codes: (Pick<DiscountCodeRow, 'id' | 'code' | 'rule' | 'nameEn' | 'nameFr'> & { orderId: number })[] | null;
  referred: boolean;
  credit: string | number;
  token: string | null;
  holds: [number, number][] | null;
  custom: [number, string][] | null;
  pairs: [number, number][] | null;
  stock: [number, number][] | null;
}

// The order's row comes as JSON (one column instead of thirty-three): its timestamps are written
// back into dates by the table's own column list, so a column added later is mapped too.
const ORDER_COLUMNS = Object.entries(getTableColumns(orders)).map(
  ([key, column]) => [key, column.name, column.columnType === 'PgTimestamp'] as const,
);
function orderOf(json: Record<string, unknown>): OrderRow {
  const out: Record<string, unknown> = {};
  for (const [key, name, timestamp] of ORDER_COLUMNS) {
    const v = json[name] ?? null;
    out[key] = timestamp && v !== null ? new Date(v as string) : v;
  }
  return out as unknown as OrderRow;
}

/**
 * The household's part of an editor call in one statement (decision 036), for orders the client
 * owns while it has a plan: the order with its items (as `orders/order-reads-repository.ts`), the
 * position the cutoff prices it at (as the cycle's `positionOf`) and its next order, the plan (as
 * the subscription service's `forClient`), the promotion codes it redeemed with the order each went on and whether
 * a referral brought it (as the discounts repository's `orderDiscountFacts`), its available account credit (the credit ledger's balance), and
 * the editor's rows of the order: edit session, stock holds, chosen customisations and pairings,
 * with the low stock of the order's menu week (`weekStartOf`, Sunday) when `withStock`. With
 * `openSession` the statement also opens the window's edit session (it replaces any older one)
 * and answers its token; that write alone commits without waiting for the flush to disk, so it is
 * never run inside a caller's transaction (`db` here is the database, not a transaction).
 *
 * It lives with the wiring because it reads the tables of several modules: each part says which
 * module's read it mirrors, and their tests cover both.
 */
export async function readEditorHousehold(
  db: Database,
  q: { orderId: number; clientId: number; withStock: boolean; openSession?: { token: string; now: Date } },
): Promise<
  (Omit<EditorHouseholdRead, 'discounts'> & { codes: NonNullable<Row['codes']>; referred: boolean }) | undefined
> {
  const open = q.openSession ?? null;
  const [row] = await queryPrepared<Row>(
    db,
    'editor_household',
    sql`with
      own as (
        select o.* from orders o
        where o.id = ${q.orderId} and o.client_id = ${q.clientId}
          and exists (select 1 from subscriptions s where s.client_id = o.client_id)),
      opened as (
        insert into edit_sessions (order_id, client_id, token, opened_at)
        select id, client_id, ${open?.token ?? null}::text, ${open?.now.toISOString() ?? null}::timestamptz
        from own where ${open?.token ?? null}::text is not null
        on conflict (order_id) do update
          set token = excluded.token, client_id = excluded.client_id, opened_at = excluded.opened_at
        returning token)
      select row_to_json(own) as o,
        (select json_agg(json_build_object('id', i.id, 'orderId', i.order_id, 'productId', i.product_id,
            'kind', i.kind, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'taxClass', i.tax_class,
            'marketSubscriptionId', i.market_subscription_id) order by i.id)
          from order_items i where i.order_id = own.id) as items,
        case when own.position = 1 then 1 else (select count(*)::int + 1 from orders p
          where p.client_id = own.client_id and p.delivery_date < own.delivery_date
            and p.status not in ('skipped', 'below_minimum')) end as position,
        (select n.id from orders n where n.client_id = own.client_id and n.delivery_date > own.delivery_date
          and n.status in ('upcoming', 'skipped') order by n.delivery_date limit 1) as next_order_id,
        (select json_build_object('status', s.status, 'planType', s.plan_type, 'people', s.people,
            'recipesPerWeek', s.recipes_per_week, 'mealsPerWeek', s.meals_per_week, 'preference', s.preference,
            'pricePerServingCents', s.price_per_serving_cents)
          from subscriptions s where s.client_id = own.client_id limit 1) as plan,
        (select json_agg(json_build_object('id', c.id, 'code', c.code, 'rule', c.rule, 'nameEn', c.name_en,
            'nameFr', c.name_fr, 'orderId', r.order_id) order by r.id)
          from discount_redemptions r join discount_codes c on c.id = r.code_id
          where r.client_id = own.client_id and r.order_id is not null) as codes,
        exists (select 1 from referrals f where f.referred_id = own.client_id) as referred,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          where e.ledger = 'account_credit' and e.owner_id = own.client_id and e.bucket = 'available') as credit,
        coalesce((select token from opened), (select token from edit_sessions where order_id = own.id)) as token,
        (select json_agg(json_build_array(product_id, quantity)) from stock_holds where order_id = own.id) as holds,
        (select json_agg(json_build_array(product_id, key)) from order_customizations where order_id = own.id) as custom,
        (select json_agg(json_build_array(recipe_id, product_id)) from order_pairings where order_id = own.id) as pairs,
        -- Only an opened session is written here, and it need not wait for the commit's flush to
        -- disk (decision 036): lost in a crash, the newest window is told its session moved.
        set_config('synchronous_commit',
          case when ${open?.token ?? null}::text is null then current_setting('synchronous_commit') else 'off' end,
          true) as commit_mode,
        (select json_agg(json_build_array(product_id, remaining)) from product_stock
          where ${q.withStock}::boolean and remaining <= ${STOCK_SHOWN_UNITS}
            and week_start = own.delivery_date - extract(dow from own.delivery_date)::int) as stock
      from own`,
  );
  if (!row || !row.plan) return undefined;
  return {
    order: orderOf(row.o),
    items: row.items ?? [],
    position: Number(row.position),
    nextOrderId: row.next_order_id === null ? null : Number(row.next_order_id),
    plan: row.plan,
    codes: row.codes ?? [],
    referred: row.referred === true,
    creditCents: Number(row.credit),
    state: {
      sessionToken: row.token ?? undefined,
      holds: new Map(row.holds ?? []),
      customizations: (row.custom ?? []).map(([productId, key]) => ({ productId, key })),
      pairings: (row.pairs ?? []).map(([recipeId, productId]) => ({ recipeId, productId })),
      stock: new Map(row.stock ?? []),
    },
  };
}

/**
 * Saves a draft in one statement, atomic without a transaction of its own (decision 036). In this
 * order: the order is locked if it is the client's (as `orders/order-reads-repository.ts`
 * `lockOwn`); the stock rows the draft moves are locked in product order (as `reserveStock`: two carts never wait on each other in a cycle,
 * and a lock answers a row's newest count); the order is written only while it still has the
 * version read, is upcoming before its cutoff, holds the edit session `editSession` and every
 * take has its units. Then, and only then, the order's amounts and version move on, its items and
 * discount and tax lines are replaced (a subscription's market item keeps its link, decision
 * 034), its stock holds are made exactly `holds` (as `writeHolds`) and the units are taken and
 * given back. Answers the written order, or, when nothing was written, the order as locked with
 * its session token and the products short of units, for the caller to say why.
 */
export async function writeEditorDraft(tx: Db, w: EditorDraftWrite): Promise<EditorDraftWritten> {
  const items = w.items.map((i) => ({
    product_id: i.productId,
    kind: i.kind,
    quantity: i.quantity,
    unit_price_cents: i.unitPriceCents,
    tax_class: i.taxClass,
    market_subscription_id: i.marketSubscriptionId ?? null,
  }));
  const lines = w.lines.map((l) => ({
    kind: l.kind,
    label: l.label,
    code: l.code ?? null,
    amount_cents: l.amountCents,
  }));
  const holds = w.holds ?? null;
  const holdIds = holds && `{${[...holds.keys()].map(Math.trunc).join(',')}}`;
  const holdQuantities = holds && `{${[...holds.values()].map(Math.trunc).join(',')}}`;
  const moved = w.stock.filter((c) => c.delta !== 0);
  const stockIds = `{${moved.map((c) => Math.trunc(c.productId)).join(',')}}`;
  const stockDeltas = `{${moved.map((c) => Math.trunc(c.delta)).join(',')}}`;
  const t = w.totals;
  const now = w.now.toISOString();
  const [row] = await queryPrepared<{
    written: Record<string, unknown> | null;
    locked: Record<string, unknown> | null;
    token: string | null;
    short: [number, number][] | null;
  }>(
    tx,
    'editor_write_draft',
    sql`with
      locked_order as (
        select o.*, (select token from edit_sessions where order_id = o.id) as session_token
        from orders o where o.id = ${w.orderId} and o.client_id = ${w.clientId} for update),
      c as (select * from unnest(${stockIds}::int[], ${stockDeltas}::int[]) as c(product_id, delta)),
      locked_stock as (
        select s.product_id, s.remaining from product_stock s
        where s.week_start = ${w.weekStart}::date and s.product_id in (select product_id from c)
          and exists (select 1 from locked_order)
        order by s.product_id for update),
      short as (
        select s.product_id, s.remaining from locked_stock s join c on c.product_id = s.product_id
        where c.delta > 0 and s.remaining < c.delta),
      savable as (
        select l.id from locked_order l
        where l.version = ${w.version} and l.status = 'upcoming' and l.cutoff_at > ${now}::timestamptz
          and l.session_token = ${w.editSession} and not exists (select 1 from short)),
      written as (
        update orders o set subtotal_cents = ${t.subtotalCents}, discount_cents = ${t.discountCents},
          delivery_fee_cents = ${t.deliveryFeeCents}, tax_cents = ${t.taxCents}, total_cents = ${t.totalCents},
          version = o.version + 1, updated_at = ${now}::timestamptz
        from savable where o.id = savable.id
        returning o.*),
      -- From the count as locked, not the row the update scans: that may be the version the
      -- statement's snapshot saw before waiting for the lock, and PostgreSQL checks
      -- remaining >= 0 on the row computed from it before moving to the newest one.
      taken as (
        update product_stock s set remaining = l.remaining - c.delta
        from c join locked_stock l on l.product_id = c.product_id
        where s.week_start = ${w.weekStart}::date and s.product_id = c.product_id and exists (select 1 from written)),
      links as (
        select distinct on (product_id) product_id, market_subscription_id from order_items
        where order_id = ${w.orderId} and market_subscription_id is not null order by product_id, id desc),
      gone_items as (delete from order_items where order_id in (select id from written)),
      gone_lines as (delete from order_lines where order_id in (select id from written) and kind in ('discount', 'tax')),
      new_items as (
        insert into order_items (order_id, product_id, kind, quantity, unit_price_cents, tax_class, market_subscription_id)
        select written.id, x.product_id, x.kind, x.quantity, x.unit_price_cents, x.tax_class,
          coalesce(x.market_subscription_id, case when x.kind = 'market' then l.market_subscription_id end)
        from written cross join json_to_recordset(${JSON.stringify(items)}::json)
          as x(product_id int, kind text, quantity int, unit_price_cents int, tax_class text, market_subscription_id int)
        left join links l on l.product_id = x.product_id),
      new_lines as (
        insert into order_lines (order_id, kind, label, code, amount_cents)
        select written.id, x.kind, x.label, x.code, x.amount_cents
        from written cross join json_to_recordset(${JSON.stringify(lines)}::json)
          as x(kind text, label text, code text, amount_cents int)),
      gone_holds as (
        delete from stock_holds where ${holdIds}::int[] is not null and order_id in (select id from written)
          and product_id <> all(${holdIds}::int[])),
      new_holds as (
        insert into stock_holds (order_id, product_id, quantity)
        select written.id, h.product_id, h.quantity
        from written cross join unnest(${holdIds}::int[], ${holdQuantities}::int[]) as h(product_id, quantity)
        on conflict (order_id, product_id) do update set quantity = excluded.quantity)
      select (select row_to_json(written) from written) as written,
        (select row_to_json(locked_order) from locked_order) as locked,
        (select session_token from locked_order) as token,
        (select json_agg(json_build_array(product_id, remaining) order by product_id) from short) as short`,
  );
  if (row?.written) return { written: orderOf(row.written) };
  return {
    locked: row?.locked ? orderOf(row.locked) : undefined,
    sessionToken: row?.token ?? undefined,
    shortages: (row?.short ?? []).map(([productId, remaining]) => ({ productId, remaining })),
  };
}
