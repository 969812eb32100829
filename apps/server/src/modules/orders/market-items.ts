import type { Clock, PlanPricing } from '@fp/domain';
import type { Database, Db } from '../../db/types.ts';
import { conflict, notFound, ruleError } from '../../http/errors.ts';
import { draftPrices } from './drafts.ts';
import { createMarketItemsRepository, type SubscriptionItem } from './market-items-repository.ts';
import type { OrderRow } from './repository.ts';

export type { SubscriptionItem } from './market-items-repository.ts';

/** A coming order with the units of one product in it. */
export interface ComingOrderUnits {
  order: OrderRow;
  units: number;
  /** False when the order's price is held by a payment (the signup's first order). */
  editable: boolean;
}

/**
 * What the orders module does for the market subscriptions (decision 034): put a subscription's
 * item in the household's coming orders that may still change, change or take it out, one
 * delivery at a time too, each time pricing the order's draft again and moving its version on.
 * The calls that take `tx` run inside the subscription module's transaction.
 */
export function createMarketItems(deps: { db: Database; clock: Clock; pricing: () => Promise<PlanPricing> }) {
  const { db, clock } = deps;
  const repo = (tx: Db = db) => createMarketItemsRepository(tx);

  async function reprice(tx: Db, orderIds: number[], pricing: PlanPricing) {
    if (orderIds.length === 0) return;
    const r = repo(tx);
    const [rows, items] = [await r.ordersById(orderIds), await r.itemsOf(orderIds)];
    await r.writeDrafts(draftPrices(rows, items, pricing), clock.now());
  }

  return {
    /**
     * A new subscription's item in every upcoming order delivered from `startsOn` (not skipped
     * weeks: SPEC.md §4). `pricing` is read by the caller before its transaction.
     */
    async addToComing(tx: Db, clientId: number, startsOn: string, item: SubscriptionItem, pricing: PlanPricing) {
      const r = repo(tx);
      const ids = (await r.lockEditable(clientId, clock.now(), ['upcoming']))
        .filter((o) => o.deliveryDate >= startsOn)
        .map((o) => o.id);
      await r.insertItems(ids, item);
      await reprice(tx, ids, pricing);
      return ids.length;
    },

    /** A new quantity of the subscription's item in the coming orders that may still change. */
    async setInComing(tx: Db, clientId: number, subscriptionId: number, quantity: number, pricing: PlanPricing) {
      const r = repo(tx);
      const ids = (await r.lockEditable(clientId, clock.now(), ['upcoming', 'skipped'])).map((o) => o.id);
      await reprice(tx, await r.setQuantity(ids, subscriptionId, quantity), pricing);
    },

    /** Unsubscribed: the item leaves every coming order that may still change. */
    async removeFromComing(tx: Db, clientId: number, subscriptionId: number, pricing: PlanPricing) {
      const r = repo(tx);
      const ids = (await r.lockEditable(clientId, clock.now(), ['upcoming', 'skipped'])).map((o) => o.id);
      await reprice(tx, await r.removeItems(ids, subscriptionId), pricing);
    },

    /** `orders/future_orders_for_product`: the coming orders before their cutoff, with the product's units. */
    async comingWithUnits(clientId: number, productId: number): Promise<ComingOrderUnits[]> {
      const rows = await repo().coming(clientId, clock.now());
      const units = await repo().unitsOf(
        rows.map((o) => o.id),
        productId,
      );
      return rows.map((order) => ({ order, units: units.get(order.id) ?? 0, editable: order.paymentId === null }));
    },

    /**
     * One delivery's units of a subscribed item (0: none that week), at the order's version: read
     * outside, lock, check again, write, move the version on (as a change of a week, decision 029).
     */
    async setForDelivery(clientId: number, orderId: number, version: number, item: SubscriptionItem) {
      const pricing = await deps.pricing();
      function check(order: OrderRow | undefined): asserts order is OrderRow {
        if (!order) throw notFound();
        if (clock.now().getTime() >= order.cutoffAt.getTime())
          throw ruleError('cutoff_passed', 'orders:errors.cutoffPassed');
        if (order.version !== version) throw conflict('order_changed', 'orders:errors.orderChanged');
        if (order.status !== 'upcoming' || order.paymentId !== null)
          throw ruleError('order_not_editable', 'orders:errors.notEditable');
      }
      check(await repo().own(orderId, clientId));
      await db.transaction(async (tx) => {
        const r = repo(tx);
        check(await r.lockOwn(orderId, clientId));
        if (item.quantity === 0) {
          await r.removeItems([orderId], item.subscriptionId);
        } else if ((await r.setQuantity([orderId], item.subscriptionId, item.quantity)).length === 0) {
          await r.insertItems([orderId], item);
        }
        await reprice(tx, [orderId], pricing);
      });
    },

    /** The dates a market subscription may start on: the household's coming weeks before their cutoff. */
    comingDates: (clientId: number) => repo().comingDates(clientId, clock.now()),

    /** Market items by how often this household, then households on the same kind of plan, bought them. */
    popularity: (clientId: number) => repo().marketPopularity(clientId),
  };
}

export type MarketItems = ReturnType<typeof createMarketItems>;
