import {
  MARKET_SUBSCRIPTION_MAX_QUANTITY,
  type ActiveSubscriptions,
  type FutureOrderForProduct,
  type MarketSubscription,
  type SubscribableProduct,
} from '@fp/contracts';
import { computeTaxes, dateInZone, formatDay, MENU_TIME_ZONE, type Province } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../../db/types.ts';
import { conflict, notFound, ruleError } from '../../../http/errors.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { OrdersDeps } from '../deps.ts';
import { createMarketItems, type SubscriptionItem } from './market-items.ts';
import { createMarketSubscriptionsRepository, type MarketSubscriptionRow } from './subscriptions-repository.ts';

/** Recommendations shown at most (SPEC.md §7 `recommended_subscribable_products`). */
export const MAX_RECOMMENDATIONS = 6;

type Product = Awaited<ReturnType<CatalogService['productsByIds']>>[number];

/**
 * Market-item subscriptions (SPEC.md §3 and §4, decision 034): the household's standing orders of
 * grocery items, and their items in the household's orders (generation puts them in new orders;
 * `market-items.ts` in the coming orders that may still change when one is made, changed or ended).
 */
export function createMarketSubscriptions(deps: OrdersDeps) {
  const { db, clock } = deps;
  const repo = (tx: Db = db) => createMarketSubscriptionsRepository(tx);
  // The orders' side of a subscription: its item in the coming orders that may still change.
  const marketItems = createMarketItems(deps);
  const planPricing = async () => (await deps.plans.catalogue()).pricing;
  const planStatus = async (clientId: number) => (await deps.subscriptions.forClient(clientId))?.status;
  const provinceOf = async (clientId: number): Promise<Province | undefined> =>
    (await deps.delivery.addressFor(clientId))?.province;

  async function product(productId: number): Promise<Product> {
    const [found] = await deps.catalog.productsByIds([productId]);
    if (!found) throw notFound();
    if (found.kind !== 'market')
      throw ruleError('product_unavailable', 'marketSubscriptions:errors.productUnavailable');
    return found;
  }

  async function assertPlanDelivers(clientId: number) {
    const status = await planStatus(clientId);
    if (status === 'closed') throw ruleError('account_closed', 'orders:errors.accountClosed');
    if (status === 'paused') throw ruleError('account_paused', 'orders:errors.accountPaused');
  }

  /** Price and taxes of one delivery's units of a product in the household's province. */
  function perDelivery(p: Product, quantity: number, province: Province | undefined, locale: Locale) {
    const t = deps.i18n.translator(locale);
    const subtotal = p.priceCents * quantity;
    const taxes = province ? computeTaxes(province, [{ taxClass: p.taxClass, amount: subtotal }]) : [];
    return {
      subtotalCents: subtotal,
      taxes: taxes
        .filter((x) => x.amount > 0)
        .map((x) => ({ label: t.dynamic(`checkout:labels.taxes.${x.tax}`), amountCents: x.amount })),
    };
  }

  async function offer(clientId: number, productId: number, locale: Locale) {
    const [[p], province] = await Promise.all([deps.catalog.productsByIds([productId]), provinceOf(clientId)]);
    if (!p || p.kind !== 'market' || !p.available) return null;
    return {
      unitPriceCents: p.priceCents,
      perQuantity: Array.from({ length: MARKET_SUBSCRIPTION_MAX_QUANTITY }, (_, i) => ({
        quantity: i + 1,
        ...perDelivery(p, i + 1, province, locale),
      })),
    };
  }

  async function views(rows: MarketSubscriptionRow[], clientId: number, locale: Locale): Promise<MarketSubscription[]> {
    if (rows.length === 0) return [];
    const [products, province] = await Promise.all([
      deps.catalog.productsByIds([...new Set(rows.map((r) => r.productId))]),
      provinceOf(clientId),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return rows.map((row) => {
      const p = byId.get(row.productId);
      const price = p ? perDelivery(p, row.quantity, province, locale) : { subtotalCents: 0, taxes: [] };
      return {
        id: row.id,
        version: row.version,
        productId: row.productId,
        name: p?.name[locale] ?? '',
        imageId: p?.imageId ?? null,
        quantity: row.quantity,
        unitPriceCents: p?.priceCents ?? 0,
        ...price,
        startsOn: row.startsOn,
        startsLabel: formatDay(row.startsOn, locale, 'weekday'),
        endsOn: row.endsOn,
        endsLabel: row.endsOn ? formatDay(row.endsOn, locale, 'weekday') : null,
        active: row.endsOn === null,
      };
    });
  }

  const itemOf = (row: MarketSubscriptionRow, p: Product, quantity = row.quantity): SubscriptionItem => ({
    subscriptionId: row.id,
    productId: row.productId,
    quantity,
    unitPriceCents: p.priceCents,
    taxClass: p.taxClass,
  });

  /** The household's running subscription, or 404 (another household's, an ended one or none). */
  async function running(clientId: number, id: number) {
    const row = await repo().own(id, clientId);
    if (!row) throw notFound();
    return row;
  }

  /** Writes a change at the subscription's version inside the transaction, or 409 if it moved. */
  async function changeAt(
    tx: Db,
    row: MarketSubscriptionRow,
    version: number,
    values: Parameters<ReturnType<typeof createMarketSubscriptionsRepository>['updateAtVersion']>[2],
  ) {
    const updated = await repo(tx).updateAtVersion(row.id, version, { ...values, updatedAt: clock.now() });
    if (!updated) throw conflict('order_changed', 'orders:errors.orderChanged');
    return updated;
  }

  async function futureOrders(clientId: number, productId: number, locale: Locale) {
    const rows = await marketItems.comingWithUnits(clientId, productId);
    const orders: FutureOrderForProduct[] = rows.map((r) => ({
      orderId: r.order.id,
      version: r.order.version,
      deliveryDate: r.order.deliveryDate,
      dateLabel: formatDay(r.order.deliveryDate, locale, 'weekday'),
      quantity: r.units,
      editable: r.editable,
    }));
    return { productId, orders };
  }

  return {
    /** `product_subscriptions/active_subscriptions`: running subscriptions and the dates a new one may start on. */
    async active(clientId: number, locale: Locale, productId?: number): Promise<ActiveSubscriptions> {
      const [rows, dates, status] = await Promise.all([
        repo().running(clientId, productId),
        marketItems.comingDates(clientId),
        planStatus(clientId),
      ]);
      return {
        subscriptions: await views(rows, clientId, locale),
        startDates:
          status === 'active' ? dates.map((date) => ({ date, label: formatDay(date, locale, 'weekday') })) : [],
        ...(productId === undefined ? {} : { offer: await offer(clientId, productId, locale) }),
      };
    },

    /**
     * `product_subscriptions/create_subscription`: from a coming delivery date whose cutoff is
     * ahead; the coming upcoming orders from that date get the item at once, priced again.
     */
    async create(clientId: number, input: { productId: number; quantity: number; startsOn: string }, locale: Locale) {
      const p = await product(input.productId);
      if (!p.available) throw ruleError('product_unavailable', 'marketSubscriptions:errors.productUnavailable');
      await assertPlanDelivers(clientId);
      const dates = await marketItems.comingDates(clientId);
      if (!dates.includes(input.startsOn))
        throw ruleError('invalid_start_date', 'marketSubscriptions:errors.invalidStartDate');
      const pricing = await planPricing();
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const created = await repo(tx).insert({
          clientId,
          productId: p.id,
          quantity: input.quantity,
          startsOn: input.startsOn,
          createdAt: now,
          updatedAt: now,
        });
        if (!created) throw conflict('already_subscribed', 'marketSubscriptions:errors.alreadySubscribed');
        await marketItems.addToComing(tx, clientId, input.startsOn, itemOf(created, p), pricing);
        return created;
      });
      return { subscription: (await views([row], clientId, locale))[0]! };
    },

    /** `product_subscriptions/update_subscription`: a new quantity, for every coming order that may still change. */
    async update(
      clientId: number,
      input: { subscriptionId: number; version: number; quantity: number },
      locale: Locale,
    ) {
      const before = await running(clientId, input.subscriptionId);
      if (before.endsOn !== null) throw notFound();
      const [pricing, p] = await Promise.all([planPricing(), product(before.productId)]);
      const row = await db.transaction(async (tx) => {
        const updated = await changeAt(tx, before, input.version, { quantity: input.quantity });
        await marketItems.setInComing(tx, clientId, itemOf(updated, p), pricing);
        return updated;
      });
      return { subscription: (await views([row], clientId, locale))[0]! };
    },

    /**
     * `product_subscriptions/cancel_subscription`: the end date is today, so no order generated
     * from now on gets the item, and the coming orders that may still change lose it; orders past
     * their cutoff keep it (they are being prepared or billed).
     */
    async cancel(clientId: number, input: { subscriptionId: number; version: number }, locale: Locale) {
      const before = await running(clientId, input.subscriptionId);
      if (before.endsOn !== null) throw notFound();
      const [pricing, p] = await Promise.all([planPricing(), product(before.productId)]);
      const today = dateInZone(clock.now(), MENU_TIME_ZONE);
      const row = await db.transaction(async (tx) => {
        // A subscription that had not started yet ends where it starts: no delivery ever gets it.
        const endsOn = today > before.startsOn ? today : before.startsOn;
        const updated = await changeAt(tx, before, input.version, { endsOn });
        await marketItems.removeFromComing(tx, clientId, itemOf(updated, p), pricing);
        return updated;
      });
      return { subscription: (await views([row], clientId, locale))[0]! };
    },

    /** `orders/future_orders_for_product`: the coming orders before their cutoff with the product's units. */
    futureOrders,

    /** One coming delivery's units of a subscribed item, versioned by the order. */
    async setDeliveryQuantity(
      clientId: number,
      input: { subscriptionId: number; orderId: number; version: number; quantity: number },
      locale: Locale,
    ) {
      const row = await running(clientId, input.subscriptionId);
      if (row.endsOn !== null) throw notFound();
      const p = await product(row.productId);
      await marketItems.setForDelivery(clientId, input.orderId, input.version, itemOf(row, p, input.quantity));
      return futureOrders(clientId, row.productId, locale);
    },

    /**
     * `recommended_subscribable_products`: market items in stock that the household bought before,
     * then those households on the same kind of plan buy most, not already subscribed; at most six.
     */
    async recommended(clientId: number, locale: Locale): Promise<{ products: SubscribableProduct[] }> {
      const [ranked, subscribed] = await Promise.all([marketItems.popularity(clientId), repo().running(clientId)]);
      const taken = new Set(subscribed.map((s) => s.productId));
      const candidates = ranked.filter((r) => !taken.has(r.productId) && (r.own > 0 || r.plan > 0));
      const products = new Map(
        (await deps.catalog.productsByIds(candidates.map((c) => c.productId))).map((p) => [p.id, p]),
      );
      return {
        products: candidates
          .map((c) => products.get(c.productId))
          .filter((p): p is Product => p !== undefined && p.kind === 'market' && p.available)
          .slice(0, MAX_RECOMMENDATIONS)
          .map((p) => ({
            productId: p.id,
            name: p.name[locale],
            slug: p.slug[locale],
            imageId: p.imageId,
            priceCents: p.priceCents,
          })),
      };
    },
  };
}

export type MarketSubscriptions = ReturnType<typeof createMarketSubscriptions>;
