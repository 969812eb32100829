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
  next_order: { id: number; version: number; status: string; delivery_date: string } | null;
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

/** One household's part of an editor call: see `readEditorHouseholds`. */
export interface EditorHouseholdQuery {
  orderId: number;
  clientId: number;
  withStock: boolean;
  /** The moment of the call: the next week offered is one still before its cutoff. */
  now: Date;
  openSession?: { token: string; now: Date };
}

export type EditorHouseholdAnswer = Omit<EditorHouseholdRead, 'discounts'> & {
  codes: NonNullable<Row['codes']>;
  referred: boolean;
};

/**
 * The household's part of editor calls in one statement (decision 036), for orders the client
 * owns while it has a plan, one answer per query in their order (undefined for an order that is
 * not the client's): the order with its items (as `orders/order-reads-repository.ts`), the
 * position the cutoff prices it at (as the cycle's `positionOf`) and its next order, the plan (as
 * the subscription service's `forClient`), the promotion codes it redeemed with the order each went on and whether
 * a referral brought it (as the discounts repository's `orderDiscountFacts`), its available account credit (the credit ledger's balance), and
 * the editor's rows of the order: edit session, stock holds, chosen customisations and pairings,
 * with the low stock of the order's menu week (`weekStartOf`, Sunday) when `withStock`. With
 * `openSession` the statement also opens the window's edit session (it replaces any older one)
 * and answers its token; those writes alone commit without waiting for the flush to disk, so it
 * is never run inside a caller's transaction (`db` here is the database, not a transaction).
 * Several queries are one statement (decision 045): they must name different orders, since one
 * statement cannot open two sessions of one order, and their sessions are written in order id
 * order, so two such statements never wait for each other in a cycle.
 *
 * It lives with the wiring because it reads the tables of several modules: each part says which
 * module's read it mirrors, and their tests cover both.
 */
export async function readEditorHouseholds(
  db: Database,
  qs: readonly EditorHouseholdQuery[],
): Promise<(EditorHouseholdAnswer | undefined)[]> {
  if (new Set(qs.map((q) => q.orderId)).size !== qs.length) throw new Error('one statement reads an order once');
  const requests = qs.map((q, i) => ({
    n: i,
    order_id: Math.trunc(q.orderId),
    client_id: Math.trunc(q.clientId),
    with_stock: q.withStock,
    token: q.openSession?.token ?? null,
    opened_at: q.openSession?.now.toISOString() ?? null,
    now: q.now.toISOString(),
  }));
  const rows = await queryPrepared<Row & { n: number }>(
    db,
    'editor_households',
    sql`with
      asked as (
        select * from jsonb_to_recordset(${JSON.stringify(requests)}::jsonb)
          as a(n int, order_id int, client_id int, with_stock boolean, token text, opened_at timestamptz, now timestamptz)),
      own as (
        select o.*, a.n as asked_n, a.with_stock as asked_stock, a.token as asked_token, a.opened_at as asked_at,
          a.now as asked_now
        from asked a join orders o on o.id = a.order_id and o.client_id = a.client_id
        where exists (select 1 from subscriptions s where s.client_id = o.client_id)),
      opened as (
        insert into edit_sessions (order_id, client_id, token, opened_at)
        select id, client_id, asked_token, asked_at from own where asked_token is not null order by id
        on conflict (order_id) do update
          set token = excluded.token, client_id = excluded.client_id, opened_at = excluded.opened_at
        returning order_id, token)
      select own.asked_n as n, row_to_json(own) as o,
        (select json_agg(json_build_object('id', i.id, 'orderId', i.order_id, 'productId', i.product_id,
            'kind', i.kind, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'taxClass', i.tax_class,
            'marketSubscriptionId', i.market_subscription_id) order by i.id)
          from order_items i where i.order_id = own.id) as items,
        case when own.position = 1 then 1 else (select count(*)::int + 1 from orders p
          where p.client_id = own.client_id and p.delivery_date < own.delivery_date
            and p.status not in ('skipped', 'below_minimum')) end as position,
        (select json_build_object('id', n.id, 'version', n.version, 'status', n.status, 'delivery_date', n.delivery_date)
          from orders n where n.client_id = own.client_id and n.delivery_date > own.delivery_date
            and n.status in ('upcoming', 'skipped') and n.cutoff_at > own.asked_now
          order by n.delivery_date limit 1) as next_order,
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
        coalesce((select token from opened where opened.order_id = own.id),
          (select token from edit_sessions where order_id = own.id)) as token,
        (select json_agg(json_build_array(product_id, quantity)) from stock_holds where order_id = own.id) as holds,
        (select json_agg(json_build_array(product_id, key)) from order_customizations where order_id = own.id) as custom,
        (select json_agg(json_build_array(recipe_id, product_id)) from order_pairings where order_id = own.id) as pairs,
        -- Only opened sessions are written here, and they need not wait for the commit's flush to
        -- disk (decision 036): lost in a crash, the newest window is told its session moved.
        set_config('synchronous_commit',
          case when exists (select 1 from asked where token is not null) then 'off'
            else current_setting('synchronous_commit') end,
          true) as commit_mode,
        (select json_agg(json_build_array(product_id, remaining)) from product_stock
          where own.asked_stock and remaining <= ${STOCK_SHOWN_UNITS}
            and week_start = own.delivery_date - extract(dow from own.delivery_date)::int) as stock
      from own`,
  );
  const answers: (EditorHouseholdAnswer | undefined)[] = qs.map(() => undefined);
  for (const row of rows) {
    if (!row.plan) continue;
    answers[Number(row.n)] = {
      order: orderOf(row.o),
      items: row.items ?? [],
      position: Number(row.position),
      nextOrder: row.next_order && {
        id: Number(row.next_order.id),
        version: Number(row.next_order.version),
        skipped: row.next_order.status === 'skipped',
        deliveryDate: row.next_order.delivery_date,
      },
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
  return answers;
}

/**
 * Saves a draft in one statement, atomic without a transaction of its own (decision 036): the
 * function `editor_write_drafts` of migration 0019 with one draft. In this order: the order is
 * locked if it is the client's (as `orders/order-reads-repository.ts` `lockOwn`); the stock rows
 * the draft moves are locked in product order (as `reserveStock`: two carts never wait on each
 * other in a cycle, and a lock answers a row's newest count); the order is written only while it
 * still has the version read, is upcoming before its cutoff, holds the edit session `editSession`
 * and every take has its units. Then, and only then, the order's amounts and version move on, its
 * items and discount and tax lines are replaced (a subscription's market item keeps its link,
 * decision 034), its stock holds are made exactly `holds` (as `writeHolds`) and the units are
 * taken and given back. Answers the written order, or, when nothing was written, the order as
 * locked with its session token and the products short of units, for the caller to say why.
 */
export async function writeEditorDraft(tx: Db, w: EditorDraftWrite): Promise<EditorDraftWritten> {
  return (await writeEditorDrafts(tx, [w]))[0]!;
}

/**
 * Several drafts in one statement (decision 044): their orders locked first, in id order, then
 * each written exactly as `writeEditorDraft` writes it, one after the other, each seeing the stock
 * the ones before it left. One answer per draft, in their order. An error writes none of them.
 */
export async function writeEditorDrafts(tx: Db, ws: readonly EditorDraftWrite[]): Promise<EditorDraftWritten[]> {
  const drafts = ws.map((w) => {
    const moved = w.stock.filter((c) => c.delta !== 0);
    const holds = w.holds ?? null;
    return {
      orderId: w.orderId,
      clientId: w.clientId,
      version: w.version,
      editSession: w.editSession,
      weekStart: w.weekStart,
      now: w.now.toISOString(),
      ...w.totals,
      stock: moved.map((c) => ({ product_id: Math.trunc(c.productId), delta: Math.trunc(c.delta) })),
      holds: holds && [...holds].map(([p, q]) => ({ product_id: Math.trunc(p), quantity: Math.trunc(q) })),
      items: w.items.map((i) => ({
        product_id: i.productId,
        kind: i.kind,
        quantity: i.quantity,
        unit_price_cents: i.unitPriceCents,
        tax_class: i.taxClass,
        market_subscription_id: i.marketSubscriptionId ?? null,
      })),
      lines: w.lines.map((l) => ({
        kind: l.kind,
        label: l.label,
        code: l.code ?? null,
        amount_cents: l.amountCents,
      })),
    };
  });
  const rows = await queryPrepared<{
    r: {
      written: Record<string, unknown> | null;
      locked: Record<string, unknown> | null;
      token: string | null;
      short: [number, number][] | null;
    };
  }>(
    tx,
    'editor_write_drafts',
    sql`select r from editor_write_drafts(${JSON.stringify(drafts)}::jsonb) with ordinality as t(r, n) order by n`,
  );
  return rows.map(({ r }) =>
    r.written
      ? { written: orderOf(r.written) }
      : {
          locked: r.locked ? orderOf(r.locked) : undefined,
          sessionToken: r.token ?? undefined,
          shortages: (r.short ?? []).map(([productId, remaining]) => ({ productId, remaining })),
        },
  );
}
