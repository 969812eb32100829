import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addPairing,
  additionsOf,
  applyChanges,
  canRemove,
  DRAFT_MAX_QUANTITY,
  draftChanges,
  draftFrom,
  draftLines,
  draftProblem,
  isDirty,
  mealsIn,
  offersOf,
  quantitiesOf,
  quantityOf,
  rebaseDraft,
  setCustomization,
  setQuantity,
  stepOf,
  stockChanges,
  type Draft,
  type DraftMode,
  type PricedProduct,
  type SavedCart,
  type ShelfProduct,
  type StockedProduct,
} from './order-draft.ts';

type Product = StockedProduct &
  PricedProduct &
  ShelfProduct & { customizations: { key: string; extraPerServingCents: number }[]; pairingIds: number[] };

const meal = (id: number, extra: Partial<Product> = {}): Product => ({
  id,
  itemKind: 'meal',
  unitPriceCents: 1150,
  taxClass: 'zero_rated',
  soldOut: false,
  remaining: null,
  hiddenByDiet: false,
  customizations: [],
  pairingIds: [],
  ...extra,
});

const SALMON = meal(11, {
  customizations: [{ key: 'double', extraPerServingCents: 300 }],
  pairingIds: [31],
});
const CURRY = meal(12);
const STEW = meal(13);
const TACOS = meal(14);
const PORK = meal(15, { hiddenByDiet: true });
const COOKIES: Product = { ...meal(31), itemKind: 'addon', unitPriceCents: 600, taxClass: 'prepared_food' };
const LOAF: Product = { ...meal(41), itemKind: 'market', unitPriceCents: 700, remaining: 2 };
const ALL = [SALMON, CURRY, STEW, TACOS, PORK, COOKIES, LOAF];
const products = new Map(ALL.map((p) => [p.id, p]));
const offers = offersOf(products);

/** A 2-person plan of 3 recipes a week. */
const plan = { servingsPerRecipe: 2, meals: 3 };

/** The saved cart of a draft, as the server writes it: only what is in the cart counts. */
function cartOf(draft: Draft): SavedCart {
  const items = Object.entries(draft.quantities).map(([key, quantity]) => {
    const p = products.get(Number(key))!;
    return {
      productId: p.id,
      itemKind: p.itemKind,
      quantity,
      unitPriceCents: p.unitPriceCents,
      taxClass: p.taxClass,
      customizationKey: p.itemKind === 'meal' ? (draft.customizations[p.id] ?? null) : null,
    };
  });
  const pairings = Object.entries(draft.pairings)
    .map(([id, chosen]) => ({ recipeId: Number(id), productIds: chosen.filter((c) => quantityOf(draft, c) > 0) }))
    .filter((p) => quantityOf(draft, p.recipeId) > 0 && p.productIds.length > 0);
  return { items, pairings };
}

/** What a draft means once saved: its quantities, its recipes' customisations and chosen pairings. */
function meaning(draft: Draft) {
  const cart = cartOf(draft);
  return {
    items: cart.items.map((i) => [i.productId, i.quantity, i.customizationKey]).sort((a, b) => +a[0]! - +b[0]!),
    pairings: cart.pairings.map((p) => [p.recipeId, [...p.productIds].sort((a, b) => a - b)]),
  };
}

/** Alex's week: two recipes of two servings and a loaf. */
const saved = cartOf({ quantities: { 11: 2, 12: 2, 41: 1 }, customizations: {}, pairings: {} });

describe('the draft of a week’s box', () => {
  it('starts as the saved cart, counts meals by the plan’s servings and has nothing to send', () => {
    const draft = draftFrom(saved);
    expect(isDirty(saved, draft)).toBe(false);
    expect(mealsIn(draft, products, plan)).toBe(2);
    expect(draftChanges(saved, draft)).toEqual({ items: [] });
    expect(stepOf(STEW, plan)).toBe(2);
    expect(stepOf(LOAF, plan)).toBe(1);
  });

  it('sends only what changed, a removed product as 0, and leaves out empty lists', () => {
    let draft = setQuantity(draftFrom(saved), STEW.id, 2);
    draft = setQuantity(draft, LOAF.id, 0);
    expect(draftChanges(saved, draft)).toEqual({
      items: [
        { productId: STEW.id, quantity: 2 },
        { productId: LOAF.id, quantity: 0 },
      ],
    });
    expect(isDirty(saved, setQuantity(setQuantity(draft, STEW.id, 0), LOAF.id, 1))).toBe(false);
  });

  it('refuses a meal beyond the plan, a unit beyond the stock, too many of one, and anything on a locked order', () => {
    const full = setQuantity(draftFrom(saved), STEW.id, 2);
    expect(addBlock(full, saved, TACOS, plan, 'editable', products)).toBe('plan_full');
    // A billed order takes add-ons and market items, never meals: the plan does not count there.
    expect(addBlock(full, saved, TACOS, plan, 'additions_only', products)).toBeUndefined();
    expect(addBlock(draftFrom(saved), saved, STEW, plan, 'editable', products)).toBeUndefined();
    // One loaf in the order and two more left: three at most.
    const loaves = setQuantity(draftFrom(saved), LOAF.id, 3);
    expect(addBlock(loaves, saved, LOAF, plan, 'editable', products)).toBe('no_stock');
    expect(addBlock(draftFrom(saved), saved, COOKIES, plan, 'locked', products)).toBe('locked');
    const gone = { ...COOKIES, soldOut: true, remaining: 0 };
    expect(addBlock(draftFrom(saved), saved, gone, plan, 'editable', products)).toBe('sold_out');
    const many = setQuantity(draftFrom(saved), COOKIES.id, DRAFT_MAX_QUANTITY);
    expect(addBlock(many, saved, COOKIES, plan, 'editable', products)).toBe('max');
  });

  it('keeps what a billed order holds: only additions come off again, and they are what gets paid', () => {
    const draft = setQuantity(draftFrom(saved), LOAF.id, 2);
    expect(canRemove(draft, saved, LOAF.id, 'additions_only')).toBe(true);
    expect(canRemove(draftFrom(saved), saved, LOAF.id, 'additions_only')).toBe(false);
    expect(canRemove(draftFrom(saved), saved, LOAF.id, 'editable')).toBe(true);
    expect(canRemove(draftFrom(saved), saved, LOAF.id, 'locked')).toBe(false);
    expect(additionsOf(saved, setQuantity(draft, COOKIES.id, 1))).toEqual([
      { productId: COOKIES.id, quantity: 1 },
      { productId: LOAF.id, quantity: 1 },
    ]);
  });

  it('prices a customised recipe with its extra per serving and sends the customisation and pairings that changed', () => {
    let draft = setCustomization(draftFrom(saved), SALMON.id, 'double');
    draft = addPairing(draft, SALMON.id, COOKIES.id);
    expect(draftLines(draft, saved, products).find((l) => l.productId === SALMON.id)?.unitPriceCents).toBe(1450);
    expect(draftChanges(saved, draft)).toEqual({
      items: [{ productId: COOKIES.id, quantity: 1 }],
      customizations: [{ productId: SALMON.id, customizationKey: 'double' }],
      pairings: [{ recipeId: SALMON.id, pairings: [{ productId: COOKIES.id, quantity: 1 }] }],
    });
    // The recipe leaves the cart: its customisation and pairing are not sent, and come back with it.
    const gone = setQuantity(draft, SALMON.id, 0);
    expect(draftChanges(saved, gone).customizations).toBeUndefined();
    expect(draftChanges(saved, gone).pairings).toBeUndefined();
    expect(draftChanges(saved, setQuantity(gone, SALMON.id, 2))).toEqual(draftChanges(saved, draft));
  });

  it('sends the standard recipe again when a customisation is taken back', () => {
    const customised = cartOf(setCustomization(draftFrom(saved), SALMON.id, 'double'));
    const draft = setCustomization(draftFrom(customised), SALMON.id, null);
    expect(draftChanges(customised, draft).customizations).toEqual([{ productId: SALMON.id, customizationKey: null }]);
  });

  it('keeps a product the menu no longer lists at its saved price', () => {
    const retired = new Map([...products].filter(([id]) => id !== LOAF.id));
    expect(draftLines(draftFrom(saved), saved, retired).find((l) => l.productId === LOAF.id)).toEqual({
      productId: LOAF.id,
      itemKind: 'market',
      quantity: 1,
      unitPriceCents: 700,
      taxClass: 'zero_rated',
    });
  });

  it('moves onto a cart changed elsewhere, keeping the household’s own changes on top', () => {
    const draft = setQuantity(draftFrom(saved), STEW.id, 2);
    const after = cartOf(setQuantity(draftFrom(saved), LOAF.id, 2));
    const moved = rebaseDraft(draft, saved, after);
    expect(draftChanges(after, moved)).toEqual({ items: [{ productId: STEW.id, quantity: 2 }] });
  });
});

describe('a save applied as the server applies it', () => {
  it('takes the quantities first, so a recipe added in the same save can be customised and paired', () => {
    const applied = applyChanges(
      draftFrom(saved),
      {
        items: [{ productId: STEW.id, quantity: 2 }],
        customizations: [{ productId: SALMON.id, customizationKey: 'double' }],
        pairings: [{ recipeId: SALMON.id, pairings: [{ productId: COOKIES.id, quantity: 2 }] }],
      },
      offers,
    );
    expect(applied.draft && meaning(applied.draft)).toEqual({
      items: [
        [11, 2, 'double'],
        [12, 2, null],
        [13, 2, null],
        [31, 2, null],
        [41, 1, null],
      ],
      pairings: [[11, [31]]],
    });
  });

  it('refuses a customisation or pairing of a recipe out of the cart, or one the recipe does not offer', () => {
    const draft = draftFrom(saved);
    expect(
      applyChanges(
        draft,
        {
          items: [{ productId: SALMON.id, quantity: 0 }],
          customizations: [{ productId: SALMON.id, customizationKey: 'double' }],
        },
        offers,
      ).problem,
    ).toEqual({ code: 'not_in_cart', field: 'productId', productId: SALMON.id });
    expect(
      applyChanges(draft, { items: [], customizations: [{ productId: SALMON.id, customizationKey: 'triple' }] }, offers)
        .problem,
    ).toEqual({ code: 'unknown_customization', productId: SALMON.id, customizationKey: 'triple' });
    expect(applyChanges(draft, { items: [], pairings: [{ recipeId: STEW.id, pairings: [] }] }, offers).problem).toEqual(
      { code: 'not_in_cart', field: 'recipeId', productId: STEW.id },
    );
    expect(
      applyChanges(
        draft,
        { items: [], pairings: [{ recipeId: SALMON.id, pairings: [{ productId: LOAF.id, quantity: 1 }] }] },
        offers,
      ).problem,
    ).toEqual({ code: 'unknown_pairing', recipeId: SALMON.id, productIds: [LOAF.id] });
  });

  it('un-chooses a pairing set to 0', () => {
    const paired = cartOf(addPairing(draftFrom(saved), SALMON.id, COOKIES.id));
    const applied = applyChanges(
      draftFrom(paired),
      { items: [], pairings: [{ recipeId: SALMON.id, pairings: [{ productId: COOKIES.id, quantity: 0 }] }] },
      offers,
    );
    expect(applied.draft?.pairings[SALMON.id]).toEqual([]);
    expect(quantityOf(applied.draft!, COOKIES.id)).toBe(0);
  });
});

describe('the checks of a save, in the server’s order', () => {
  const before = saved.items;
  const check = (draft: Draft, shelves: ReadonlyMap<number, ShelfProduct> = products) =>
    draftProblem({ before, draft, products: shelves, plan });
  const complete = setQuantity(draftFrom(saved), STEW.id, 2);

  it('passes a cart of the plan’s meals', () => {
    expect(check(complete)).toBeUndefined();
  });

  it('refuses an added product the shelves do not have, before anything else', () => {
    expect(check(setQuantity(setQuantity(complete, 99, 1), PORK.id, 2))).toEqual({
      code: 'unknown_product',
      productIds: [99],
    });
  });

  it('refuses an added recipe the diet leaves out, then an added item sold out', () => {
    const soldOut = new Map([...products, [COOKIES.id, { ...COOKIES, soldOut: true }]]);
    const draft = setQuantity(setQuantity(complete, PORK.id, 2), COOKIES.id, 1);
    expect(check(draft, soldOut)).toEqual({ code: 'diet_limited', productIds: [PORK.id] });
    expect(check(setQuantity(complete, COOKIES.id, 1), soldOut)).toEqual({
      code: 'sold_out',
      productIds: [COOKIES.id],
    });
  });

  it('checks only what the draft adds: what the order holds stays, even if the shelves changed', () => {
    const shelves = new Map([...products, [SALMON.id, { ...SALMON, soldOut: true, hiddenByDiet: true }]]);
    expect(check(complete, shelves)).toBeUndefined();
    // A recipe no longer on the shelves still counts as the meal it was.
    const retired = new Map([...products].filter(([id]) => id !== CURRY.id));
    expect(check(complete, retired)).toBeUndefined();
  });

  it('refuses a meal that is not whole recipes, then a cart that is not the plan’s count', () => {
    expect(check(setQuantity(complete, STEW.id, 3))).toEqual({ code: 'meal_servings', productIds: [STEW.id] });
    expect(check(draftFrom(saved))).toEqual({ code: 'plan_meal_count', meals: 2, required: 3 });
    expect(check(setQuantity(complete, TACOS.id, 2))).toEqual({ code: 'plan_meal_count', meals: 4, required: 3 });
  });
});

// Drafts a household can reach: presses of steppers, customisations and pairings, in any order.
const mealIds = ALL.filter((p) => p.itemKind === 'meal' && !p.hiddenByDiet).map((p) => p.id);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('quantity' as const),
    id: fc.constantFrom(...ALL.map((p) => p.id)),
    quantity: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ op: fc.constant('customize' as const), key: fc.constantFrom('double', null) }),
  fc.record({ op: fc.constant('pair' as const) }),
);
type Step = { op: 'quantity'; id: number; quantity: number } | { op: 'customize'; key: string | null } | { op: 'pair' };

function walk(from: Draft, steps: readonly Step[]) {
  return steps.reduce((d, s) => {
    if (s.op === 'quantity') return setQuantity(d, s.id, s.quantity);
    if (s.op === 'customize') return quantityOf(d, SALMON.id) > 0 ? setCustomization(d, SALMON.id, s.key) : d;
    return quantityOf(d, SALMON.id) > 0 ? addPairing(d, SALMON.id, COOKIES.id) : d;
  }, from);
}
const drafts = fc.array(step, { maxLength: 12 });

describe('the draft’s rules, for any draft a household can reach', () => {
  it('a save sends exactly what the server needs to end with the same cart', () => {
    fc.assert(
      fc.property(drafts, drafts, (toSave, toEdit) => {
        const before = cartOf(walk(draftFrom({ items: [], pairings: [] }), toSave));
        const draft = walk(draftFrom(before), toEdit);
        const applied = applyChanges(draftFrom(before), draftChanges(before, draft), offers);
        expect(applied.problem).toBeUndefined();
        expect(meaning(applied.draft!)).toEqual(meaning(draft));
        // Saved and read back, nothing is left to send.
        expect(isDirty(cartOf(draft), draftFrom(cartOf(draft)))).toBe(false);
        expect(isDirty(cartOf(draft), draft)).toBe(false);
      }),
    );
  });

  it('presses refused by `addBlock` keep a box within its plan, its stock and the cart’s limit, and a full box saves', () => {
    const press = fc.record({ id: fc.constantFrom(...ALL.map((p) => p.id)), more: fc.boolean() });
    const modes = fc.constantFrom<DraftMode>('editable', 'additions_only');
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), modes, (presses, mode) => {
        const draft = presses.reduce((d, { id, more }) => {
          const p = products.get(id)!;
          if (more)
            return addBlock(d, saved, p, plan, mode, products)
              ? d
              : setQuantity(d, id, quantityOf(d, id) + stepOf(p, plan));
          return canRemove(d, saved, id, mode) ? setQuantity(d, id, quantityOf(d, id) - stepOf(p, plan)) : d;
        }, draftFrom(saved));
        if (mode === 'editable') expect(mealsIn(draft, products, plan)).toBeLessThanOrEqual(plan.meals);
        for (const [id, quantity] of Object.entries(draft.quantities)) {
          const p = products.get(Number(id))!;
          expect(quantity).toBeLessThanOrEqual(DRAFT_MAX_QUANTITY);
          expect(quantity % stepOf(p, plan)).toBe(0);
          if (p.remaining !== null) expect(quantity).toBeLessThanOrEqual(p.remaining + 1);
          if (mode === 'additions_only') expect(quantity).toBeGreaterThanOrEqual(quantityOf(draftFrom(saved), p.id));
        }
        const onlyVisible = Object.keys(draft.quantities).every((id) => !products.get(Number(id))!.hiddenByDiet);
        if (mode === 'editable' && onlyVisible && mealsIn(draft, products, plan) === plan.meals) {
          expect(draftProblem({ before: saved.items, draft, products, plan })).toBeUndefined();
        }
      }),
    );
  });

  it('meal counts follow whole recipes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...mealIds), { maxLength: 8 }), (ids) => {
        const draft = ids.reduce(
          (d, id) => setQuantity(d, id, quantityOf(d, id) + 2),
          draftFrom({ items: [], pairings: [] }),
        );
        expect(mealsIn(draft, products, plan)).toBe(ids.length);
      }),
    );
  });
});

const m = (entries: [number, number][]) => new Map(entries);

describe('what a save takes from the stock', () => {
  it('takes increases and gives back decreases the order took', () => {
    const r = stockChanges(
      m([
        [1, 2],
        [2, 1],
      ]),
      m([
        [1, 4],
        [3, 1],
      ]),
      m([[2, 1]]),
    );
    expect(r.stock).toEqual([
      { productId: 1, delta: 2 },
      { productId: 2, delta: -1 },
      { productId: 3, delta: 1 },
    ]);
    expect(r.holds).toEqual(
      m([
        [1, 2],
        [3, 1],
      ]),
    );
  });

  it('never gives back units of a generated order it did not take', () => {
    const r = stockChanges(m([[1, 2]]), m([]), m([]));
    expect(r.stock).toEqual([]);
    expect(r.holds.size).toBe(0);
  });

  it('gives back at most what it holds', () => {
    const r = stockChanges(m([[1, 5]]), m([[1, 1]]), m([[1, 3]]));
    expect(r.stock).toEqual([{ productId: 1, delta: -3 }]);
    expect(r.holds.size).toBe(0);
  });

  it('adds lines of the same product', () => {
    expect(
      quantitiesOf([
        { productId: 1, quantity: 2 },
        { productId: 1, quantity: 1 },
      ]),
    ).toEqual(m([[1, 3]]));
  });

  it('for any save: takes each increase whole, gives back only what is held, and holds never go below 0', () => {
    const quantities = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 40 })), { maxLength: 6 })
      .map((e) => new Map(e));
    fc.assert(
      fc.property(quantities, quantities, quantities, (before, after, held) => {
        const { stock, holds } = stockChanges(before, after, held);
        for (const { productId, delta } of stock) {
          const was = before.get(productId) ?? 0;
          const now = after.get(productId) ?? 0;
          expect(delta).not.toBe(0);
          if (delta > 0) expect(delta).toBe(now - was);
          else expect(-delta).toBeLessThanOrEqual(Math.min(held.get(productId) ?? 0, was - now));
          expect(holds.get(productId) ?? 0).toBe((held.get(productId) ?? 0) + delta);
        }
        for (const units of holds.values()) expect(units).toBeGreaterThan(0);
      }),
    );
  });
});
