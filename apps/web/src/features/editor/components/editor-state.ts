import type { Cart, EditorMode, EditorPlan, EditorProduct, SoldOutDetails } from '@fp/contracts';
import {
  addBlock,
  addPairing,
  canRemove,
  draftFrom,
  draftProblem,
  quantityOf,
  rebaseDraft,
  setCustomization,
  setQuantity,
  stepOf,
  type AddBlock,
  type Draft,
} from '@fp/domain/order-draft';
import { withoutSoldOut } from './availability.ts';
import { NO_FILTER, type MenuFilter } from './filter-menu.ts';
import type { SaveFailure } from './save-errors.ts';

type SoldOutItem = SoldOutDetails['soldOut'][number];

/** The cart's message after a save or a refused one; worded at render, in the reader's language. */
export type Notice =
  | { kind: 'saved' }
  | { kind: 'plan_short'; missing: number }
  | { kind: 'order_changed' }
  | { kind: 'session_moved' }
  | { kind: 'cutoff_passed' }
  /** The server's own words: the week is skipped and how to bring it back. */
  | { kind: 'order_skipped'; message: string }
  | { kind: 'add_failed'; names: string[] }
  | { kind: 'message'; message: string };

/** Why a press could not add, shown where it happened until the next step. */
export interface Refusal {
  block: AddBlock;
  productId: number;
}

/** Why this window saves no more: the week moved on elsewhere. */
export type Stop = { reason: 'session_moved' } | { reason: 'cutoff_passed' } | { reason: 'order_skipped' };

export interface EditorState {
  draft: Draft;
  filter: MenuFilter;
  /** The product whose page is open in a dialog. */
  openId: number | null;
  notice: Notice | undefined;
  refusal: Refusal | undefined;
  /** Items a save or the first stock answer found sold out: the dialog offering substitutes. */
  soldOut: SoldOutItem[] | null;
  /** Substitutes taken from that dialog. */
  substituted: ReadonlySet<number>;
  stopped: Stop | undefined;
  /** The pay-now modal of a billed week is open. */
  paying: boolean;
  /** The first stock answer was read for cart items sold out before this visit. */
  stockChecked: boolean;
}

/** What a step of the draft is checked against: the saved order, its plan and menu, its mode. */
export interface DraftRules {
  saved: Cart;
  plan: EditorPlan;
  products: ReadonlyMap<number, EditorProduct>;
  /** The order's own mode; a stopped window is locked whatever it says. */
  mode: EditorMode;
}

export type EditorAction =
  | { type: 'add'; productId: number; rules: DraftRules }
  | { type: 'remove'; productId: number; rules: DraftRules }
  | { type: 'addPairing'; recipeId: number; productId: number; rules: DraftRules }
  | { type: 'addSubstitute'; productId: number; rules: DraftRules }
  | { type: 'customize'; productId: number; key: string | null }
  | { type: 'filter'; filter: MenuFilter }
  | { type: 'open'; productId: number }
  | { type: 'close' }
  | { type: 'dismissRefusal' }
  | { type: 'undo'; saved: Cart }
  | { type: 'stockChecked'; soldOutInCart: SoldOutItem[]; editable: boolean }
  | { type: 'notice'; notice: Notice | undefined }
  | { type: 'saved'; cart: Cart | null }
  | { type: 'refused'; failure: SaveFailure; rules: DraftRules }
  /** The order read again: the draft starts over from its cart. */
  | { type: 'reloaded'; cart: Cart }
  /** The saved cart changed elsewhere (a market subscription): the draft moves onto it. */
  | { type: 'rebased'; before: Cart; after: Cart }
  | { type: 'closeSoldOut' }
  | { type: 'pay'; open: boolean }
  | { type: 'paid'; cart: Cart }
  /** Nothing was charged: these items go back to what the billed order holds. */
  | { type: 'payRefused'; productIds: number[]; saved: Cart };

export function initialEditorState(saved: Cart): EditorState {
  return {
    draft: draftFrom(saved),
    filter: NO_FILTER,
    openId: null,
    notice: undefined,
    refusal: undefined,
    soldOut: null,
    substituted: new Set(),
    stopped: undefined,
    paying: false,
    stockChecked: false,
  };
}

/** What the window may do now: nothing more once stopped. */
export const modeOf = (state: EditorState, orderMode: EditorMode): EditorMode => (state.stopped ? 'locked' : orderMode);

/** Why the product cannot take one more step now, if it cannot. */
export function blockOf(state: EditorState, product: EditorProduct, rules: DraftRules): AddBlock | undefined {
  return addBlock(state.draft, rules.saved, product, rules.plan, modeOf(state, rules.mode), rules.products);
}

/** The notice a save gets without asking the server: fewer meals than the plan takes. */
export function shortOfPlan(draft: Draft, rules: DraftRules): Notice | undefined {
  const problem = draftProblem({ before: rules.saved.items, draft, products: rules.products, plan: rules.plan });
  return problem?.code === 'plan_meal_count' && problem.meals < problem.required
    ? { kind: 'plan_short', missing: problem.required - problem.meals }
    : undefined;
}

const savedQuantity = (saved: Cart, productId: number) =>
  saved.items.find((i) => i.productId === productId)?.quantity ?? 0;

/** One step more of a product, or the reason it cannot take it. */
function step(state: EditorState, productId: number, rules: DraftRules, then: (draft: Draft) => Draft) {
  const product = rules.products.get(productId);
  if (!product) return state;
  const block = blockOf(state, product, rules);
  if (block) return { ...state, refusal: { block, productId } };
  return { ...state, draft: then(state.draft), refusal: undefined };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'add': {
      const product = action.rules.products.get(action.productId);
      if (!product) return state;
      // The cart's limit is reached without a word: the stepper's count says it.
      if (blockOf(state, product, action.rules) === 'max') return state;
      const next = step(state, action.productId, action.rules, (d) =>
        setQuantity(d, product.id, quantityOf(d, product.id) + stepOf(product, action.rules.plan)),
      );
      return next.refusal ? next : { ...next, notice: undefined };
    }
    case 'remove': {
      const { rules, productId } = action;
      const product = rules.products.get(productId);
      if (!canRemove(state.draft, rules.saved, productId, modeOf(state, rules.mode))) return state;
      const by = product ? stepOf(product, rules.plan) : 1;
      const draft = setQuantity(state.draft, productId, Math.max(0, quantityOf(state.draft, productId) - by));
      return { ...state, draft, notice: undefined, refusal: undefined };
    }
    case 'addPairing':
      return step(state, action.productId, action.rules, (d) =>
        quantityOf(d, action.recipeId) > 0
          ? addPairing(d, action.recipeId, action.productId)
          : setQuantity(d, action.productId, quantityOf(d, action.productId) + 1),
      );
    case 'addSubstitute': {
      const product = action.rules.products.get(action.productId);
      if (!product) return state;
      const next = step(state, action.productId, action.rules, (d) =>
        setQuantity(d, product.id, quantityOf(d, product.id) + stepOf(product, action.rules.plan)),
      );
      return next.refusal ? next : { ...next, substituted: new Set([...state.substituted, product.id]) };
    }
    case 'customize':
      return { ...state, draft: setCustomization(state.draft, action.productId, action.key) };
    case 'filter':
      return { ...state, filter: action.filter };
    case 'open':
      return { ...state, openId: action.productId };
    case 'close':
      return { ...state, openId: null, refusal: undefined };
    case 'dismissRefusal':
      return { ...state, refusal: undefined };
    case 'undo':
      return { ...state, draft: draftFrom(action.saved), refusal: undefined };
    case 'stockChecked': {
      if (state.stockChecked) return state;
      const gone = action.soldOutInCart;
      // Items of the saved cart sold out before this visit leave the draft, as a save would say.
      if (!action.editable || gone.length === 0) return { ...state, stockChecked: true };
      return { ...state, stockChecked: true, draft: withoutSoldOut(state.draft, gone), soldOut: gone };
    }
    case 'notice':
      return { ...state, notice: action.notice };
    case 'saved':
      return {
        ...state,
        draft: action.cart ? draftFrom(action.cart) : state.draft,
        notice: { kind: 'saved' },
      };
    case 'refused':
      return refused(state, action.failure, action.rules);
    case 'reloaded':
      return { ...state, draft: draftFrom(action.cart) };
    case 'rebased':
      return { ...state, draft: rebaseDraft(state.draft, action.before, action.after) };
    case 'closeSoldOut':
      return { ...state, soldOut: null };
    case 'pay':
      return { ...state, paying: action.open };
    case 'paid':
      return { ...state, draft: draftFrom(action.cart), notice: { kind: 'saved' } };
    case 'payRefused':
      return {
        ...state,
        draft: action.productIds.reduce((d, id) => setQuantity(d, id, savedQuantity(action.saved, id)), state.draft),
      };
  }
}

/** A refused save: what it means for the draft and the window. */
function refused(state: EditorState, failure: SaveFailure, rules: DraftRules): EditorState {
  switch (failure.kind) {
    case 'order_changed':
      return { ...state, notice: { kind: 'order_changed' } };
    case 'session_moved':
      return { ...state, stopped: { reason: 'session_moved' }, notice: { kind: 'session_moved' } };
    case 'cutoff_passed':
      return { ...state, stopped: { reason: 'cutoff_passed' }, notice: { kind: 'cutoff_passed' } };
    case 'order_skipped':
      return {
        ...state,
        stopped: { reason: 'order_skipped' },
        notice: { kind: 'order_skipped', message: failure.message },
      };
    case 'sold_out': {
      // What is left of each item stays in the draft (what the saved order holds is reserved already).
      const draft = failure.soldOut.reduce((next, item) => {
        const product = rules.products.get(item.productId);
        const by = product ? stepOf(product, rules.plan) : 1;
        const most = savedQuantity(rules.saved, item.productId) + Math.floor(item.remaining / by) * by;
        return setQuantity(next, item.productId, Math.min(quantityOf(next, item.productId), most));
      }, state.draft);
      return { ...state, draft, soldOut: failure.soldOut, substituted: new Set() };
    }
    case 'add_failed':
      return { ...state, notice: { kind: 'add_failed', names: failure.names } };
    case 'message':
      return { ...state, notice: { kind: 'message', message: failure.message } };
  }
}
