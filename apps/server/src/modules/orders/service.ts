import { type AppliedDiscount, type PlanPricing, type PlanSelection, type Province } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import type { CatalogService } from '../catalog/service.ts';
import { orderCutoff } from './cutoff-time.ts';
import { planOrder, type OrderPlan } from './pricing.ts';
import { createOrdersRepository, type NewOrder, type NewOrderItem, type NewOrderLine } from './repository.ts';

export type { OrderRow } from './repository.ts';
export type { OrderPlan } from './pricing.ts';

/** What an order is priced from: the plan, its prices (data), where and when it is delivered. */
export interface OrderPricingInput {
  selection: PlanSelection;
  pricing: PlanPricing;
  pricePerServingCents: number;
  province: Province;
  deliveryDate: string;
  orderPosition: number;
  discounts: AppliedDiscount[];
}

/** The order to write for a subscription's delivery, once it is priced. */
export interface NewSubscriptionOrder {
  clientId: number;
  subscriptionId: number;
  position: number;
  slot: { date: string; starts: string; ends: string };
  province: Province;
  /** The cutoff the delivery module gave for this slot; the default rule otherwise. */
  cutoffAt?: Date;
  plan: OrderPlan;
  /** The discount code the order's discount lines come from, if any. */
  code: string | null;
  paymentId: number | null;
}

/**
 * Orders own "price and create the order of a subscription for a delivery week" (decision 027):
 * the signup funnel's first order, the weekly generator and the cutoff all go through here.
 */
export function createOrdersService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  const repo = (tx: Db = db) => createOrdersRepository(tx);
  return {
    /**
     * Meals auto-picked from the delivery week's menu by plan and preference, priced with the
     * discounts of the order's position; undefined when the menu has nothing for the plan.
     */
    async price(input: OrderPricingInput): Promise<OrderPlan | undefined> {
      const menu = await catalog.mealsForDelivery(input.deliveryDate, input.province, input.selection.type);
      return planOrder({ ...input, menu });
    },

    /**
     * Writes a priced order with its items and its discount and tax lines, once per subscription
     * and delivery date: a second call returns the first order unchanged.
     */
    async create(tx: Db, order: NewSubscriptionOrder) {
      const q = order.plan.quote;
      const row: NewOrder = {
        clientId: order.clientId,
        subscriptionId: order.subscriptionId,
        position: order.position,
        deliveryDate: order.slot.date,
        windowStarts: order.slot.starts,
        windowEnds: order.slot.ends,
        cutoffAt: order.cutoffAt ?? orderCutoff(order.slot.date, order.province),
        province: order.province,
        subtotalCents: q.subtotal,
        discountCents: q.discountTotal,
        deliveryFeeCents: q.deliveryFee,
        taxCents: q.taxTotal,
        totalCents: q.total,
        paymentId: order.paymentId,
      };
      const items: NewOrderItem[] = order.plan.items.map((i) => ({
        productId: i.productId,
        kind: 'meal',
        quantity: i.servings,
        unitPriceCents: i.unitPriceCents,
        taxClass: i.taxClass,
      }));
      const lines: NewOrderLine[] = [
        ...q.discountLines.map((d) => ({
          kind: 'discount' as const,
          label: d.label,
          code: order.code,
          amountCents: d.items + d.delivery,
        })),
        ...q.taxes
          .filter((x) => x.amount > 0)
          .map((x) => ({ kind: 'tax' as const, label: x.tax, amountCents: x.amount })),
      ];
      const existing = await repo(tx).bySubscriptionAndDate(row.subscriptionId, row.deliveryDate);
      return existing ?? repo(tx).insert(row, items, lines);
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
