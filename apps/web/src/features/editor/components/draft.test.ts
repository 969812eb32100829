import { describe, expect, it } from 'vitest';
import { cartQuote } from '@fp/domain';
import { COOKIES, CURRY, SALMON, SOURDOUGH, STEW, editorView } from '../test-editor.ts';
import {
  rebaseDraft,
  additionsOf,
  addBlock,
  addPairing,
  canRemove,
  customizationChanges,
  draftFrom,
  draftLines,
  isDirty,
  mealsIn,
  pairingChanges,
  quantityChanges,
  setCustomization,
  setQuantity,
} from './draft.ts';
import { NO_FILTER, visibleCategories } from './filter-menu.ts';
import { fromServer, preview } from './summary.ts';

const data = editorView();
const products = new Map(data.categories.flatMap((c) => c.products.map((p) => [p.id, p] as const)));
const saved = data.cart;

describe('the draft cart', () => {
  it('starts as the saved cart and counts meals by the plan’s servings', () => {
    const draft = draftFrom(saved);
    expect(isDirty(saved, draft)).toBe(false);
    expect(mealsIn(draft, products, data.plan)).toBe(2);
    expect(quantityChanges(saved, draft)).toEqual([]);
  });

  it('sends only what changed, a removed product as 0', () => {
    let draft = setQuantity(draftFrom(saved), STEW.id, 2);
    draft = setQuantity(draft, SOURDOUGH.id, 0);
    expect(quantityChanges(saved, draft)).toEqual([
      { productId: STEW.id, quantity: 2 },
      { productId: SOURDOUGH.id, quantity: 0 },
    ]);
    expect(isDirty(saved, setQuantity(draft, STEW.id, 0))).toBe(true);
    expect(isDirty(saved, setQuantity(setQuantity(draft, STEW.id, 0), SOURDOUGH.id, 1))).toBe(false);
  });

  it('refuses a meal beyond the plan, a unit beyond the stock, and anything on a locked order', () => {
    const full = setQuantity(draftFrom(saved), STEW.id, 2);
    expect(addBlock(full, saved, CURRY, data.plan, 'editable', products)).toBe('plan_full');
    expect(addBlock(draftFrom(saved), saved, STEW, data.plan, 'editable', products)).toBeUndefined();
    // One loaf in the order, two more left in stock: three at most.
    const loaves = setQuantity(draftFrom(saved), SOURDOUGH.id, 3);
    expect(addBlock(loaves, saved, SOURDOUGH, data.plan, 'editable', products)).toBe('no_stock');
    expect(addBlock(draftFrom(saved), saved, COOKIES, data.plan, 'locked', products)).toBe('locked');
    const soldOut = { ...COOKIES, soldOut: true, remaining: 0 };
    expect(addBlock(draftFrom(saved), saved, soldOut, data.plan, 'editable', products)).toBe('sold_out');
  });

  it('keeps what a billed order holds: only additions come off again', () => {
    const draft = setQuantity(draftFrom(saved), SOURDOUGH.id, 2);
    expect(canRemove(draft, saved, SOURDOUGH.id, 'additions_only')).toBe(true);
    expect(canRemove(draftFrom(saved), saved, SOURDOUGH.id, 'additions_only')).toBe(false);
    expect(canRemove(draftFrom(saved), saved, SOURDOUGH.id, 'editable')).toBe(true);
    // What the pay-now modal charges: only what each product gained.
    expect(additionsOf(saved, setQuantity(draft, COOKIES.id, 1))).toEqual([
      { productId: COOKIES.id, quantity: 1 },
      { productId: SOURDOUGH.id, quantity: 1 },
    ]);
  });

  it('prices a customised recipe with its extra per serving, and sends the customisation and pairings that changed', () => {
    let draft = setCustomization(draftFrom(saved), SALMON.id, 'double');
    draft = addPairing(draft, SALMON.id, COOKIES.id);
    const salmon = draftLines(draft, saved, products).find((l) => l.productId === SALMON.id);
    expect(salmon?.unitPriceCents).toBe(1450);
    expect(customizationChanges(saved, draft)).toEqual([{ productId: SALMON.id, customizationKey: 'double' }]);
    expect(pairingChanges(saved, draft)).toEqual([
      { recipeId: SALMON.id, pairings: [{ productId: COOKIES.id, quantity: 1 }] },
    ]);
    // The recipe leaves the cart: its customisation and pairing link are not sent.
    const gone = setQuantity(draft, SALMON.id, 0);
    expect(customizationChanges(saved, gone)).toEqual([]);
    expect(pairingChanges(saved, gone)).toEqual([]);
  });
});

describe('a draft over a cart that changed elsewhere', () => {
  it('keeps the household’s own changes on top of the new saved quantities', () => {
    const draft = setQuantity(draftFrom(saved), STEW.id, 2);
    const after = {
      ...saved,
      items: saved.items.map((i) => (i.productId === SOURDOUGH.id ? { ...i, quantity: 2 } : i)),
    };
    const moved = rebaseDraft(draft, saved, after);
    expect(quantityChanges(after, moved)).toEqual([{ productId: STEW.id, quantity: 2 }]);
  });
});

describe('the summary preview', () => {
  it('is the server’s summary for the saved cart: the same rule on the same inputs', () => {
    const lines = draftLines(draftFrom(saved), saved, products);
    expect(preview(data.pricing, lines)).toEqual(fromServer(data.summary));
    expect(cartQuote(data.pricing, lines).total).toBe(data.summary.totalCents);
  });
});

describe('the menu’s shelves', () => {
  it('never offers what the diet hides, and offers only add-ons and market items on a billed order', () => {
    const all = visibleCategories(data.categories, NO_FILTER, 'editable');
    expect(all.flatMap((c) => c.products.map((p) => p.name))).not.toContain('Pork chops');
    expect(visibleCategories(data.categories, NO_FILTER, 'additions_only').map((c) => c.key)).toEqual([
      'add_ons',
      'bakery',
    ]);
  });
});
