import type { OrderData } from '@fp/contracts';
import {
  COMING_STATUSES,
  dateInZone,
  MENU_TIME_ZONE,
  type AppliedDiscount,
  type PlanPricing,
  type PlanSelection,
  type Province,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../http/errors.ts';
import type { OrdersDeps } from './deps.ts';
import { createOrderRepository, type NewOrder, type NewOrderItem, type NewOrderLine } from './order-repository.ts';
import { planOrder, type OrderPlan } from './plan-order.ts';
import { orderStatusMessage } from './status-message.ts';

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
  /** The cutoff the delivery module gives for this slot (its one cutoff rule). */
  cutoffAt: Date;
  plan: OrderPlan;
  /** The discount code the order's discount lines come from, if any. */
  code: string | null;
  paymentId: number | null;
}

/**
 * Orders own "price and create the order of a subscription for a delivery week" (decision 027):
 * the signup funnel's first order, the weekly generator and the cutoff all go through here.
 */
export function createOrderData(deps: Pick<OrdersDeps, 'db' | 'catalog' | 'clock' | 'i18n' | 'plans'>) {
  const { db, catalog, clock, i18n } = deps;
  const repo = (tx: Db = db) => createOrderRepository(tx);
  /** The minimum order (data of the plans), for the below-minimum message. */
  const minimumOrderCents = async () => (await deps.plans.catalogue()).pricing.minimumOrderCents;
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
        cutoffAt: order.cutoffAt,
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

    /** `orders/upcoming_order_ids`: the household's orders not delivered yet, from today on. */
    async upcomingIds(clientId: number): Promise<number[]> {
      const today = dateInZone(clock.now(), MENU_TIME_ZONE);
      return repo().idsOfClient(clientId, COMING_STATUSES, today);
    },

    /** `orders/order_data`: one order of this household; anyone else's, or none, is 404. */
    async orderData(clientId: number, orderId: number, locale: Locale): Promise<OrderData> {
      const r = repo();
      const order = await r.byId(orderId);
      if (!order || order.clientId !== clientId) throw notFound();
      const [items, lines, minimum] = await Promise.all([r.items(orderId), r.lines(orderId), minimumOrderCents()]);
      const names = new Map((await catalog.productsByIds(items.map((i) => i.productId))).map((p) => [p.id, p.name]));
      const t = i18n.translator(locale);
      const statusMessage = orderStatusMessage(order, t, minimum, locale);
      return {
        id: order.id,
        status: order.status,
        statusMessage,
        deliveryDate: order.deliveryDate,
        window: { starts: order.windowStarts, ends: order.windowEnds },
        cutoffAt: order.cutoffAt.toISOString(),
        editable: order.status === 'upcoming' && order.cutoffAt.getTime() > clock.now().getTime(),
        items: items.map((i) => ({
          productId: i.productId,
          name: names.get(i.productId)?.[locale] ?? '',
          kind: i.kind,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents,
        })),
        subtotalCents: order.subtotalCents,
        discounts: lines
          .filter((l) => l.kind === 'discount')
          .map((l) => ({ label: l.label, amountCents: l.amountCents })),
        deliveryFeeCents: order.deliveryFeeCents,
        taxes: lines
          .filter((l) => l.kind === 'tax')
          .map((l) => ({ label: t.dynamic(`checkout:labels.taxes.${l.label}`), amountCents: l.amountCents })),
        creditCents: order.creditCents,
        totalCents: order.totalCents,
        minimumCents: minimum,
        bagsLeft: order.bagsLeft,
        kitsLeft: order.kitsLeft,
      };
    },

    async detail(orderId: number) {
      const r = repo();
      const order = await r.byId(orderId);
      if (!order) return undefined;
      const [items, lines] = await Promise.all([r.items(orderId), r.lines(orderId)]);
      return { order, items, lines };
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderData>;
