import { EditorProduct } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import type { WeekShelves } from '../catalog/service.ts';
import type { CustomizationRow, PairingRow } from './repository.ts';
import { categoriesOf, editorProduct, shelfProducts, type ShelfProduct, type StockView } from './shelves.ts';

/** The recipes' customisations and pairings, grouped by recipe. */
export interface RecipeExtras {
  customizationsOf: Map<number, CustomizationRow[]>;
  pairingsOf: Map<number, PairingRow[]>;
}

/** What every household of a week, region, plan kind, diet, meal price and language is offered. */
export interface MenuView {
  products: Map<number, ShelfProduct>;
  dietLimited: boolean;
  /**
   * The `categories` of `editor_data_v2` as JSON, each product checked against its contract once
   * when built; `remaining` of a product the stock lists is written per request (`categoriesJson`).
   */
  aisles: { head: string; products: { id: number; json: string }[] }[];
  extras: RecipeExtras;
}

export interface MenuKey {
  planKind: 'rtc' | 'rte';
  preference: string;
  mealPriceCents: number;
}

const NO_STOCK: StockView = { remaining: () => null };

/**
 * The editor's menu (decision 032, "Measured"): built once per catalogue version (the shelves
 * object, which the catalogue replaces when its version moves) and kept serialised, so a read costs
 * no rebuilding, no contract check and no `JSON.stringify` of the whole market.
 */
export function createMenuCache(extras: (shelves: WeekShelves) => Promise<RecipeExtras>) {
  const byShelves = new WeakMap<WeekShelves, Map<string, MenuView>>();
  // The categories' bytes per view, by the low stock they show: the week's low stock moves only
  // when a cart takes or gives back one of those few items, so most reads find their bytes here.
  const bytesByView = new WeakMap<MenuView, Map<string, Buffer>>();
  const productsByShelves = new WeakMap<WeekShelves, Map<string, Map<number, ShelfProduct>>>();

  function productsOf(shelves: WeekShelves, key: MenuKey): Map<number, ShelfProduct> {
    let held = productsByShelves.get(shelves);
    if (!held) productsByShelves.set(shelves, (held = new Map()));
    const k = `${key.planKind}|${key.preference}|${key.mealPriceCents}`;
    let products = held.get(k);
    if (!products) held.set(k, (products = shelfProducts({ shelves, ...key })));
    return products;
  }

  function productJson(p: ShelfProduct, locale: Locale, stock: StockView, x: RecipeExtras): string {
    const meal = p.itemKind === 'meal';
    const product = editorProduct(
      p,
      locale,
      stock,
      meal ? (x.customizationsOf.get(p.row.id) ?? []) : [],
      meal ? (x.pairingsOf.get(p.row.id) ?? []) : [],
    );
    return JSON.stringify(EditorProduct.parse(product));
  }

  return {
    productsOf,

    async view(shelves: WeekShelves, key: MenuKey, locale: Locale): Promise<MenuView> {
      const x = await extras(shelves);
      let held = byShelves.get(shelves);
      if (!held) byShelves.set(shelves, (held = new Map()));
      // The extras are part of the key by identity: a new load (a seed added some) builds anew.
      const k = `${key.planKind}|${key.preference}|${key.mealPriceCents}|${locale}`;
      const view = held.get(k);
      if (view?.extras === x) return view;
      const products = productsOf(shelves, key);
      const cards = [...products.values()].map((p) => editorProduct(p, locale, NO_STOCK, [], []));
      const built: MenuView = {
        products,
        dietLimited: cards.some((c) => c.hiddenByDiet),
        extras: x,
        aisles: categoriesOf(cards).map((c) => ({
          head: `{"key":${JSON.stringify(c.key)},"itemKind":${JSON.stringify(c.itemKind)},"products":[`,
          products: c.products.map((card) => ({
            id: card.id,
            json: productJson(products.get(card.id)!, locale, NO_STOCK, x),
          })),
        })),
      };
      held.set(k, built);
      return built;
    },

    /**
     * The categories as UTF-8 JSON bytes for the week's low stock `stockRows` (the products it
     * lists written with their count, see `categoriesJson`), kept for the next read that shows
     * the same counts.
     */
    categoriesBytes(view: MenuView, locale: Locale, stockRows: ReadonlyMap<number, number>): Buffer {
      let shown = '';
      for (const [id, remaining] of [...stockRows].sort((a, b) => a[0] - b[0]))
        if (view.products.has(id)) shown += `${id}:${remaining},`;
      let held = bytesByView.get(view);
      if (!held) bytesByView.set(view, (held = new Map()));
      let bytes = held.get(shown);
      if (!bytes) {
        if (held.size >= 16) held.clear();
        const stock: StockView = { remaining: (id) => stockRows.get(id) ?? null };
        bytes = Buffer.from(this.categoriesJson(view, locale, stock, new Set(stockRows.keys())));
        held.set(shown, bytes);
      }
      return bytes;
    },

    /** The categories as JSON, the products the stock lists (running low) written with their count. */
    categoriesJson(view: MenuView, locale: Locale, stock: StockView, listed: ReadonlySet<number>): string {
      const x = view.extras;
      return `[${view.aisles
        .map(
          (a) =>
            `${a.head}${a.products
              .map((p) => (listed.has(p.id) ? productJson(view.products.get(p.id)!, locale, stock, x) : p.json))
              .join(',')}]}`,
        )
        .join(',')}]`;
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
