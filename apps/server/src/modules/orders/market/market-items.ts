import type { PlanPricing } from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import { conflict, notFound, ruleError } from '../../../http/errors.ts';
import type { OrdersDeps } from '../deps.ts';
import { draftPrices } from '../draft-prices.ts';
import type { OrderRow } from '../order-repository.ts';
import { createMarketItemsRepository, type SubscriptionItem } from './market-items-repository.ts';

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
export function createMarketItems(deps: Pick<OrdersDeps, 'db' | 'clock' | 'plans' | 'stock' | 'discounts'>) {
  const { db, clock } = deps;
  const repo = (tx: Db = db) => createMarketItemsRepository(tx);

  async function reprice(tx: Db, orderIds: number[], pricing: PlanPricing) {
    if (orderIds.length === 0) return;
    const r = repo(tx);
    const [rows, items] = [await r.ordersById(orderIds), await r.itemsOf(orderIds)];
    const discounts = await deps.discounts.discountsOfOrders(rows, tx);
    await r.writeDrafts(draftPrices(rows, items, pricing, discounts), clock.now());
  }

  /** Takes `quantity` more units (or gives back, when negative) of the week's stock; false when short. */
  async function hold(tx: Db, deliveryDate: string, productId: number, quantity: number): Promise<boolean> {
    if (quantity === 0) return true;
    if (quantity < 0) {
      await deps.stock.release(tx, deliveryDate, [{ productId, quantity: -quantity }]);
      return true;
    }
    return (await deps.stock.reserve(tx, deliveryDate, [{ productId, quantity }])).length === 0;
  }

  /**
   * The subscription's item at `quantity` (0: none) in these locked orders, stock held for the
   * difference; an order whose week is short of it is left as it was. Answers the orders changed.
   */
  async function setIn(tx: Db, orders: OrderRow[], item: SubscriptionItem): Promise<number[]> {
    const r = repo(tx);
    const current = new Map(
      (
        await r.subscriptionItems(
          orders.map((o) => o.id),
          item.subscriptionId,
        )
      ).map((i) => [i.orderId, i.quantity]),
    );
    const changed: number[] = [];
    for (const order of orders) {
      const before = current.get(order.id) ?? 0;
      if (before === item.quantity) continue;
      if (!(await hold(tx, order.deliveryDate, item.productId, item.quantity - before))) continue;
      if (item.quantity === 0) await r.removeItems([order.id], item.subscriptionId);
      else if (before === 0) await r.insertItems([order.id], item);
      else await r.setQuantity([order.id], item.subscriptionId, item.quantity);
      changed.push(order.id);
    }
    return changed;
  }

  return {
    /**
     * A new subscription's item in every upcoming order delivered from `startsOn` (not skipped
     * weeks: SPEC.md §4), except a week short of it. `pricing` is read before the transaction.
     */
    async addToComing(tx: Db, clientId: number, startsOn: string, item: SubscriptionItem, pricing: PlanPricing) {
      await repo(tx).waitForGeneration();
      const orders = (await repo(tx).lockEditable(clientId, clock.now(), ['upcoming'])).filter(
        (o) => o.deliveryDate >= startsOn,
      );
      const changed = await setIn(tx, orders, item);
      await reprice(tx, changed, pricing);
      return changed.length;
    },

    /** A new quantity of the subscription's item in the coming orders that may still change and have it. */
    async setInComing(tx: Db, clientId: number, item: SubscriptionItem, pricing: PlanPricing) {
      await repo(tx).waitForGeneration();
      const orders = await repo(tx).lockEditable(clientId, clock.now(), ['upcoming', 'skipped']);
      const having = new Set(
        (
          await repo(tx).subscriptionItems(
            orders.map((o) => o.id),
            item.subscriptionId,
          )
        ).map((i) => i.orderId),
      );
      await reprice(
        tx,
        await setIn(
          tx,
          orders.filter((o) => having.has(o.id)),
          item,
        ),
        pricing,
      );
    },

    /** Unsubscribed: the item leaves every coming order that may still change, its units back in stock. */
    async removeFromComing(tx: Db, clientId: number, item: SubscriptionItem, pricing: PlanPricing) {
      await repo(tx).waitForGeneration();
      const orders = await repo(tx).lockEditable(clientId, clock.now(), ['upcoming', 'skipped']);
      await reprice(tx, await setIn(tx, orders, { ...item, quantity: 0 }), pricing);
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
      const { pricing } = await deps.plans.catalogue();
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
        const order = await r.lockOwn(orderId, clientId);
        check(order);
        const before = (await r.subscriptionItems([orderId], item.subscriptionId))[0]?.quantity ?? 0;
        if ((await setIn(tx, [order], item)).length === 0 && before !== item.quantity)
          throw ruleError('product_unavailable', 'marketSubscriptions:errors.soldOut');
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
