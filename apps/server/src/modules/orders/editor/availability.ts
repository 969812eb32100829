import { GHOST_ADDONS_MAX, type EditorStock, type SoldOutDetails } from '@fp/contracts';
import { fitsDiet, rankSubstitutes } from '@fp/domain';
import { quantityOf } from '@fp/domain/order-draft';
import type { Locale } from '@fp/i18n';
import { AppError } from '../../../http/errors.ts';
import type { StockShortage } from '../../stock/service.ts';
import type { EditorContext } from './context.ts';
import { isSoldOut, LOW_STOCK_UNITS, substituteCandidate, type ShelfProduct, type StockView } from './shelves.ts';

// What the editor shows of the week's stock: the low counts, the add-ons it suggests, and the
// substitutes of what sold out.

/** The week's low stock of the menu's products, laid over `editor_menu`'s "plenty left" by the browser. */
export function stockOverlay(ctx: EditorContext): EditorStock[] {
  const out: EditorStock[] = [];
  for (const [productId] of [...ctx.stockRows].sort((a, b) => a[0] - b[0])) {
    const p = ctx.products.get(productId);
    if (p) out.push(stockOfProduct(ctx, p));
  }
  return out;
}

/** A product's stock as the editor shows it: sold out, units left when counted, "Only 2 left". */
export function stockOfProduct(ctx: EditorContext, p: ShelfProduct): EditorStock {
  const remaining = ctx.stock.remaining(p.row.id);
  return {
    productId: p.row.id,
    soldOut: isSoldOut(p, ctx.stock),
    remaining,
    lowStock: remaining !== null && remaining > 0 && remaining <= LOW_STOCK_UNITS,
  };
}

/** The add-ons suggested for an order, best first (at most six): see `ghostAddons`. */
export function ghostIds(ctx: EditorContext): number[] {
  const inCart = (id: number) => quantityOf(ctx.draft, id) > 0;
  const paired = Object.keys(ctx.draft.quantities)
    .map(Number)
    .filter((id) => inCart(id) && ctx.products.get(id)?.itemKind === 'meal')
    .flatMap((id) => (ctx.pairingsOf.get(id) ?? []).map((p) => p.productId));
  const addons = [...ctx.products.values()].filter((p) => p.itemKind === 'addon').map((p) => p.row.id);
  return [...new Set([...paired, ...addons])]
    .filter((id) => {
      const p = ctx.products.get(id);
      return p !== undefined && !inCart(id) && !isSoldOut(p, ctx.stock);
    })
    .slice(0, GHOST_ADDONS_MAX);
}

/**
 * Why a save could not take its units: each short product with what is left and up to three
 * substitutes from the week's fresh stock (`stockRows`), as a 409 `sold_out` (SPEC.md §8).
 */
export function soldOutError(
  ctx: EditorContext,
  shortages: StockShortage[],
  stockRows: ReadonlyMap<number, number>,
  locale: Locale,
): AppError {
  const stock: StockView = { remaining: (id) => stockRows.get(id) ?? null };
  const candidates = [...ctx.products.values()]
    .filter((p) => !p.hiddenByDiet)
    .map((p) => substituteCandidate(p, stock));
  const inCart = new Set(Object.keys(ctx.draft.quantities).map(Number));
  const name = (p: ShelfProduct) => (locale === 'fr' ? p.row.nameFr : p.row.nameEn);
  const details: SoldOutDetails = {
    soldOut: shortages.map((s) => {
      const product = ctx.products.get(s.productId);
      const wanted = Math.max(1, quantityOf(ctx.draft, s.productId));
      const substitutes = product
        ? rankSubstitutes(substituteCandidate(product, stock), candidates, {
            fitsDiet: (tags) => product.itemKind !== 'meal' || fitsDiet(ctx.plan.preference, tags),
            // No household allergen profile (SPEC.md): the domain keeps substitutes within the
            // sold-out item's own allergens.
            avoidAllergens: [],
            quantity: wanted,
            exclude: inCart,
          })
        : [];
      return {
        productId: s.productId,
        name: product ? name(product) : '',
        remaining: s.remaining,
        substitutes: substitutes.map((c) => {
          const p = ctx.products.get(c.id)!;
          return { productId: c.id, name: name(p), unitPriceCents: c.unitPriceCents, imageId: p.row.imageId };
        }),
      };
    }),
  };
  return new AppError('sold_out', 409, { messageKey: 'orders:errors.soldOut', details });
}
