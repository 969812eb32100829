import type { EditorCategory, getProductsAvailabilityInfo, OutputOf } from '@fp/contracts';
import { quantityOf, setQuantity, type Draft } from './draft.ts';

export type Availability = OutputOf<typeof getProductsAvailabilityInfo>;

/**
 * The week's menu with the latest stock (`products_availability_info`, asked again after each
 * save) in place of what the editor's first answer said: sold out, units left, "Only 2 left".
 * Products the answer does not list keep theirs; the same arrays come back when nothing moved.
 */
export function withAvailability(categories: EditorCategory[], info: Availability | undefined): EditorCategory[] {
  if (!info) return categories;
  const stock = new Map(info.products.map((p) => [p.productId, p]));
  return categories.map((category) => {
    let moved = false;
    const products = category.products.map((product) => {
      const s = stock.get(product.id);
      if (!s || (s.soldOut === product.soldOut && s.remaining === product.remaining && s.lowStock === product.lowStock))
        return product;
      moved = true;
      return { ...product, soldOut: s.soldOut, remaining: s.remaining, lowStock: s.lowStock };
    });
    return moved ? { ...category, products } : category;
  });
}

/** The draft without the cart's items that sold out before the editor opened (the sold-out dialog says so). */
export function withoutSoldOut(draft: Draft, soldOut: Availability['soldOutInCart']): Draft {
  return soldOut.reduce(
    (next, item) => setQuantity(next, item.productId, Math.min(quantityOf(next, item.productId), item.remaining)),
    draft,
  );
}
