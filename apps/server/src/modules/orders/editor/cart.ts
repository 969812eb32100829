import type { Cart, CartItem } from '@fp/contracts';
import { quantitiesOf, quantityOf, type Draft } from '@fp/domain/order-draft';
import type { OrderItemRow } from '../order-repository.ts';
import type { EditorContext } from './context.ts';

/**
 * The cart of a draft: one line per product, meals priced per serving with their customisation.
 * Past the cutoff the lines are the order's written prices (decision 037), not today's shelves.
 */
export function cartOf(ctx: EditorContext, draft: Draft): Cart {
  const items: CartItem[] = [];
  const written = ctx.order.status !== 'upcoming';
  for (const [productId, quantity] of Object.entries(draft.quantities).map(([id, q]) => [Number(id), q] as const)) {
    if (quantity <= 0) continue;
    const product = ctx.products.get(productId);
    const rows = ctx.items.filter((i) => i.productId === productId);
    const saved = rows[0];
    const key = draft.customizations[productId] ?? null;
    const extra = ctx.customizationsOf.get(productId)?.find((c) => c.key === key)?.extraPerServingCents ?? 0;
    // An item no longer on the week's shelves (retired since) keeps what the order had.
    const itemKind = product?.itemKind ?? saved?.kind ?? 'market';
    const base = product?.basePriceCents ?? saved?.unitPriceCents ?? 0;
    items.push({
      productId,
      itemKind,
      quantity,
      unitPriceCents: written && saved ? writtenUnitPrice(rows) : base + (itemKind === 'meal' ? extra : 0),
      taxClass: product?.row.taxClass ?? saved?.taxClass ?? 'zero_rated',
      customizationKey: itemKind === 'meal' ? key : null,
    });
  }
  const pairings = Object.entries(draft.pairings)
    .map(([recipeId, ids]) => ({
      recipeId: Number(recipeId),
      productIds: ids.filter((id) => quantityOf(draft, id) > 0),
    }))
    .filter((p) => quantityOf(draft, p.recipeId) > 0 && p.productIds.length > 0);
  return { items, pairings };
}

/**
 * One unit's written price of a product the order holds in several rows (a late addition bought
 * after a price change): what those rows charged, per unit, to the cent.
 */
function writtenUnitPrice(rows: readonly OrderItemRow[]): number {
  const units = rows.reduce((n, r) => n + r.quantity, 0);
  const amount = rows.reduce((n, r) => n + r.quantity * r.unitPriceCents, 0);
  return units > 0 ? Math.round(amount / units) : rows[0]!.unitPriceCents;
}

/**
 * Whether the summary is the order's written price rather than the cart priced now (decision
 * 037): past the cutoff the amounts are those charged (late additions included); an order the
 * signup paid for keeps its price at the cutoff for as long as its cart is the one saved.
 */
export function priceIsFixed(ctx: EditorContext, cart: Cart): boolean {
  if (ctx.order.status !== 'upcoming') return true;
  if (ctx.order.paymentId === null) return false;
  const saved = quantitiesOf(ctx.items);
  return (
    cart.items.length === ctx.items.length &&
    cart.items.every(
      (i) =>
        saved.get(i.productId) === i.quantity &&
        ctx.items.some((s) => s.productId === i.productId && s.unitPriceCents === i.unitPriceCents),
    )
  );
}
