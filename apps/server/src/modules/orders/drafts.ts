import { cartQuoteLines, quote, type PlanPricing, type Province } from '@fp/domain';
import type { OrderItemRow } from './market-items-repository.ts';
import type { OrderRow } from './repository.ts';

/** The draft price of a week's order is the one of a regular order: position and offers are settled at cutoff. */
export const DRAFT_POSITION = 2;

export interface DraftPrice {
  orderId: number;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  taxes: { label: string; amountCents: number }[];
}

/**
 * The draft prices of orders whose items changed (a market subscription added, changed or took
 * out an item): the quote of their items as generation prices a week (decision 027: a regular
 * position, no offers; the cutoff prices them finally). Orders with the same province and items
 * are quoted once, so a week's generation quotes each distinct box once.
 */
export function draftPrices(
  rows: Pick<OrderRow, 'id' | 'province' | 'position'>[],
  items: Pick<OrderItemRow, 'orderId' | 'productId' | 'kind' | 'quantity' | 'unitPriceCents' | 'taxClass'>[],
  pricing: PlanPricing,
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
    const position = order.position === 1 ? 1 : DRAFT_POSITION;
    const key = JSON.stringify([order.province, position, own]);
    let price = quoted.get(key);
    if (!price) {
      const q = quote({
        province: order.province as Province,
        // The cutoff's and the editor's lines (decision 032): market items are units, never free meals.
        lines: cartQuoteLines(own),
        orderPosition: position,
        discounts: [],
        pricing,
      });
      price = {
        subtotalCents: q.subtotal,
        discountCents: q.discountTotal,
        deliveryFeeCents: q.deliveryFee,
        taxCents: q.taxTotal,
        totalCents: q.total,
        taxes: q.taxes.filter((t) => t.amount > 0).map((t) => ({ label: t.tax, amountCents: t.amount })),
      };
      quoted.set(key, price);
    }
    return { orderId: order.id, ...price };
  });
}
