// The picture of one catalogue product, as the seeder stores it and the catalogue test checks it:
// a meal (and a market item with a picture of its own) is drawn from its seed's `picture`, any
// other market item shows its aisle.
import type { MarketItemSeed, MealSeed } from '../seed/types.ts';
import { type DrawnSummary, summarise } from './drawn.ts';
import { type IllustrationOptions, illustrate, illustratePicture } from './render.ts';
import type { IllustrationSubject } from './subjects.ts';

export interface ProductPicture {
  /** Stored as the image's subject: `dish` for a product's own dish, else the aisle's subject. */
  subject: IllustrationSubject | 'dish';
  svg: string;
  drawn: DrawnSummary;
}

export function productPicture(product: MealSeed | MarketItemSeed, options: IllustrationOptions = {}): ProductPicture {
  const picture = product.picture;
  if (picture) {
    const { svg, drawn } = illustratePicture(picture, product.key, options);
    return { subject: 'dish', svg, drawn: summarise(drawn) };
  }
  const subject: IllustrationSubject = 'kind' in product ? product.family : `market_${product.category}`;
  const { svg, drawn } = illustrate(subject, product.key, options);
  return { subject, svg, drawn: summarise(drawn) };
}
