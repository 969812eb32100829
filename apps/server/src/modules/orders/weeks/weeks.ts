import type { AccountPageData, OrderCard, SkippedContents, SkipReason } from '@fp/contracts';
import {
  addDays,
  dateInZone,
  formatDay,
  MENU_TIME_ZONE,
  orderCardActions,
  orderCardState,
  pickMeals,
  ORDER_STATUSES,
  REGION_TIME_ZONES,
  TRACKED_STATUSES,
  type DietPreference,
  type OrderStatus,
  type SubscriptionStatus,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { AnyColumn } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { conflict, notFound, ruleError } from '../../../http/errors.ts';
import type { OrdersDeps } from '../deps.ts';
import { orderPrice } from '../order-price.ts';
import type { OrderRow } from '../order-repository.ts';
import { orderStatusMessage } from '../status-message.ts';
import { createWeeksRepository, type OrderChanges, type OrderItemRow, type OrderLineRow } from './weeks-repository.ts';

/** The job that gives back what the signup took for an order the household then skipped. */
export const RELEASE_SKIPPED_PAYMENT_JOB = 'orders.release-skipped-payment';

/** The household's plan as the weeks need it. */
export interface HouseholdPlan {
  status: SubscriptionStatus;
  planType: 'rtc' | 'rte';
  preference: DietPreference;
}

const RECENT_DELIVERIES = 3;
const HISTORY_PAGE = 10;

/**
 * The subscriber's weeks (issue 12): the delivery cards of the account home, schedule and
 * tracking pages, and the changes a household makes to a week before its cutoff — skip, unskip,
 * another date or window — each versioned (a stale version answers 409) and refused after the
 * cutoff. Every call is for the signed-in household's own orders; anyone else's answers 404.
 */
export function createOrderWeeks(deps: OrdersDeps) {
  const { db, clock } = deps;
  const minimumOrderCents = async () => (await deps.plans.catalogue()).pricing.minimumOrderCents;
  const planOf = async (clientId: number, tx?: Db): Promise<HouseholdPlan | undefined> => {
    const sub = await deps.subscriptions.forClient(clientId, tx);
    return sub && { status: sub.status, planType: sub.planType, preference: sub.preference };
  };
  const repo = (tx: Db = db) => createWeeksRepository(tx);
  const zoneOf = (o: Pick<OrderRow, 'province'>) => REGION_TIME_ZONES[o.province];
  const regionToday = (o: Pick<OrderRow, 'province'>) => dateInZone(clock.now(), zoneOf(o));

  async function cards(rows: OrderRow[], locale: Locale, account: SubscriptionStatus): Promise<OrderCard[]> {
    const ids = rows.map((r) => r.id);
    const [items, lines, minimum] = await Promise.all([repo().itemsOf(ids), repo().linesOf(ids), minimumOrderCents()]);
    const products = new Map(
      (await deps.catalog.productsByIds([...new Set(items.map((i) => i.productId))])).map((p) => [p.id, p]),
    );
    const t = deps.i18n.translator(locale);
    const now = clock.now();
    return rows.map((o) => {
      const own = items.filter((i) => i.orderId === o.id);
      const ownLines = lines.filter((l) => l.orderId === o.id);
      const timeZone = zoneOf(o);
      const state = orderCardState({
        status: o.status,
        skippedBy: o.skippedBy,
        cutoffAt: o.cutoffAt,
        deliveryDate: o.deliveryDate,
        timeZone,
        now,
      });
      const meals = own.filter((i) => i.kind === 'meal');
      return {
        id: o.id,
        version: o.version,
        status: o.status,
        state,
        stateMessage: orderStatusMessage(o, t, minimum, locale),
        deliveryDate: o.deliveryDate,
        dateLabel: formatDay(o.deliveryDate, locale, 'weekday'),
        window: {
          starts: o.windowStarts,
          ends: o.windowEnds,
          label: deps.delivery.windowLabel({ starts: o.windowStarts, ends: o.windowEnds }, locale),
        },
        cutoffAt: o.cutoffAt.toISOString(),
        cutoffLabel: deps.delivery.cutoffLabel(o.cutoffAt, o.province, locale),
        timeZone,
        actions: orderCardActions(state, { cutoffAt: o.cutoffAt, now, failureCode: o.failureCode }, account),
        box: { meals: meals.length, servings: meals.reduce((s, i) => s + i.quantity, 0) },
        items: own.map((i) => ({
          productId: i.productId,
          name: products.get(i.productId)?.name[locale] ?? '',
          kind: i.kind,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents,
          imageId: products.get(i.productId)?.imageId ?? null,
          recurring: i.marketSubscriptionId !== null,
        })),
        subtotalCents: o.subtotalCents,
        discounts: moneyLines(ownLines, 'discount', (l) => l.label),
        deliveryFeeCents: o.deliveryFeeCents,
        taxes: moneyLines(ownLines, 'tax', (l) => t.dynamic(`checkout:labels.taxes.${l.label}`)),
        creditCents: o.creditCents,
        totalCents: o.totalCents,
        belowMinimum: o.subtotalCents < minimum,
        delivery:
          o.status === 'delivered' && o.deliveredAt
            ? {
                deliveredAt: o.deliveredAt.toISOString(),
                deliveredLabel: deps.delivery.deliveredLabel(o.deliveredAt, o.province, locale),
                note: o.deliveryNote,
                photoUrl: o.deliveryPhotoUrl,
                bagsLeft: o.bagsLeft,
                kitsLeft: o.kitsLeft,
              }
            : null,
      };
    });
  }

  async function card(order: OrderRow, locale: Locale, account: SubscriptionStatus): Promise<OrderCard> {
    return (await cards([order], locale, account))[0]!;
  }

  async function skippedContents(order: OrderRow, locale: Locale): Promise<SkippedContents> {
    const c = await card(order, locale, 'active');
    const named = (kind: 'addon' | 'market') =>
      c.items.filter((i) => i.kind === kind).map((i) => ({ name: i.name, quantity: i.quantity }));
    return { box: c.box, addons: named('addon'), marketItems: named('market') };
  }

  /**
   * The checks every change of a week makes, in this order: the household's order (404), a plan
   * that still delivers, the cutoff (SPEC.md §8's message), the version (409), then the status.
   */
  function assertChangeable(
    order: OrderRow | undefined,
    plan: HouseholdPlan | undefined,
    version: number,
    status: OrderStatus,
  ): asserts order is OrderRow {
    if (!order) throw notFound();
    if (plan?.status === 'closed') throw ruleError('account_closed', 'orders:errors.accountClosed');
    if (plan?.status === 'paused') throw ruleError('account_paused', 'orders:errors.accountPaused');
    if (clock.now().getTime() >= order.cutoffAt.getTime())
      throw ruleError('cutoff_passed', 'orders:errors.cutoffPassed');
    if (order.version !== version) throw conflict('order_changed', 'orders:errors.orderChanged');
    if (order.status !== status) throw ruleError('order_not_editable', 'orders:errors.notEditable');
  }

  /**
   * Reads outside the transaction (on the embedded database a query outside a transaction waits
   * for it), then locks the order and checks again inside it before writing at the version read.
   */
  async function change(
    clientId: number,
    orderId: number,
    version: number,
    from: OrderStatus,
    write: (tx: Db, order: OrderRow) => Promise<OrderChanges>,
  ): Promise<{ order: OrderRow; plan: HouseholdPlan | undefined }> {
    const [before, plan] = await Promise.all([repo().own(orderId, clientId), planOf(clientId)]);
    assertChangeable(before, plan, version, from);
    const order = await db.transaction(async (tx) => {
      const locked = await repo(tx).lockOwn(orderId, clientId);
      assertChangeable(locked, plan, version, from);
      const values = await write(tx, locked);
      const updated = await repo(tx).updateAtVersion(orderId, version, { ...values, updatedAt: clock.now() });
      if (!updated) throw conflict('order_changed', 'orders:errors.orderChanged');
      return updated;
    });
    return { order, plan };
  }

  /** An unskip's meals: the same ones if the week's menu still offers them, else others for the plan. */
  async function repicks(order: OrderRow, items: OrderItemRow[], plan: HouseholdPlan | undefined) {
    const menu = await deps.catalog.mealsForDelivery(order.deliveryDate, order.province, plan?.planType ?? 'rtc');
    const offered = new Set(menu.filter((m) => !m.soldOut).map((m) => m.id));
    const gone = items.filter((i) => i.kind === 'meal' && !offered.has(i.productId));
    if (gone.length === 0) return [];
    const kept = new Set(items.map((i) => i.productId));
    const picked = pickMeals(
      menu.filter((m) => !kept.has(m.id)),
      plan?.preference ?? 'meat_and_fish',
      gone.length,
    );
    return gone.flatMap((item, n) => {
      const productId = picked[n];
      const meal = menu.find((m) => m.id === productId);
      return meal ? [{ item, productId: meal.id, taxClass: meal.taxClass }] : [];
    });
  }

  return {
    /** `orders/order_data_for_account_page`: the coming weeks, today's delivery and the latest deliveries. */
    async accountPage(clientId: number, locale: Locale): Promise<AccountPageData> {
      const plan = await planOf(clientId);
      const account: SubscriptionStatus = plan?.status ?? 'active';
      // From yesterday in the easternmost zone: every region's today is included, then each order
      // is compared with its own region's today.
      const from = addDays(dateInZone(clock.now(), MENU_TIME_ZONE), -1);
      const rows = (await repo().ofClient(clientId, ORDER_STATUSES, from)).filter(
        (o) => o.deliveryDate >= regionToday(o),
      );
      const delivered = await repo().delivered(clientId, RECENT_DELIVERIES);
      const all = await cards(
        [...rows, ...delivered.slice(0, RECENT_DELIVERIES).filter((d) => !rows.some((r) => r.id === d.id))],
        locale,
        account,
      );
      const byId = new Map(all.map((c) => [c.id, c]));
      const todayRow = rows.find(
        (o) => o.deliveryDate === regionToday(o) && (TRACKED_STATUSES as readonly OrderStatus[]).includes(o.status),
      );
      // SPEC.md §4: a paused or closed account shows no upcoming deliveries.
      const upcoming =
        account === 'active' ? rows.filter((o) => o.status !== 'delivered').map((o) => byId.get(o.id)!) : [];
      return {
        accountStatus: account,
        paused: account === 'paused',
        closed: account === 'closed',
        minimumCents: await minimumOrderCents(),
        upcoming,
        today: todayRow ? byId.get(todayRow.id)! : null,
        recent: delivered.slice(0, RECENT_DELIVERIES).map((o) => byId.get(o.id)!),
        now: clock.now().toISOString(),
      };
    },

    /**
     * `account/skip_order`: the week is not prepared, delivered or charged. A payment the signup
     * took for it is given back by a job enqueued in the same transaction (so a crash cannot lose it).
     */
    async skip(clientId: number, orderId: number, version: number, locale: Locale) {
      const { order } = await change(clientId, orderId, version, 'upcoming', async (tx, o) => {
        if (o.paymentId !== null) {
          await deps.jobs.enqueue(
            {
              name: RELEASE_SKIPPED_PAYMENT_JOB,
              key: `order:${o.id}:release:${o.paymentId}`,
              payload: { orderId: o.id },
            },
            tx,
          );
        }
        return { status: 'skipped', skippedBy: 'client' };
      });
      return { order: await card(order, locale, 'active'), skipped: await skippedContents(order, locale) };
    },

    /**
     * `account/unskip_order`: the week as it was if the menu still offers its meals, else
     * re-picked. The units the release job gave back while it was skipped are taken again in the
     * same transaction; what the week no longer has leaves the order (priced again) and the
     * answer names it (decision 037).
     */
    async unskip(clientId: number, orderId: number, version: number, locale: Locale) {
      const before = await repo().own(orderId, clientId);
      const [plan, { pricing }] = await Promise.all([planOf(clientId), deps.plans.catalogue()]);
      const swaps = before ? await repicks(before, await repo().itemsOf([before.id]), plan) : [];
      const dropped: { productId: number; quantity: number }[] = [];
      const { order } = await change(clientId, orderId, version, 'skipped', async (tx, o) => {
        for (const s of swaps) await repo(tx).swapMeal(s.item.id, s.productId, s.taxClass);
        const short = await deps.stock.reclaim(tx, o.id, o.deliveryDate);
        if (short.length === 0) return { status: 'upcoming', skippedBy: null };
        for (const s of short) await repo(tx).removeUnits(o.id, s.productId, s.quantity);
        const price = orderPrice({
          province: o.province,
          position: o.position,
          items: await repo(tx).itemsOf([o.id]),
          discounts: (await deps.discounts.orderDiscounts(o.clientId, o.id, locale, tx)).at(o.position),
          pricing,
        });
        await repo(tx).replacePriceLines(o.id, price.lines);
        dropped.push(...short);
        return { status: 'upcoming', skippedBy: null, ...price.totals };
      });
      const names = new Map(
        (await deps.catalog.productsByIds(dropped.map((d) => d.productId))).map((p) => [p.id, p.name[locale]]),
      );
      return {
        order: await card(order, locale, 'active'),
        outcome: swaps.length ? 'repicked' : 'restored',
        dropped: dropped.map((d) => ({ ...d, name: names.get(d.productId) ?? '' })),
      } as const;
    },

    /** `orders/skip_order_feedback`: why a skipped week was skipped; one answer per order. */
    async skipFeedback(clientId: number, orderId: number, reason: SkipReason, comment: string | undefined) {
      const order = await repo().own(orderId, clientId);
      if (!order) throw notFound();
      if (order.status !== 'skipped') throw ruleError('order_not_editable', 'orders:errors.notEditable');
      await repo().saveFeedback({
        orderId,
        clientId,
        reason,
        comment: comment?.length ? comment : null,
        createdAt: clock.now(),
      });
      return { recorded: true } as const;
    },

    feedbackOf: (orderId: number) => repo().feedbackOf(orderId),

    /** `account/change_delivery_form`: the dates and windows of the order's week still open. */
    async changeDeliveryForm(clientId: number, orderId: number, locale: Locale) {
      const order = await repo().own(orderId, clientId);
      if (!order) throw notFound();
      const open = order.status === 'upcoming' && clock.now().getTime() < order.cutoffAt.getTime();
      const week = open ? await deps.delivery.weekOptionsFor(clientId, order.deliveryDate) : undefined;
      return {
        orderId: order.id,
        version: order.version,
        current: { date: order.deliveryDate, starts: order.windowStarts, ends: order.windowEnds },
        options: week ? deps.delivery.labelOptions(week.options, week.region, locale) : [],
      };
    },

    /**
     * `account/update_delivery`: another date or window of the same week, among those offered; the
     * order's cutoff becomes the one the delivery module gives for the new date.
     */
    async updateDelivery(
      clientId: number,
      input: { orderId: number; version: number; date: string; starts: string },
      locale: Locale,
    ) {
      const before = await repo().own(input.orderId, clientId);
      if (!before) throw notFound();
      const week = await deps.delivery.weekOptionsFor(clientId, before.deliveryDate);
      const option = week?.options.find((o) => o.date === input.date);
      const window = option?.windows.find((w) => w.starts === input.starts);
      // One order per plan and delivery date: a date another week of the plan already has is taken.
      const taken = (await repo().ofClient(clientId, ORDER_STATUSES, input.date)).some(
        (o) => o.deliveryDate === input.date && o.subscriptionId === before.subscriptionId && o.id !== before.id,
      );
      const { order } = await change(clientId, input.orderId, input.version, 'upcoming', async () => {
        if (!option || !window || taken) throw ruleError('slot_unavailable', 'delivery:errors.slotUnavailable');
        return {
          deliveryDate: option.date,
          windowStarts: window.starts,
          windowEnds: window.ends,
          cutoffAt: option.cutoff,
        };
      });
      return { order: await card(order, locale, 'active') };
    },

    /** `clients/delivery_history`: delivered orders, newest first, with the courier's report. */
    async deliveryHistory(clientId: number, page: number, locale: Locale) {
      const rows = await repo().delivered(clientId, HISTORY_PAGE, (page - 1) * HISTORY_PAGE);
      return {
        deliveries: rows.slice(0, HISTORY_PAGE).map((o) => ({
          orderId: o.id,
          deliveryDate: o.deliveryDate,
          dateLabel: formatDay(o.deliveryDate, locale, 'weekday'),
          windowLabel: deps.delivery.windowLabel({ starts: o.windowStarts, ends: o.windowEnds }, locale),
          totalCents: o.totalCents,
          delivery: {
            deliveredAt: (o.deliveredAt ?? o.updatedAt).toISOString(),
            deliveredLabel: deps.delivery.deliveredLabel(o.deliveredAt ?? o.updatedAt, o.province, locale),
            note: o.deliveryNote,
            photoUrl: o.deliveryPhotoUrl,
            bagsLeft: o.bagsLeft,
            kitsLeft: o.kitsLeft,
          },
        })),
        hasMore: rows.length > HISTORY_PAGE,
      };
    },

    /** For the session's one read (decision 022): is there a delivery to track today? */
    trackDeliverySql: (clientId: AnyColumn) => repo().trackDeliverySql(clientId, clock.now()),
    trackDelivery: (clientId: number) => repo().tracksDelivery(clientId, clock.now()),

    /** The order a skip left a signup payment on, if it is still skipped: that payment goes back. */
    async skippedPayment(orderId: number): Promise<number | undefined> {
      const order = await repo().byId(orderId);
      return order?.status === 'skipped' && order.paymentId !== null ? order.paymentId : undefined;
    },
  };
}

function moneyLines(lines: OrderLineRow[], kind: 'discount' | 'tax', label: (l: OrderLineRow) => string) {
  return lines.filter((l) => l.kind === kind).map((l) => ({ label: label(l), amountCents: l.amountCents }));
}

export type OrderWeeks = ReturnType<typeof createOrderWeeks>;
