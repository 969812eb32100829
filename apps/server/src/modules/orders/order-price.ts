import { cartQuoteLines, quote, type AppliedDiscount, type PlanPricing, type Province, type Quote } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import type { Locale } from '@fp/i18n';
import type { OrderItemRow } from './order-repository.ts';

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
  return writtenPrice(q, input.discounts);
}

/**
 * A quote as written on an order: its amounts, its discount lines with the code each came from and
 * its non-zero taxes. The cutoff and the editor's save write the same lines for the same quote.
 */
export function writtenPrice(q: Quote, discounts: Pick<AppliedDiscount, 'label' | 'code'>[]): OrderPrice {
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
        code: discounts.find((x) => x.label === d.label)?.code ?? null,
        amountCents: d.items + d.delivery,
      })),
      ...q.taxes
        .filter((x) => x.amount > 0)
        .map((x) => ({ kind: 'tax' as const, label: x.tax, code: null, amountCents: x.amount })),
    ],
  };
}

/** The discounts of one order by the position it is priced at (decision 037), in the caller's transaction. */
export type OrderDiscountsOf = (
  clientId: number,
  orderId: number,
  locale: Locale,
  tx: Db,
) => Promise<{ at(position: number): AppliedDiscount[] }>;
