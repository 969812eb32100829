import type { Db } from '../../db/types.ts';
import { createOrdersRepository, type NewOrder, type NewOrderItem, type NewOrderLine } from './repository.ts';

export type { OrderRow } from './repository.ts';

/** Orders of a subscription. The weekly engine (later issue) builds on the same writes. */
export function createOrdersService({ db }: { db: Db }) {
  const repo = (tx: Db = db) => createOrdersRepository(tx);
  return {
    /**
     * Creates the order for a subscription's delivery date once: a second call for the same
     * subscription and date returns the first order unchanged.
     */
    async createOnce(tx: Db, order: NewOrder, items: NewOrderItem[], lines: NewOrderLine[]) {
      const existing = await repo(tx).bySubscriptionAndDate(order.subscriptionId, order.deliveryDate);
      return existing ?? repo(tx).insert(order, items, lines);
    },

    /** How many orders the household has had: the next one's position is this plus one. */
    countForClient: (clientId: number, tx: Db = db) => repo(tx).countForClient(clientId),

    async detail(orderId: number) {
      const r = repo();
      const order = await r.byId(orderId);
      if (!order) return undefined;
      const [items, lines] = await Promise.all([r.items(orderId), r.lines(orderId)]);
      return { order, items, lines };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
