import { eq, sql, type SQL } from 'drizzle-orm';
import { UNDELIVERED_STATUSES } from '@fp/domain';
import { queryPrepared, type Db } from '../../../db/types.ts';
import { orderFromJson, type OrderItemRow, type OrderRow } from '../order-repository.ts';
import { orderCustomizations, orderPairings } from './tables.ts';

/** The plan as another module answers it in the editor's one read (the subscription's `planSql`). */
export interface HouseholdPlanJson {
  status: 'active' | 'paused' | 'closed';
  planType: 'rtc' | 'rte';
  people: number | null;
  recipesPerWeek: number | null;
  mealsPerWeek: number | null;
  preference: string;
  pricePerServingCents: number;
}

/**
 * The parts of the editor's one read that other modules own, each a subquery of its own tables
 * given by its service (the pattern of the session's points, decision 022): the plan, the facts
 * the discounts are priced from, the account credit, the order's stock holds and the week's low
 * stock. The statement's text is the same on every call, so it stays one prepared statement.
 */
export interface HouseholdParts<Facts> {
  plan(clientId: SQL): SQL;
  discountFacts(clientId: SQL): SQL<Facts>;
  credit(clientId: SQL): SQL;
  holds(orderId: SQL): SQL;
  lowStock(weekStart: SQL): SQL;
}

/** One household's part of an editor call. */
export interface HouseholdQuery {
  orderId: number;
  clientId: number;
  /** Also the week's low stock. */
  withStock: boolean;
  /** The moment of the call: the next week offered is one still before its cutoff. */
  now: Date;
  /** Opens this window's edit session (it replaces any older one) and answers its token. */
  openSession?: { token: string; now: Date };
}

export interface HouseholdRead<Facts> {
  order: OrderRow;
  items: OrderItemRow[];
  /** The position the cutoff prices the order at. */
  position: number;
  nextOrder: { id: number; version: number; skipped: boolean; deliveryDate: string } | null;
  plan: HouseholdPlanJson;
  discountFacts: Facts;
  creditCents: number;
  sessionToken: string | undefined;
  holds: Map<number, number>;
  customizations: { productId: number; key: string }[];
  pairings: { recipeId: number; productId: number }[];
  /** Units left of the week's products running low (only when asked for). */
  stock: Map<number, number>;
}

interface Row<Facts> {
  o: Record<string, unknown>;
  items: OrderItemRow[] | null;
  position: number;
  next_order: { id: number; version: number; status: string; delivery_date: string } | null;
  plan: HouseholdPlanJson | null;
  facts: Facts;
  credit: string | number;
  token: string | null;
  holds: [number, number][] | null;
  custom: [number, string][] | null;
  pairs: [number, number][] | null;
  stock: [number, number][] | null;
}

const undelivered = sql.join(
  UNDELIVERED_STATUSES.map((s) => sql.raw(`'${s}'`)),
  sql`, `,
);

/** The editor's own tables (edit sessions, chosen customisations and pairings) and its one read. */
export function createEditorRepository(db: Db) {
  return {
    /**
     * Everything an editor call works from, in one statement (decisions 036 and 047), for an order
     * the client owns while it has a plan (undefined otherwise): the order with its items, the
     * position the cutoff prices it at and the next coming week still before its cutoff, the
     * editor's rows of the order (session, customisations, pairings), and the other modules'
     * parts (`parts`). With `openSession` the statement also opens the window's session; that
     * write alone commits without waiting for the flush to disk (lost in a crash, the newest
     * window is told its session moved), so it is never run inside a caller's transaction.
     */
    async readHousehold<Facts>(
      parts: HouseholdParts<Facts>,
      q: HouseholdQuery,
    ): Promise<HouseholdRead<Facts> | undefined> {
      const token = q.openSession?.token ?? null;
      const clientId = sql`own.client_id`;
      const [row] = await queryPrepared<Row<Facts>>(
        db,
        'editor_household',
        sql`with
          own as (select o.* from orders o where o.id = ${Math.trunc(q.orderId)}::int and o.client_id = ${Math.trunc(q.clientId)}::int),
          opened as (
            insert into edit_sessions (order_id, client_id, token, opened_at)
            select id, client_id, ${token}::text, ${q.openSession?.now.toISOString() ?? null}::timestamptz
            from own where ${token}::text is not null
            on conflict (order_id) do update
              set token = excluded.token, client_id = excluded.client_id, opened_at = excluded.opened_at
            returning order_id, token)
          select row_to_json(own) as o,
            (select json_agg(json_build_object('id', i.id, 'orderId', i.order_id, 'productId', i.product_id,
                'kind', i.kind, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'taxClass', i.tax_class,
                'marketSubscriptionId', i.market_subscription_id) order by i.id)
              from order_items i where i.order_id = own.id) as items,
            case when own.position = 1 then 1 else (select count(*)::int + 1 from orders p
              where p.client_id = own.client_id and p.delivery_date < own.delivery_date
                and p.status not in (${undelivered})) end as position,
            (select json_build_object('id', n.id, 'version', n.version, 'status', n.status, 'delivery_date', n.delivery_date)
              from orders n where n.client_id = own.client_id and n.delivery_date > own.delivery_date
                and n.status in ('upcoming', 'skipped') and n.cutoff_at > ${q.now.toISOString()}::timestamptz
              order by n.delivery_date limit 1) as next_order,
            ${parts.plan(clientId)} as plan,
            ${parts.discountFacts(clientId)} as facts,
            ${parts.credit(clientId)} as credit,
            coalesce((select token from opened), (select token from edit_sessions where order_id = own.id)) as token,
            ${parts.holds(sql`own.id`)} as holds,
            (select json_agg(json_build_array(product_id, key)) from order_customizations where order_id = own.id) as custom,
            (select json_agg(json_build_array(recipe_id, product_id)) from order_pairings where order_id = own.id) as pairs,
            set_config('synchronous_commit',
              case when ${token}::text is not null then 'off' else current_setting('synchronous_commit') end,
              true) as commit_mode,
            case when ${q.withStock}::boolean
              then ${parts.lowStock(sql`(own.delivery_date - extract(dow from own.delivery_date)::int)`)} end as stock
          from own`,
      );
      if (!row?.plan) return undefined;
      return {
        order: orderFromJson(row.o),
        items: row.items ?? [],
        position: Number(row.position),
        nextOrder: row.next_order && {
          id: Number(row.next_order.id),
          version: Number(row.next_order.version),
          skipped: row.next_order.status === 'skipped',
          deliveryDate: row.next_order.delivery_date,
        },
        plan: row.plan,
        discountFacts: row.facts,
        creditCents: Number(row.credit),
        sessionToken: row.token ?? undefined,
        holds: new Map(row.holds ?? []),
        customizations: (row.custom ?? []).map(([productId, key]) => ({ productId, key })),
        pairings: (row.pairs ?? []).map(([recipeId, productId]) => ({ recipeId, productId })),
        stock: new Map(row.stock ?? []),
      };
    },

    /**
     * The order if it is the client's, locked until the transaction ends, with its edit session's
     * token as the statement started: a window that opened while the save waited for the lock is
     * not seen here, hence `sessionIs` in the write.
     */
    async lockForSave(orderId: number, clientId: number) {
      const [row] = await queryPrepared<{ o: Record<string, unknown>; token: string | null }>(
        db,
        'editor_lock_for_save',
        sql`select row_to_json(o) as o, (select token from edit_sessions where order_id = o.id) as token
          from orders o where o.id = ${Math.trunc(orderId)}::int and o.client_id = ${Math.trunc(clientId)}::int
          for update of o`,
      );
      return row && { order: orderFromJson(row.o), sessionToken: row.token ?? undefined };
    },

    /** The condition that the order's edit session is still `token`'s, for a later statement of the save. */
    sessionIs(orderId: number, token: string): SQL {
      return sql`exists (select 1 from edit_sessions where order_id = ${Math.trunc(orderId)}::int and token = ${token}::text)`;
    },

    /** Replaces the order's customisations and pairings with what the saved cart keeps. */
    async replaceChoices(
      orderId: number,
      customizations: { productId: number; key: string }[],
      pairings: { recipeId: number; productId: number }[],
    ) {
      await db.delete(orderCustomizations).where(eq(orderCustomizations.orderId, orderId));
      if (customizations.length)
        await db.insert(orderCustomizations).values(customizations.map((c) => ({ ...c, orderId })));
      await db.delete(orderPairings).where(eq(orderPairings.orderId, orderId));
      if (pairings.length) await db.insert(orderPairings).values(pairings.map((p) => ({ ...p, orderId })));
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
