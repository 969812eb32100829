import { createHash } from 'node:crypto';
import { EditorProduct } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import type { RecipeExtras, WeekShelves } from '../../catalog/service.ts';
import { categoriesOf, editorProduct, shelfProducts, type ShelfProduct, type StockView } from './shelves.ts';

/** What every household of a week, region, plan kind, diet, meal price and language is offered. */
export interface MenuView {
  products: Map<number, ShelfProduct>;
  dietLimited: boolean;
  /**
   * `editor_menu`'s answer (`{ categories, dietLimited }`, no live stock) as UTF-8 JSON, each
   * product checked against its contract once when built.
   */
  bytes: Buffer;
  /** A digest of `bytes`: the menu's `version` in its key, so its address changes with its content. */
  version: string;
  extras: RecipeExtras;
}

export interface MenuKey {
  planKind: 'rtc' | 'rte';
  preference: string;
  mealPriceCents: number;
}

const NO_STOCK: StockView = { remaining: () => null };

/** Menus kept per week and region: a few plan kinds, diets and meal prices are in use at once. */
const MAX_VIEWS = 64;

/**
 * The editor's menu (decisions 032, 039): built once per catalogue version (the shelves object,
 * which the catalogue replaces when its version moves) and kept serialised with its digest, so
 * `editor_data_v2` names it by key and `editor_menu` sends it without rebuilding, checking or
 * `JSON.stringify` of the whole market.
 */
export function createMenuCache(extras: () => Promise<RecipeExtras>) {
  const byShelves = new WeakMap<WeekShelves, Map<string, MenuView>>();
  const productsByShelves = new WeakMap<WeekShelves, Map<string, Map<number, ShelfProduct>>>();

  function productsOf(shelves: WeekShelves, key: MenuKey): Map<number, ShelfProduct> {
    let held = productsByShelves.get(shelves);
    if (!held) productsByShelves.set(shelves, (held = new Map()));
    const k = `${key.planKind}|${key.preference}|${key.mealPriceCents}`;
    let products = held.get(k);
    // Bounded: `editor_menu` is public, and any price or diet asked for would otherwise stay.
    if (!products && held.size >= MAX_VIEWS) held.clear();
    if (!products) held.set(k, (products = shelfProducts({ shelves, ...key })));
    return products;
  }

  function productJson(p: ShelfProduct, locale: Locale, x: RecipeExtras): string {
    const meal = p.itemKind === 'meal';
    const product = editorProduct(
      p,
      locale,
      NO_STOCK,
      meal ? (x.customizationsOf.get(p.row.id) ?? []) : [],
      meal ? (x.pairingsOf.get(p.row.id) ?? []) : [],
    );
    return JSON.stringify(EditorProduct.parse(product));
  }

  return {
    productsOf,

    async view(shelves: WeekShelves, key: MenuKey, locale: Locale): Promise<MenuView> {
      const x = await extras();
      let held = byShelves.get(shelves);
      if (!held) byShelves.set(shelves, (held = new Map()));
      // The extras are part of the key by identity: a new catalogue version loads them anew.
      const k = `${key.planKind}|${key.preference}|${key.mealPriceCents}|${locale}`;
      const view = held.get(k);
      if (view?.extras === x) return view;
      if (!view && held.size >= MAX_VIEWS) held.clear();
      const products = productsOf(shelves, key);
      const cards = [...products.values()].map((p) => editorProduct(p, locale, NO_STOCK, [], []));
      const dietLimited = cards.some((c) => c.hiddenByDiet);
      const categories = categoriesOf(cards).map(
        (c) =>
          `{"key":${JSON.stringify(c.key)},"itemKind":${JSON.stringify(c.itemKind)},"products":[${c.products
            .map((card) => productJson(products.get(card.id)!, locale, x))
            .join(',')}]}`,
      );
      const bytes = Buffer.from(`{"categories":[${categories.join(',')}],"dietLimited":${dietLimited}}`);
      const built: MenuView = {
        products,
        dietLimited,
        bytes,
        version: createHash('sha256').update(bytes).digest('base64url').slice(0, 22),
        extras: x,
      };
      held.set(k, built);
      return built;
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
