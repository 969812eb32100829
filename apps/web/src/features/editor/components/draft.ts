import type { Cart, CartItem, EditorMode, EditorPlan, EditorProduct } from '@fp/contracts';
import type { CartLine } from '@fp/domain/cart-quote';

/**
 * The editor's draft cart: what the household chose since the last save, kept in the browser until
 * "Save" (decision 032: drafts are saved whole). Quantities are servings for meals and units for
 * add-ons and market items; a product at 0 is out of the cart.
 */
export interface Draft {
  quantities: Readonly<Record<number, number>>;
  /** A recipe's chosen customisation (null: the standard recipe). */
  customizations: Readonly<Record<number, string | null>>;
  /** The pairing products chosen with each recipe. */
  pairings: Readonly<Record<number, readonly number[]>>;
}

export function draftFrom(cart: Cart): Draft {
  const quantities: Record<number, number> = {};
  const customizations: Record<number, string | null> = {};
  for (const item of cart.items) {
    quantities[item.productId] = item.quantity;
    if (item.itemKind === 'meal') customizations[item.productId] = item.customizationKey;
  }
  const pairings: Record<number, number[]> = {};
  for (const p of cart.pairings) pairings[p.recipeId] = [...p.productIds];
  return { quantities, customizations, pairings };
}

export const quantityOf = (draft: Draft, productId: number) => draft.quantities[productId] ?? 0;

/** One press of a stepper: a whole meal (the plan's servings per recipe) or one unit. */
export function stepOf(product: Pick<EditorProduct, 'itemKind'>, plan: Pick<EditorPlan, 'servingsPerRecipe'>) {
  return product.itemKind === 'meal' ? Math.max(1, plan.servingsPerRecipe) : 1;
}

/** Meals in the draft: each recipe's servings over the plan's servings per recipe. */
export function mealsIn(draft: Draft, products: ReadonlyMap<number, EditorProduct>, plan: EditorPlan): number {
  let servings = 0;
  for (const [id, quantity] of Object.entries(draft.quantities)) {
    if (products.get(Number(id))?.itemKind === 'meal') servings += quantity;
  }
  return Math.floor(servings / Math.max(1, plan.servingsPerRecipe));
}

/** Why a product cannot take one more step now, if it cannot. */
export type AddBlock = 'sold_out' | 'no_stock' | 'plan_full' | 'locked' | 'max';

export const MAX_QUANTITY = 40;

export function addBlock(
  draft: Draft,
  saved: Cart,
  product: EditorProduct,
  plan: EditorPlan,
  mode: EditorMode,
  products: ReadonlyMap<number, EditorProduct>,
): AddBlock | undefined {
  if (mode === 'locked') return 'locked';
  const now = quantityOf(draft, product.id);
  const next = now + stepOf(product, plan);
  if (next > MAX_QUANTITY) return 'max';
  const savedQuantity = saved.items.find((i) => i.productId === product.id)?.quantity ?? 0;
  // `remaining` counts the units beyond what this order already holds.
  if (product.remaining !== null && next > savedQuantity + product.remaining) {
    return product.soldOut && savedQuantity === 0 ? 'sold_out' : 'no_stock';
  }
  if (product.soldOut && next > savedQuantity) return 'sold_out';
  if (product.itemKind === 'meal' && mode === 'editable' && mealsIn(draft, products, plan) >= plan.meals) {
    return 'plan_full';
  }
  return undefined;
}

/** Whether one step may come off: never below what a billed order already holds. */
export function canRemove(draft: Draft, saved: Cart, productId: number, mode: EditorMode): boolean {
  if (mode === 'locked') return false;
  const now = quantityOf(draft, productId);
  if (mode === 'additions_only') {
    return now > (saved.items.find((i) => i.productId === productId)?.quantity ?? 0);
  }
  return now > 0;
}

export function setQuantity(draft: Draft, productId: number, quantity: number): Draft {
  const quantities = { ...draft.quantities };
  if (quantity > 0) quantities[productId] = quantity;
  else delete quantities[productId];
  // A recipe out of the cart drops its pairings' link (their own quantities stay where they are).
  const pairings = quantity > 0 ? draft.pairings : omit(draft.pairings, productId);
  return { ...draft, quantities, pairings };
}

export function setCustomization(draft: Draft, productId: number, key: string | null): Draft {
  return { ...draft, customizations: { ...draft.customizations, [productId]: key } };
}

/** Adds one unit of a pairing product, remembered as chosen with the recipe. */
export function addPairing(draft: Draft, recipeId: number, productId: number): Draft {
  const chosen = draft.pairings[recipeId] ?? [];
  const next = setQuantity(draft, productId, quantityOf(draft, productId) + 1);
  return {
    ...next,
    pairings: { ...next.pairings, [recipeId]: chosen.includes(productId) ? chosen : [...chosen, productId] },
  };
}

function omit<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  const out = { ...record };
  delete out[key];
  return out;
}

/** The quantities to send: every product whose quantity differs from the saved cart (0 removes it). */
export function quantityChanges(saved: Cart, draft: Draft): { productId: number; quantity: number }[] {
  const before = new Map(saved.items.map((i) => [i.productId, i.quantity]));
  const ids = new Set([...before.keys(), ...Object.keys(draft.quantities).map(Number)]);
  return [...ids]
    .filter((id) => (before.get(id) ?? 0) !== quantityOf(draft, id))
    .sort((a, b) => a - b)
    .map((productId) => ({ productId, quantity: quantityOf(draft, productId) }));
}

/** Recipes in the draft whose customisation differs from the saved one. */
export function customizationChanges(
  saved: Cart,
  draft: Draft,
): { productId: number; customizationKey: string | null }[] {
  const before = new Map(saved.items.map((i) => [i.productId, i.customizationKey]));
  return Object.entries(draft.customizations)
    .map(([id, key]) => ({ productId: Number(id), customizationKey: key }))
    .filter((c) => quantityOf(draft, c.productId) > 0 && (before.get(c.productId) ?? null) !== c.customizationKey);
}

/** Recipes in the draft whose chosen pairings differ from the saved ones, with their quantities. */
export function pairingChanges(
  saved: Cart,
  draft: Draft,
): { recipeId: number; pairings: { productId: number; quantity: number }[] }[] {
  const before = new Map(saved.pairings.map((p) => [p.recipeId, [...p.productIds].sort().join(',')]));
  return Object.entries(draft.pairings)
    .map(([id, productIds]) => ({ recipeId: Number(id), productIds }))
    .filter((p) => quantityOf(draft, p.recipeId) > 0 && before.get(p.recipeId) !== [...p.productIds].sort().join(','))
    .map((p) => ({
      recipeId: p.recipeId,
      pairings: p.productIds.map((productId) => ({ productId, quantity: quantityOf(draft, productId) })),
    }));
}

/** A billed order's draft as the late additions to pay for: what each product gained since the save. */
export function additionsOf(saved: Cart, draft: Draft): { productId: number; quantity: number }[] {
  const before = new Map(saved.items.map((i) => [i.productId, i.quantity]));
  return Object.entries(draft.quantities)
    .map(([id, quantity]) => ({ productId: Number(id), quantity: quantity - (before.get(Number(id)) ?? 0) }))
    .filter((a) => a.quantity > 0)
    .sort((a, b) => a.productId - b.productId);
}

/**
 * The draft moved onto a newer saved cart that changed elsewhere (a market subscription added its
 * item to this order): each product keeps the household's own change on top of the new quantity.
 */
export function rebaseDraft(draft: Draft, before: Cart, after: Cart): Draft {
  const was = new Map(before.items.map((i) => [i.productId, i.quantity]));
  const now = new Map(after.items.map((i) => [i.productId, i.quantity]));
  let next = draft;
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const delta = (now.get(id) ?? 0) - (was.get(id) ?? 0);
    if (delta !== 0) next = setQuantity(next, id, Math.max(0, quantityOf(next, id) + delta));
  }
  return next;
}

export function isDirty(saved: Cart, draft: Draft): boolean {
  return (
    quantityChanges(saved, draft).length > 0 ||
    customizationChanges(saved, draft).length > 0 ||
    pairingChanges(saved, draft).length > 0
  );
}

/**
 * The draft as priced lines for `cartQuote()`: a meal's price per serving includes its chosen
 * customisation. A product the menu no longer lists keeps its saved line's price.
 */
export function draftLines(draft: Draft, saved: Cart, products: ReadonlyMap<number, EditorProduct>): CartLine[] {
  const savedById = new Map<number, CartItem>(saved.items.map((i) => [i.productId, i]));
  const lines: CartLine[] = [];
  for (const [key, quantity] of Object.entries(draft.quantities)) {
    const productId = Number(key);
    const product = products.get(productId);
    const before = savedById.get(productId);
    if (!product) {
      if (before) lines.push({ ...lineOf(before), quantity });
      continue;
    }
    const custom = draft.customizations[productId] ?? null;
    const extra = product.customizations.find((c) => c.key === custom)?.extraPerServingCents ?? 0;
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

function lineOf(item: CartItem): CartLine {
  return {
    productId: item.productId,
    itemKind: item.itemKind,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    taxClass: item.taxClass,
  };
}
