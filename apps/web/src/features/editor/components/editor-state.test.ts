import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@fp/contracts';
import { DRAFT_MAX_QUANTITY, quantityOf } from '@fp/domain/order-draft';
import { COOKIES, CURRY, SALMON, SOURDOUGH, STEW, TACOS, editorView } from '../test-editor.ts';
import {
  blockOf,
  editorReducer,
  initialEditorState,
  modeOf,
  shortOfPlan,
  type DraftRules,
  type EditorAction,
  type EditorState,
} from './editor-state.ts';

const data = editorView();
const products = new Map(data.categories.flatMap((c) => c.products.map((p) => [p.id, p] as const)));
const rules: DraftRules = { saved: data.cart, plan: data.plan, products, mode: 'editable' };
const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, initialEditorState(data.cart));
const add = (productId: number, r = rules): EditorAction => ({ type: 'add', productId, rules: r });

describe('the editor’s state', () => {
  it('starts from the saved cart, with nothing open, said or refused', () => {
    const state = initialEditorState(data.cart);
    expect(quantityOf(state.draft, SALMON.id)).toBe(2);
    expect(state).toMatchObject({ openId: null, notice: undefined, refusal: undefined, soldOut: null, paying: false });
    expect(modeOf(state, 'editable')).toBe('editable');
  });

  it('adds a whole meal, then refuses one beyond the plan where it was pressed, until the next step', () => {
    const full = run(add(STEW.id));
    expect(quantityOf(full.draft, STEW.id)).toBe(2);
    const refused = editorReducer(full, add(TACOS.id));
    expect(refused.refusal).toEqual({ block: 'plan_full', productId: TACOS.id });
    expect(refused.draft).toBe(full.draft);
    const removed = editorReducer(refused, { type: 'remove', productId: STEW.id, rules });
    expect(removed.refusal).toBeUndefined();
    expect(quantityOf(removed.draft, STEW.id)).toBe(0);
  });

  it('says nothing when a product reaches the cart’s limit', () => {
    expect(DRAFT_MAX_QUANTITY).toBe(CART_MAX_QUANTITY);
    let state = initialEditorState(data.cart);
    for (let i = 0; i < CART_MAX_QUANTITY + 2; i++) state = editorReducer(state, add(COOKIES.id));
    expect(quantityOf(state.draft, COOKIES.id)).toBe(CART_MAX_QUANTITY);
    expect(state.refusal).toBeUndefined();
  });

  it('asks for the plan’s missing meals before any save', () => {
    const short = run({ type: 'remove', productId: CURRY.id, rules });
    expect(shortOfPlan(short.draft, rules)).toEqual({ kind: 'plan_short', missing: 2 });
    expect(shortOfPlan(run(add(STEW.id)).draft, rules)).toBeUndefined();
  });

  it('stops for good when the session moved, the cutoff passed or the week was skipped elsewhere', () => {
    for (const [failure, reason] of [
      [{ kind: 'session_moved' }, 'session_moved'],
      [{ kind: 'cutoff_passed' }, 'cutoff_passed'],
      [{ kind: 'order_skipped', message: 'Skipped.' }, 'order_skipped'],
    ] as const) {
      const state = run(add(STEW.id), { type: 'refused', failure, rules });
      expect(state.stopped).toEqual({ reason });
      expect(modeOf(state, 'editable')).toBe('locked');
      expect(blockOf(state, COOKIES, rules)).toBe('locked');
      expect(editorReducer(state, add(COOKIES.id)).refusal).toEqual({ block: 'locked', productId: COOKIES.id });
    }
    expect(run({ type: 'refused', failure: { kind: 'order_skipped', message: 'Skipped.' }, rules }).notice).toEqual({
      kind: 'order_skipped',
      message: 'Skipped.',
    });
  });

  it('keeps what is left of a sold-out item and offers its substitutes, each taken once', () => {
    const loaves: EditorState = run({ type: 'add', productId: SOURDOUGH.id, rules }, add(SOURDOUGH.id));
    expect(quantityOf(loaves.draft, SOURDOUGH.id)).toBe(3);
    const soldOut = [{ productId: SOURDOUGH.id, name: 'Sourdough loaf', remaining: 1, substitutes: [] }];
    const refused = editorReducer(loaves, { type: 'refused', failure: { kind: 'sold_out', soldOut }, rules });
    // One in the saved order, one more left.
    expect(quantityOf(refused.draft, SOURDOUGH.id)).toBe(2);
    expect(refused.soldOut).toBe(soldOut);
    const substituted = editorReducer(refused, { type: 'addSubstitute', productId: COOKIES.id, rules });
    expect([...substituted.substituted]).toEqual([COOKIES.id]);
    expect(editorReducer(substituted, { type: 'closeSoldOut' }).soldOut).toBeNull();
  });

  it('takes cart items sold out before the visit out of an editable draft, once', () => {
    const gone = [{ productId: SOURDOUGH.id, name: 'Sourdough loaf', remaining: 0, substitutes: [] }];
    const checked = run({ type: 'stockChecked', soldOutInCart: gone, editable: true });
    expect(quantityOf(checked.draft, SOURDOUGH.id)).toBe(0);
    expect(checked.soldOut).toBe(gone);
    expect(editorReducer(checked, { type: 'stockChecked', soldOutInCart: [], editable: true })).toBe(checked);
    // A billed week keeps what it holds: the order is past changing it.
    expect(quantityOf(run({ type: 'stockChecked', soldOutInCart: gone, editable: false }).draft, SOURDOUGH.id)).toBe(1);
  });

  it('adds a pairing with its recipe, and a closed dialog forgets the refusal shown in it', () => {
    const paired = run({ type: 'addPairing', recipeId: SALMON.id, productId: COOKIES.id, rules });
    expect(paired.draft.pairings[SALMON.id]).toEqual([COOKIES.id]);
    const open = editorReducer(run(add(STEW.id), { type: 'open', productId: TACOS.id }), add(TACOS.id));
    expect(open.refusal).toBeDefined();
    expect(editorReducer(open, { type: 'close' })).toMatchObject({ openId: null, refusal: undefined });
  });

  it('gives a billed week’s items back to what it holds when paying found them sold out', () => {
    const billed: DraftRules = { ...rules, mode: 'additions_only' };
    const more = run(add(SOURDOUGH.id, billed), add(COOKIES.id, billed));
    const back = editorReducer(more, { type: 'payRefused', productIds: [SOURDOUGH.id], saved: data.cart });
    expect(quantityOf(back.draft, SOURDOUGH.id)).toBe(1);
    expect(quantityOf(back.draft, COOKIES.id)).toBe(1);
  });
});
