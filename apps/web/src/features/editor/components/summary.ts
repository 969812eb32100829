import type { CartPricing, EditorSummary } from '@fp/contracts';
import { cartQuote, type CartLine, type CartPricingInput } from '@fp/domain/cart-quote';

/** The order summary as the panel shows it, from the server's answer or the draft's preview. */
export interface SummaryView {
  subtotalCents: number;
  /** Reductions, as positive amounts. */
  discounts: { label: string; amountCents: number }[];
  deliveryFeeCents: number;
  freeDeliveryThresholdCents: number;
  /** `tax` is the tax's name (GST, QST…); the panel words it. */
  taxes: { tax: string; label: string; amountCents: number }[];
  totalCents: number;
  creditCents: number;
  totalAfterCreditCents: number;
  minimumCents: number;
  belowMinimum: boolean;
  anticipatedPoints: number;
  /** Paid as late additions (decision 037), already in the total; only from the server. */
  lateAdditionsCents?: number;
}

export function fromServer(summary: EditorSummary): SummaryView {
  return {
    subtotalCents: summary.subtotalCents,
    discounts: summary.discounts.map((d) => ({ label: d.label, amountCents: Math.abs(d.amountCents) })),
    deliveryFeeCents: summary.deliveryFeeCents,
    freeDeliveryThresholdCents: summary.freeDeliveryThresholdCents,
    taxes: summary.taxes.map((x) => ({ tax: x.tax, label: x.label, amountCents: x.amountCents })),
    totalCents: summary.totalCents,
    creditCents: summary.creditCents,
    totalAfterCreditCents: summary.totalAfterCreditCents,
    minimumCents: summary.minimumCents,
    belowMinimum: summary.belowMinimum,
    anticipatedPoints: summary.anticipatedPoints,
    ...(summary.lateAdditionsCents ? { lateAdditionsCents: summary.lateAdditionsCents } : {}),
  };
}

/**
 * The draft priced in the browser by the same `cartQuote()` the server runs on save, fed by the
 * pricing inputs `editor_data_v2` sent: the preview is the summary the save will answer.
 */
export function preview(pricing: CartPricing, lines: readonly CartLine[]): SummaryView {
  const input: CartPricingInput = {
    province: pricing.province,
    orderPosition: pricing.orderPosition,
    discounts: pricing.discounts as CartPricingInput['discounts'],
    deliveryFeeCents: pricing.deliveryFeeCents,
    freeDeliveryThresholdCents: pricing.freeDeliveryThresholdCents,
    minimumOrderCents: pricing.minimumOrderCents,
    availableCreditCents: pricing.availableCreditCents,
  };
  const q = cartQuote(input, lines);
  return {
    subtotalCents: q.subtotal,
    discounts: q.discountLines
      .map((d) => ({ label: d.label, amountCents: d.items + d.delivery }))
      .filter((d) => d.amountCents !== 0),
    deliveryFeeCents: q.deliveryFee,
    freeDeliveryThresholdCents: pricing.freeDeliveryThresholdCents,
    taxes: q.taxes.filter((x) => x.amount > 0).map((x) => ({ tax: x.tax, label: x.tax, amountCents: x.amount })),
    totalCents: q.total,
    creditCents: q.creditCents,
    totalAfterCreditCents: q.totalAfterCredit,
    minimumCents: pricing.minimumOrderCents,
    belowMinimum: q.belowMinimum,
    anticipatedPoints: q.anticipatedPoints,
  };
}
