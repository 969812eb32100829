import type { EditorCategory, getProductsAvailabilityInfo, OutputOf } from '@fp/contracts';
import { quantityOf, setQuantity, type Draft } from '@fp/domain/order-draft';
import { withStock } from '../stock-overlay.ts';

export type Availability = OutputOf<typeof getProductsAvailabilityInfo>;

/** The week's menu with the latest stock (`products_availability_info`, asked again after each save). */
export function withAvailability(categories: EditorCategory[], info: Availability | undefined): EditorCategory[] {
  return info ? withStock(categories, info.products) : categories;
}

/** The draft without the cart's items that sold out before the editor opened (the sold-out dialog says so). */
export function withoutSoldOut(draft: Draft, soldOut: Availability['soldOutInCart']): Draft {
  return soldOut.reduce(
    (next, item) => setQuantity(next, item.productId, Math.min(quantityOf(next, item.productId), item.remaining)),
    draft,
  );
}
