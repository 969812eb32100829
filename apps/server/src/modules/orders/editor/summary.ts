import type { Cart, EditorSummary } from '@fp/contracts';
import { cartQuote, pointsFor, type CartLine } from '@fp/domain';
import type { Translator } from '../../../http/i18n.ts';
import type { OrderLineRow } from '../order-repository.ts';
import { priceIsFixed } from './cart.ts';
import type { EditorContext } from './context.ts';

/** The order's lines as written and what its late additions added, for a fixed price's summary. */
export interface WrittenPrice {
  lines: Pick<OrderLineRow, 'kind' | 'label' | 'amountCents'>[];
  lateAdditionsCents: number;
}

/**
 * The editor's summary of a cart: the cart priced now with the rule the cutoff charges by
 * (`cartQuote`), or, when the order's price is fixed (decision 037), the order as written.
 */
export async function summaryOf(
  ctx: EditorContext,
  cart: Cart,
  t: Translator,
  written: () => Promise<WrittenPrice>,
): Promise<EditorSummary> {
  const taxLine = (tax: string, amountCents: number) => ({
    tax,
    label: t.dynamic(`checkout:labels.taxes.${tax}`),
    amountCents,
  });
  if (priceIsFixed(ctx, cart)) return fixedSummary(ctx, taxLine, await written());
  const q = cartQuote(ctx.pricing, cart.items as CartLine[]);
  return {
    subtotalCents: q.subtotal,
    discounts: q.discountLines.map((d) => ({ label: d.label, amountCents: d.items + d.delivery })),
    discountTotalCents: q.discountTotal,
    deliveryFeeCents: q.deliveryFee,
    freeDeliveryThresholdCents: ctx.freeDeliveryThresholdCents,
    taxes: q.taxes.filter((x) => x.amount > 0).map((x) => taxLine(x.tax, x.amount)),
    taxTotalCents: q.taxTotal,
    totalCents: q.total,
    creditCents: q.creditCents,
    totalAfterCreditCents: q.totalAfterCredit,
    minimumCents: ctx.minimumCents,
    belowMinimum: q.belowMinimum,
    anticipatedPoints: q.anticipatedPoints,
  };
}

/** The order's amounts and lines as written; before the cutoff, the credit it will take. */
function fixedSummary(
  ctx: EditorContext,
  taxLine: (tax: string, amountCents: number) => EditorSummary['taxes'][number],
  { lines, lateAdditionsCents }: WrittenPrice,
): EditorSummary {
  const { order } = ctx;
  // The cutoff writes the total after credit; before it, the credit is what the cutoff will take.
  const priced = order.status === 'upcoming';
  const totalCents = priced ? order.totalCents : order.totalCents + order.creditCents;
  const creditCents = priced ? Math.min(Math.max(0, ctx.pricing.availableCreditCents), totalCents) : order.creditCents;
  const totalAfterCreditCents = totalCents - creditCents;
  return {
    subtotalCents: order.subtotalCents,
    discounts: lines.filter((l) => l.kind === 'discount').map((l) => ({ label: l.label, amountCents: l.amountCents })),
    discountTotalCents: order.discountCents,
    deliveryFeeCents: order.deliveryFeeCents,
    freeDeliveryThresholdCents: ctx.freeDeliveryThresholdCents,
    taxes: lines.filter((l) => l.kind === 'tax').map((l) => taxLine(l.label, l.amountCents)),
    taxTotalCents: order.taxCents,
    totalCents,
    creditCents,
    totalAfterCreditCents,
    minimumCents: ctx.minimumCents,
    belowMinimum: order.subtotalCents < ctx.minimumCents,
    anticipatedPoints: pointsFor(totalAfterCreditCents),
    fixedPrice: true,
    ...(lateAdditionsCents > 0 ? { lateAdditionsCents } : {}),
  };
}
