import { cartQuoteLines, quote, type AppliedDiscount, type PlanPricing, type Province } from '@fp/domain';
import type { OrderItemRow } from './cart-repository.ts';

/** An order's amounts and its discount and tax lines, as written on the order. */
export interface OrderPrice {
  totals: {
    subtotalCents: number;
    discountCents: number;
    deliveryFeeCents: number;
    taxCents: number;
    totalCents: number;
  };
  lines: { kind: 'discount' | 'tax' | 'credit'; label: string; code: string | null; amountCents: number }[];
}

/**
 * The price of an order's items at its position with its discounts: the cutoff's rule (decision
 * 037), the one the editor's `cartQuote` previews. Add-ons and market items are units, never free
 * meals (`cartQuoteLines`).
 */
export function orderPrice(input: {
  province: Province;
  position: number;
  items: Pick<OrderItemRow, 'productId' | 'kind' | 'quantity' | 'unitPriceCents' | 'taxClass'>[];
  discounts: AppliedDiscount[];
  pricing: Pick<PlanPricing, 'deliveryFeeCents' | 'freeDeliveryThresholdCents' | 'minimumOrderCents'>;
}): OrderPrice {
  const q = quote({
    province: input.province,
    lines: cartQuoteLines(
      input.items.map((i) => ({
        productId: i.productId,
        itemKind: i.kind,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        taxClass: i.taxClass,
      })),
    ),
    orderPosition: input.position,
    discounts: input.discounts,
    pricing: input.pricing,
  });
  return {
    totals: {
      subtotalCents: q.subtotal,
      discountCents: q.discountTotal,
      deliveryFeeCents: q.deliveryFee,
      taxCents: q.taxTotal,
      totalCents: q.total,
    },
    lines: [
      ...q.discountLines.map((d) => ({
        kind: 'discount' as const,
        label: d.label,
        code: input.discounts.find((x) => x.label === d.label)?.code ?? null,
        amountCents: d.items + d.delivery,
      })),
      ...q.taxes
        .filter((x) => x.amount > 0)
        .map((x) => ({ kind: 'tax' as const, label: x.tax, code: null, amountCents: x.amount })),
    ],
  };
}
