import { cartQuote, type AppliedDiscount, type PlanPricing, type Province } from '@fp/domain';
import type { OrderItemRow, OrderRow } from './order-repository.ts';

/** The position generation prices a week's meals at (decision 027): a regular order, no offers. */
export const DRAFT_POSITION = 2;

export interface DraftPrice {
  orderId: number;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  discounts: { label: string; code: string | null; amountCents: number }[];
  taxes: { label: string; amountCents: number }[];
}

/**
 * The prices of orders whose items changed (a market subscription added, changed or took out an
 * item, in generation or later): the editor's `cartQuote` of their items at the order's position
 * with its discounts (decision 037), so the order shows what the editor and the cutoff will.
 * Orders with the same province, position, discounts and items are quoted once, so a week's
 * generation quotes each distinct box once.
 */
export function draftPrices(
  rows: Pick<OrderRow, 'id' | 'province' | 'position'>[],
  items: Pick<OrderItemRow, 'orderId' | 'productId' | 'kind' | 'quantity' | 'unitPriceCents' | 'taxClass'>[],
  pricing: PlanPricing,
  discountsOf: ReadonlyMap<number, AppliedDiscount[]> = new Map(),
): DraftPrice[] {
  const byOrder = Map.groupBy(items, (i) => i.orderId);
  const quoted = new Map<string, Omit<DraftPrice, 'orderId'>>();
  return rows.map((order) => {
    const own = (byOrder.get(order.id) ?? [])
      .map((i) => ({
        productId: i.productId,
        itemKind: i.kind,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        taxClass: i.taxClass,
      }))
      .sort((a, b) => a.productId - b.productId || a.quantity - b.quantity);
    const discounts = discountsOf.get(order.id) ?? [];
    const key = JSON.stringify([order.province, order.position, discounts, own]);
    let price = quoted.get(key);
    if (!price) {
      const q = cartQuote(
        {
          province: order.province as Province,
          orderPosition: order.position,
          discounts,
          deliveryFeeCents: pricing.deliveryFeeCents,
          freeDeliveryThresholdCents: pricing.freeDeliveryThresholdCents,
          minimumOrderCents: pricing.minimumOrderCents,
          // The credit is taken at the cutoff, from the total written here.
          availableCreditCents: 0,
        },
        own,
      );
      price = {
        subtotalCents: q.subtotal,
        discountCents: q.discountTotal,
        deliveryFeeCents: q.deliveryFee,
        taxCents: q.taxTotal,
        totalCents: q.total,
        discounts: q.discountLines.map((d) => ({
          label: d.label,
          code: discounts.find((x) => x.label === d.label)?.code ?? null,
          amountCents: d.items + d.delivery,
        })),
        taxes: q.taxes.filter((t) => t.amount > 0).map((t) => ({ label: t.tax, amountCents: t.amount })),
      };
      quoted.set(key, price);
    }
    return { orderId: order.id, ...price };
  });
}
