import type { CartItemKind, CartLine } from './cart-quote.ts';
import type { TaxClass } from './tax.ts';

// The rules of a week's box being edited (decision 032: drafts are saved whole), the same in the
// browser, which keeps the draft until "Save", and on the server, which checks and applies it.
// Plain records only, so a draft crosses JSON as it is. The shapes are structural: @fp/contracts'
// `Cart`, `EditorProduct` and `EditorPlan` fit them, and the server passes its own rows.

export type CartTaxClass = Exclude<TaxClass, 'delivery'>;

/** One line of a saved cart (`Cart['items']` of the contracts). Meals in servings, the rest in units. */
export interface SavedItem {
  productId: number;
  itemKind: CartItemKind;
  quantity: number;
  /** Includes the chosen customisation, per serving. */
  unitPriceCents: number;
  taxClass: CartTaxClass;
  customizationKey: string | null;
}

export interface SavedCart {
  items: readonly SavedItem[];
  /** The pairing products chosen with each recipe (their quantities are items). */
  pairings: readonly { recipeId: number; productIds: readonly number[] }[];
}

/**
 * What the household chose since the last save. A product at 0 is out of the cart. A recipe's
 * customisation and pairings stay recorded while it is out, as the server keeps them: they count
 * again only when it comes back.
 */
export interface Draft {
  /** Servings for meals, units for add-ons and market items. */
  quantities: Readonly<Record<number, number>>;
  /** A recipe's chosen customisation; absent for the standard recipe. */
  customizations: Readonly<Record<number, string>>;
  /** The pairing products chosen with each recipe. */
  pairings: Readonly<Record<number, readonly number[]>>;
}

/** What the rules read of the household's plan (`EditorPlan`). */
export interface DraftPlan {
  /** Servings of each recipe: one press of a meal's stepper. */
  servingsPerRecipe: number;
  /** The meals the plan takes each week: a save holds exactly this many. */
  meals: number;
}

/** What the editor may do with the order (`EditorMode`). */
export type DraftMode = 'editable' | 'additions_only' | 'locked';

/** A product as the stock rules read it (`EditorProduct`). */
export interface StockedProduct {
  id: number;
  itemKind: CartItemKind;
  soldOut: boolean;
  /** Units left beyond what this order holds, when counted. */
  remaining: number | null;
}

/** A product as the price of a draft reads it (`EditorProduct`). */
export interface PricedProduct {
  itemKind: CartItemKind;
  /** Meals: per serving; the rest: per unit. */
  unitPriceCents: number;
  taxClass: CartTaxClass;
  customizations: readonly { key: string; extraPerServingCents: number }[];
}

/** A product as a save's checks read it: what the week's shelves offer. */
export interface ShelfProduct {
  itemKind: CartItemKind;
  /** Left out by the household's diet: never added. */
  hiddenByDiet: boolean;
  soldOut: boolean;
}

/** The most of one product a cart may hold (the contracts' `CART_MAX_QUANTITY`). */
export const DRAFT_MAX_QUANTITY = 40;

export function draftFrom(cart: SavedCart): Draft {
  const quantities: Record<number, number> = {};
  const customizations: Record<number, string> = {};
  for (const item of cart.items) {
    quantities[item.productId] = (quantities[item.productId] ?? 0) + item.quantity;
    if (item.itemKind === 'meal' && item.customizationKey !== null)
      customizations[item.productId] = item.customizationKey;
  }
  const pairings: Record<number, number[]> = {};
  for (const p of cart.pairings) pairings[p.recipeId] = [...p.productIds];
  return { quantities, customizations, pairings };
}

export const quantityOf = (draft: Draft, productId: number): number => draft.quantities[productId] ?? 0;

const savedQuantity = (saved: SavedCart, productId: number) =>
  saved.items.reduce((n, i) => (i.productId === productId ? n + i.quantity : n), 0);

/** One press of a stepper: a whole meal (the plan's servings per recipe) or one unit. */
export function stepOf(product: { itemKind: CartItemKind }, plan: Pick<DraftPlan, 'servingsPerRecipe'>): number {
  return product.itemKind === 'meal' ? Math.max(1, plan.servingsPerRecipe) : 1;
}

/** Meals in the draft: the servings of its recipes over the plan's servings per recipe. */
export function mealsIn(
  draft: Draft,
  products: ReadonlyMap<number, { itemKind: CartItemKind }>,
  plan: Pick<DraftPlan, 'servingsPerRecipe'>,
): number {
  let servings = 0;
  for (const [id, quantity] of entries(draft.quantities)) {
    if (products.get(id)?.itemKind === 'meal') servings += quantity;
  }
  return Math.floor(servings / Math.max(1, plan.servingsPerRecipe));
}

/** Why a product cannot take one more step now. */
export type AddBlock = 'sold_out' | 'no_stock' | 'plan_full' | 'locked' | 'max';

export function addBlock(
  draft: Draft,
  saved: SavedCart,
  product: StockedProduct,
  plan: DraftPlan,
  mode: DraftMode,
  products: ReadonlyMap<number, { itemKind: CartItemKind }>,
): AddBlock | undefined {
  if (mode === 'locked') return 'locked';
  const next = quantityOf(draft, product.id) + stepOf(product, plan);
  if (next > DRAFT_MAX_QUANTITY) return 'max';
  const held = savedQuantity(saved, product.id);
  if (product.remaining !== null && next > held + product.remaining) {
    return product.soldOut && held === 0 ? 'sold_out' : 'no_stock';
  }
  if (product.soldOut && next > held) return 'sold_out';
  if (product.itemKind === 'meal' && mode === 'editable' && mealsIn(draft, products, plan) >= plan.meals) {
    return 'plan_full';
  }
  return undefined;
}

/** Whether one step may come off: never below what a billed order already holds. */
export function canRemove(draft: Draft, saved: SavedCart, productId: number, mode: DraftMode): boolean {
  if (mode === 'locked') return false;
  const now = quantityOf(draft, productId);
  return mode === 'additions_only' ? now > savedQuantity(saved, productId) : now > 0;
}

export function setQuantity(draft: Draft, productId: number, quantity: number): Draft {
  const quantities = { ...draft.quantities };
  if (quantity > 0) quantities[productId] = quantity;
  else delete quantities[productId];
  return { ...draft, quantities };
}

/** A recipe's customisation; null is the standard recipe. */
export function setCustomization(draft: Draft, productId: number, key: string | null): Draft {
  const customizations = { ...draft.customizations };
  if (key === null) delete customizations[productId];
  else customizations[productId] = key;
  return { ...draft, customizations };
}

/** One more unit of a pairing product, remembered as chosen with the recipe. */
export function addPairing(draft: Draft, recipeId: number, productId: number): Draft {
  const chosen = draft.pairings[recipeId] ?? [];
  const next = setQuantity(draft, productId, quantityOf(draft, productId) + 1);
  return {
    ...next,
    pairings: { ...next.pairings, [recipeId]: chosen.includes(productId) ? chosen : [...chosen, productId] },
  };
}

/** A product's new quantity in a save (0 removes it). */
export interface QuantityChange {
  productId: number;
  quantity: number;
}

/** A recipe of the cart with another customisation (null: the standard recipe). */
export interface CustomizationChange {
  productId: number;
  customizationKey: string | null;
}

/** The pairings chosen with a recipe of the cart, with their quantities (0 removes one). */
export interface PairingsChange {
  recipeId: number;
  pairings: QuantityChange[];
}

/** One save (`orders/update_quantity`'s body without the order's version and session). */
export interface DraftChanges {
  items: QuantityChange[];
  customizations?: CustomizationChange[];
  pairings?: PairingsChange[];
}

/**
 * What one save sends: every product whose quantity differs from the saved cart (0 removes it),
 * then the customisations and the chosen pairings that differ, of recipes in the cart. The lists
 * of customisations and pairings are left out when empty.
 */
export function draftChanges(saved: SavedCart, draft: Draft): DraftChanges {
  const before = new Map<number, number>();
  for (const i of saved.items) before.set(i.productId, (before.get(i.productId) ?? 0) + i.quantity);
  const items = [...new Set([...before.keys(), ...ids(draft.quantities)])]
    .filter((id) => (before.get(id) ?? 0) !== quantityOf(draft, id))
    .sort(byNumber)
    .map((productId) => ({ productId, quantity: quantityOf(draft, productId) }));

  const keyBefore = new Map(saved.items.map((i) => [i.productId, i.itemKind === 'meal' ? i.customizationKey : null]));
  const customizations = [...new Set([...keyBefore.keys(), ...ids(draft.customizations)])]
    .sort(byNumber)
    .filter((id) => quantityOf(draft, id) > 0 && (keyBefore.get(id) ?? null) !== (draft.customizations[id] ?? null))
    .map((productId) => ({ productId, customizationKey: draft.customizations[productId] ?? null }));

  // A pairing counts while its product is in the cart, as the saved cart lists them.
  const pairedBefore = new Map(saved.pairings.map((p) => [p.recipeId, idList(p.productIds)]));
  const paired = (chosen: readonly number[]) => idList(chosen.filter((id) => quantityOf(draft, id) > 0));
  const pairings = entries(draft.pairings)
    .filter(
      ([recipeId, chosen]) => quantityOf(draft, recipeId) > 0 && (pairedBefore.get(recipeId) ?? '') !== paired(chosen),
    )
    .map(([recipeId, chosen]) => ({
      recipeId,
      pairings: chosen.map((productId) => ({ productId, quantity: quantityOf(draft, productId) })),
    }));

  return {
    items,
    ...(customizations.length > 0 ? { customizations } : {}),
    ...(pairings.length > 0 ? { pairings } : {}),
  };
}

/** Whether a save would change anything. */
export const hasChanges = (changes: DraftChanges): boolean =>
  changes.items.length + (changes.customizations?.length ?? 0) + (changes.pairings?.length ?? 0) > 0;

export function isDirty(saved: SavedCart, draft: Draft): boolean {
  return hasChanges(draftChanges(saved, draft));
}

/** The customisations and pairings each recipe offers, as a save checks them. */
export interface DraftOffers {
  customizationKeys(productId: number): readonly string[];
  pairingIds(recipeId: number): readonly number[];
}

/** The offers of the menu's products (`EditorProduct`'s customisations and pairing ids). */
export function offersOf(
  products: ReadonlyMap<number, { customizations: readonly { key: string }[]; pairingIds: readonly number[] }>,
): DraftOffers {
  return {
    customizationKeys: (id) => products.get(id)?.customizations.map((c) => c.key) ?? [],
    pairingIds: (id) => products.get(id)?.pairingIds ?? [],
  };
}

/** Why a save's customisation or pairing cannot apply; `field` is the request's field at fault. */
export type ChangeProblem =
  | { code: 'not_in_cart'; field: 'productId' | 'recipeId'; productId: number }
  | { code: 'unknown_customization'; productId: number; customizationKey: string }
  | { code: 'unknown_pairing'; recipeId: number; productIds: number[] };

export type AppliedChanges = { draft: Draft; problem?: undefined } | { draft?: undefined; problem: ChangeProblem };

/**
 * What the server does with a save: the quantities first, then each customisation (of a recipe in
 * the cart, among those it offers; null is the standard recipe), then each recipe's pairings (of a
 * recipe in the cart, among those it offers: each pairing's quantity is set, and it is chosen while
 * above 0). The first problem stops it.
 */
export function applyChanges(draft: Draft, changes: DraftChanges, offers: DraftOffers): AppliedChanges {
  let next = draft;
  for (const i of changes.items) next = setQuantity(next, i.productId, i.quantity);
  for (const c of changes.customizations ?? []) {
    if (quantityOf(next, c.productId) <= 0) {
      return { problem: { code: 'not_in_cart', field: 'productId', productId: c.productId } };
    }
    if (c.customizationKey !== null && !offers.customizationKeys(c.productId).includes(c.customizationKey)) {
      return {
        problem: { code: 'unknown_customization', productId: c.productId, customizationKey: c.customizationKey },
      };
    }
    next = setCustomization(next, c.productId, c.customizationKey);
  }
  for (const p of changes.pairings ?? []) {
    if (quantityOf(next, p.recipeId) <= 0) {
      return { problem: { code: 'not_in_cart', field: 'recipeId', productId: p.recipeId } };
    }
    const offered = new Set(offers.pairingIds(p.recipeId));
    const unknown = p.pairings.filter((x) => !offered.has(x.productId)).map((x) => x.productId);
    if (unknown.length > 0) return { problem: { code: 'unknown_pairing', recipeId: p.recipeId, productIds: unknown } };
    let chosen = [...(next.pairings[p.recipeId] ?? [])];
    for (const x of p.pairings) {
      next = setQuantity(next, x.productId, x.quantity);
      chosen = chosen.filter((id) => id !== x.productId);
      if (x.quantity > 0) chosen.push(x.productId);
    }
    next = { ...next, pairings: { ...next.pairings, [p.recipeId]: chosen } };
  }
  return { draft: next };
}

/** A billed order's draft as the late additions to pay for: what each product gained since the save. */
export function additionsOf(saved: SavedCart, draft: Draft): QuantityChange[] {
  return entries(draft.quantities)
    .map(([productId, quantity]) => ({ productId, quantity: quantity - savedQuantity(saved, productId) }))
    .filter((a) => a.quantity > 0)
    .sort((a, b) => a.productId - b.productId);
}

/**
 * The draft moved onto a newer saved cart that changed elsewhere (a market subscription added its
 * item to this order): each product keeps the household's own change on top of the new quantity.
 */
export function rebaseDraft(draft: Draft, before: SavedCart, after: SavedCart): Draft {
  let next = draft;
  const products = new Set([...before.items, ...after.items].map((i) => i.productId));
  for (const id of products) {
    const delta = savedQuantity(after, id) - savedQuantity(before, id);
    if (delta !== 0) next = setQuantity(next, id, Math.max(0, quantityOf(next, id) + delta));
  }
  return next;
}

/**
 * The draft as priced lines for `cartQuote()`: a meal's price per serving includes its chosen
 * customisation. A product the menu no longer lists keeps its saved line's price.
 */
export function draftLines(draft: Draft, saved: SavedCart, products: ReadonlyMap<number, PricedProduct>): CartLine[] {
  const savedById = new Map(saved.items.map((i) => [i.productId, i]));
  const lines: CartLine[] = [];
  for (const [productId, quantity] of entries(draft.quantities)) {
    const product = products.get(productId);
    if (!product) {
      const before = savedById.get(productId);
      if (before) {
        const { itemKind, unitPriceCents, taxClass } = before;
        lines.push({ productId, itemKind, quantity, unitPriceCents, taxClass });
      }
      continue;
    }
    const key = draft.customizations[productId];
    const extra = product.customizations.find((c) => c.key === key)?.extraPerServingCents ?? 0;
    lines.push({
      productId,
      itemKind: product.itemKind,
      quantity,
      unitPriceCents: product.unitPriceCents + (product.itemKind === 'meal' ? extra : 0),
      taxClass: product.taxClass,
    });
  }
  return lines.sort((a, b) => a.productId - b.productId);
}

/** The first reason a draft cannot be saved, in the order a save checks them. */
export type DraftProblem =
  /** Added products the week's shelves do not have. */
  | { code: 'unknown_product'; productIds: number[] }
  /** Added recipes the household's diet leaves out ("Diet settings limit the recipes available"). */
  | { code: 'diet_limited'; productIds: number[] }
  /** Added products the catalogue marks sold out for the week. */
  | { code: 'sold_out'; productIds: number[] }
  /** Meals whose servings are not whole recipes of the plan. */
  | { code: 'meal_servings'; productIds: number[] }
  /** The cart does not hold the plan's meals. */
  | { code: 'plan_meal_count'; meals: number; required: number };

/**
 * Checks a draft against what the week offers before it is written: only what it adds must be
 * on the shelves, fit the diet and not be sold out (what the order already holds stays even if
 * the shelves changed); every meal is whole recipes, and the cart holds exactly the plan's meals.
 * `before` is the order as saved (a product off the shelves keeps its saved kind).
 */
export function draftProblem({
  before,
  draft,
  products,
  plan,
}: {
  before: readonly { productId: number; itemKind: CartItemKind; quantity: number }[];
  draft: Draft;
  products: ReadonlyMap<number, ShelfProduct>;
  plan: DraftPlan;
}): DraftProblem | undefined {
  const held = new Map<number, number>();
  const savedKind = new Map<number, CartItemKind>();
  for (const i of before) {
    held.set(i.productId, (held.get(i.productId) ?? 0) + i.quantity);
    savedKind.set(i.productId, i.itemKind);
  }
  const inDraft = entries(draft.quantities).sort(([a], [b]) => a - b);
  const added = inDraft.filter(([id, q]) => q > (held.get(id) ?? 0)).map(([id]) => id);
  const unknown = added.filter((id) => !products.has(id));
  if (unknown.length > 0) return { code: 'unknown_product', productIds: unknown };
  const hidden = added.filter((id) => products.get(id)!.hiddenByDiet);
  if (hidden.length > 0) return { code: 'diet_limited', productIds: hidden };
  const soldOut = added.filter((id) => products.get(id)!.soldOut);
  if (soldOut.length > 0) return { code: 'sold_out', productIds: soldOut };
  const perRecipe = Math.max(1, plan.servingsPerRecipe);
  const meals = inDraft.filter(([id, q]) => q > 0 && (products.get(id)?.itemKind ?? savedKind.get(id)) === 'meal');
  const broken = meals.filter(([, q]) => q % perRecipe !== 0).map(([id]) => id);
  if (broken.length > 0) return { code: 'meal_servings', productIds: broken };
  const count = meals.reduce((n, [, q]) => n + q, 0) / perRecipe;
  if (count !== plan.meals) return { code: 'plan_meal_count', meals: count, required: plan.meals };
  return undefined;
}

/** Units a save takes from (positive) or gives back to (negative) a product's stock of the week. */
export interface StockChange {
  productId: number;
  delta: number;
}

/**
 * What a save takes from and gives back to the week's stock, and what the order holds after it
 * (decision 032). An increase takes its units; a decrease gives back at most what the order took
 * through the editor, so units of a generated order (never taken) cannot swell the stock.
 */
export function stockChanges(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
  held: ReadonlyMap<number, number>,
): { stock: StockChange[]; holds: Map<number, number> } {
  const stock: StockChange[] = [];
  const holds = new Map<number, number>();
  for (const productId of new Set([...before.keys(), ...after.keys(), ...held.keys()])) {
    const was = before.get(productId) ?? 0;
    const now = after.get(productId) ?? 0;
    const hold = held.get(productId) ?? 0;
    let delta = 0;
    if (now > was) delta = now - was;
    else if (now < was) delta = -Math.min(hold, was - now);
    if (delta !== 0) stock.push({ productId, delta });
    if (hold + delta > 0) holds.set(productId, hold + delta);
  }
  return { stock, holds };
}

/** Quantities by product of a list of lines (a product may appear once per line). */
export function quantitiesOf(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}

const byNumber = (a: number, b: number) => a - b;
const ids = (record: Readonly<Record<number, unknown>>) => Object.keys(record).map(Number);
const entries = <T>(record: Readonly<Record<number, T>>): [number, T][] =>
  Object.entries(record).map(([k, v]): [number, T] => [Number(k), v as T]);
/** A set of ids as one comparable value, whatever their order. */
const idList = (list: readonly number[]) => [...new Set(list)].sort(byNumber).join(',');
