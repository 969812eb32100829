import type { CartItemKind, EditorCategory, EditorProduct, MarketCategory } from '@fp/contracts';
import { MARKET_CATEGORIES } from '@fp/contracts';
import { fitsDiet, type SubstituteCandidate } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { WeekShelves } from '../../catalog/service.ts';
import type { CustomizationRow, PairingRow } from '../../catalog/service.ts';

type ProductRow = WeekShelves['market'][number];

/** Market aisles sold as add-ons of a box (a dessert, a side) rather than groceries. */
export const ADDON_CATEGORIES: ReadonlySet<string> = new Set<MarketCategory>(['add_ons', 'desserts']);

/** At or under this many units left, a card says so. */
export const LOW_STOCK_UNITS = 5;

/** One product the editor offers, with what the rules need beside the card. */
export interface ShelfProduct {
  row: ProductRow;
  itemKind: CartItemKind;
  /** Meals: the plan's price per serving; others: the product's price. */
  basePriceCents: number;
  badge: EditorProduct['badge'];
  /** Place in the staff's ranking (the menu for meals, the aisle order for the market). */
  position: number;
  hiddenByDiet: boolean;
}

export interface ShelfInput {
  shelves: WeekShelves;
  planKind: 'rtc' | 'rte';
  preference: string;
  mealPriceCents: number;
}

/** The products the editor offers for an order: the week's meals of the plan's kind, then the market. */
export function shelfProducts(input: ShelfInput): Map<number, ShelfProduct> {
  const out = new Map<number, ShelfProduct>();
  for (const m of input.shelves.meals) {
    if (m.product.kind !== input.planKind) continue;
    out.set(m.product.id, {
      row: m.product,
      itemKind: 'meal',
      basePriceCents: input.mealPriceCents,
      badge: m.badge,
      position: m.position,
      hiddenByDiet: !fitsDiet(input.preference, m.product.tags),
    });
  }
  input.shelves.market.forEach((row, i) => {
    out.set(row.id, {
      row,
      itemKind: ADDON_CATEGORIES.has(row.category ?? '') ? 'addon' : 'market',
      basePriceCents: row.priceCents,
      badge: null,
      position: 10_000 + i,
      hiddenByDiet: false,
    });
  });
  return out;
}

export interface StockView {
  remaining: (productId: number) => number | null;
}

export function isSoldOut(p: ShelfProduct, stock: StockView): boolean {
  return p.row.soldOut || stock.remaining(p.row.id) === 0;
}

export function editorProduct(
  p: ShelfProduct,
  locale: Locale,
  stock: StockView,
  customizations: readonly CustomizationRow[],
  pairings: readonly PairingRow[],
): EditorProduct {
  const row = p.row;
  const remaining = stock.remaining(row.id);
  return {
    id: row.id,
    slug: locale === 'fr' ? row.slugFr : row.slugEn,
    name: locale === 'fr' ? row.nameFr : row.nameEn,
    kind: row.kind,
    itemKind: p.itemKind,
    category: (row.category as MarketCategory | null) ?? null,
    imageId: row.imageId,
    tags: row.tags as EditorProduct['tags'],
    allergens: row.allergens as EditorProduct['allergens'],
    prepMinutes: row.prepMinutes,
    difficulty: row.difficulty,
    unitPriceCents: p.basePriceCents,
    taxClass: row.taxClass,
    badge: p.badge,
    soldOut: isSoldOut(p, stock),
    remaining,
    lowStock: remaining !== null && remaining > 0 && remaining <= LOW_STOCK_UNITS,
    hiddenByDiet: p.hiddenByDiet,
    customizations: customizations.map((c) => ({
      key: c.key,
      name: locale === 'fr' ? c.nameFr : c.nameEn,
      extraPerServingCents: c.extraPerServingCents,
    })),
    pairingIds: pairings.map((x) => x.productId),
  };
}

/** The editor's shelves: meals first (menu order), then each market aisle in the catalogue's order. */
export function categoriesOf(products: EditorProduct[]): EditorCategory[] {
  const meals = products.filter((p) => p.itemKind === 'meal');
  const out: EditorCategory[] = meals.length ? [{ key: 'meals', itemKind: 'meal', products: meals }] : [];
  for (const category of MARKET_CATEGORIES) {
    const inAisle = products.filter((p) => p.itemKind !== 'meal' && p.category === category);
    if (inAisle.length)
      out.push({ key: category, itemKind: ADDON_CATEGORIES.has(category) ? 'addon' : 'market', products: inAisle });
  }
  return out;
}

export function substituteCandidate(p: ShelfProduct, stock: StockView): SubstituteCandidate {
  return {
    id: p.row.id,
    itemKind: p.itemKind,
    kind: p.row.kind,
    category: p.row.category,
    tags: p.row.tags,
    allergens: p.row.allergens,
    unitPriceCents: p.basePriceCents,
    remaining: stock.remaining(p.row.id),
    soldOut: p.row.soldOut,
    position: p.position,
  };
}
