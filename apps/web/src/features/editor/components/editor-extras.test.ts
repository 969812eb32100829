import { describe, expect, it } from 'vitest';
import { cartQuote } from '@fp/domain';
import { draftFrom, draftLines, quantityOf } from '@fp/domain/order-draft';
import { COOKIES, SOURDOUGH, STEW, editorView } from '../test-editor.ts';
import { withAvailability, withoutSoldOut } from './availability.ts';
import { isFiltered, NO_FILTER, visibleCategories } from './filter-menu.ts';
import { shownBanner } from './loyalty.ts';
import { fromServer, preview } from './summary.ts';

const data = editorView();
const find = (categories: typeof data.categories, id: number) =>
  categories.flatMap((c) => c.products).find((p) => p.id === id)!;

describe('the latest stock on the menu', () => {
  it('puts the answer’s units left and sold-out flags on the cards and leaves the rest as they were', () => {
    const next = withAvailability(data.categories, {
      products: [
        { productId: COOKIES.id, soldOut: false, remaining: 3, lowStock: true },
        { productId: SOURDOUGH.id, soldOut: true, remaining: 0, lowStock: false },
      ],
      soldOutInCart: [],
    });
    expect(find(next, COOKIES.id)).toMatchObject({ remaining: 3, lowStock: true, soldOut: false });
    expect(find(next, SOURDOUGH.id)).toMatchObject({ remaining: 0, lowStock: false, soldOut: true });
    expect(find(next, STEW.id)).toBe(find(data.categories, STEW.id));
    // A shelf nothing moved on is the same object (no re-render of its cards).
    const meals = data.categories.find((c) => c.key === 'meals')!;
    expect(next.find((c) => c.key === 'meals')).toBe(meals);
  });

  it('keeps the menu as it is before the answer comes', () => {
    expect(withAvailability(data.categories, undefined)).toBe(data.categories);
  });

  it('takes items sold out before the editor opened out of the draft, keeping what is left', () => {
    const draft = draftFrom(data.cart);
    const inCart = data.cart.items.find((i) => i.itemKind === 'market')!;
    const meal = data.cart.items.find((i) => i.itemKind === 'meal')!;
    const next = withoutSoldOut(draft, [
      { productId: meal.productId, name: 'meal', remaining: 0, substitutes: [] },
      { productId: inCart.productId, name: 'loaf', remaining: 0, substitutes: [] },
    ]);
    expect(quantityOf(next, meal.productId)).toBe(0);
    expect(quantityOf(next, inCart.productId)).toBe(0);
    expect(withoutSoldOut(draft, [])).toBe(draft);
  });
});

describe('the cart loyalty banner', () => {
  const banner = { points: 63, titleKey: 't', bodyKey: 'b', title: 'Earn 63 points with this order', body: 'body' };
  it('stands for the saved order while its points are the summary’s', () => {
    expect(shownBanner(banner, 63, false)).toBe(banner);
  });
  it('gives way to the summary’s line while the draft differs or the points moved', () => {
    expect(shownBanner(banner, 63, true)).toBeNull();
    expect(shownBanner(banner, 86, false)).toBeNull();
    expect(shownBanner(undefined, 63, false)).toBeNull();
  });
});

describe('the suggestions beside the menu', () => {
  it('step aside while a search or a filter narrows the menu', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, query: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, query: 'pie' })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, diet: ['vegan'] })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, exclude: ['fish'] })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, maxMinutes: 20 })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, difficulty: 'easy' })).toBe(true);
  });
});

const products = new Map(data.categories.flatMap((c) => c.products.map((p) => [p.id, p] as const)));

describe('the summary preview', () => {
  it('is the server’s summary for the saved cart: the same rule on the same inputs', () => {
    const lines = draftLines(draftFrom(data.cart), data.cart, products);
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
