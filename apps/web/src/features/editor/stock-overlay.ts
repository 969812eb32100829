import type { EditorCategory, EditorStock } from '@fp/contracts';

/**
 * The menu's products with the week's stock laid over them (the order's `stock`, then each
 * `products_availability_info` after a save): sold out, units left, "Only 2 left". Products the
 * list does not name keep theirs, and the same arrays come back when nothing moved.
 */
export function withStock(categories: EditorCategory[], stock: readonly EditorStock[]): EditorCategory[] {
  if (stock.length === 0) return categories;
  const byId = new Map(stock.map((s) => [s.productId, s]));
  return categories.map((category) => {
    let moved = false;
    const products = category.products.map((product) => {
      const s = byId.get(product.id);
      if (!s || (s.soldOut === product.soldOut && s.remaining === product.remaining && s.lowStock === product.lowStock))
        return product;
      moved = true;
      return { ...product, soldOut: s.soldOut, remaining: s.remaining, lowStock: s.lowStock };
    });
    return moved ? { ...category, products } : category;
  });
}
