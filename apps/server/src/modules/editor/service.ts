import {
  type EditorData,
  type EditorMenuKey,
  type EditorStock,
  GHOST_ADDONS_MAX,
  type Cart,
  type CartItem,
  type CartPricing,
  type EditorMode,
  type EditorOrder,
  type EditorPlan,
  type EditorSaved,
  type EditorSummary,
  type SoldOutDetails,
} from '@fp/contracts';
import {
  cartQuote,
  fitsDiet,
  isIsoDate,
  pointsFor,
  formatDay,
  orderCardState,
  rankSubstitutes,
  REGION_TIME_ZONES,
  weekStartOf,
  type AppliedDiscount,
  type CartLine,
  type Clock,
  type PlanPricing,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Database, Db } from '../../db/types.ts';
import { AppError, conflict, fieldErrors, notFound, ruleError } from '../../http/errors.ts';
import { JsonText } from '../../http/endpoint.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { WeekShelves } from '../catalog/service.ts';
import {
  writtenPrice,
  type NewOrderItem,
  type NewOrderLine,
  type OrderCart,
  type OrderItemRow,
  type OrderRow,
  type OrderTotals,
  type PlanTerms,
} from '../orders/service.ts';
import {
  createEditorRepository,
  recipeExtrasVersion,
  reserveStock,
  type CustomizationRow,
  type EditorState,
  type PairingRow,
  type StockChange,
  type StockShortage,
} from './repository.ts';
import {
  editorProduct,
  isSoldOut,
  LOW_STOCK_UNITS,
  substituteCandidate,
  type ShelfProduct,
  type StockView,
} from './shelves.ts';
import { createMenuCache, type MenuKey, type RecipeExtras } from './menu-cache.ts';
import { quantitiesOf, stockChanges } from './stock-changes.ts';
import { stockBatches, stockQueue } from './stock-queue.ts';
import { editSessionToken } from './session-tokens.ts';
import { createLateAdditionsRepository } from './late-additions-repository.ts';

/** An order's discount, tax and credit lines as written. */
export interface StoredLine {
  kind: 'discount' | 'tax' | 'credit';
  label: string;
  amountCents: number;
}

/** The household's plan as the editor needs it; read through the subscription service. */
export interface EditorHouseholdPlan extends PlanTerms {
  status: 'active' | 'paused' | 'closed';
}

export interface EditorDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  /** The orders module's side of the editor (decision 032): the editor never writes its tables itself. */
  orderCart: (db: Db) => OrderCart;
  weekShelves: (deliveryDate: string, region: string | null) => Promise<WeekShelves>;
  windowLabel: (w: { starts: string; ends: string }, locale: Locale) => string;
  cutoffLabel: (cutoffAt: Date, province: OrderRow['province'], locale: Locale) => string;
  pricing: () => Promise<PlanPricing>;
  /**
   * The household's part of an editor call in one round trip (decision 036); undefined when the
   * order is not the client's or the client has no plan. With `openSession` it also opens the
   * window's edit session and answers its token.
   */
  household: (q: {
    orderId: number;
    clientId: number;
    locale: Locale;
    /** Also the week's low stock (see `stockOf`). */
    withStock: boolean;
    now: Date;
    openSession?: { token: string; now: Date };
  }) => Promise<EditorHouseholdRead | undefined>;
  /**
   * Saves a draft in one statement (decision 036): the order locked, checked (version, cutoff,
   * edit session, stock) and written with its items, lines, holds and stock, or nothing written.
   */
  writeDraft: (db: Db, w: EditorDraftWrite) => Promise<EditorDraftWritten>;
  /** Several drafts in one statement, each as `writeDraft` writes it, in order (decision 044). */
  writeDrafts: (db: Db, ws: EditorDraftWrite[]) => Promise<EditorDraftWritten[]>;
  /** The order's discount, tax and credit lines as written (read only when its price is fixed). */
  storedLines: (orderId: number) => Promise<StoredLine[]>;
}

/** A save of the editor's draft: the order's new items, lines and amounts, its stock holds and takes. */
export interface EditorDraftWrite {
  orderId: number;
  clientId: number;
  /** The version the draft was made at: the order is written only while it still has it. */
  version: number;
  /** The edit session the save comes from: the order is written only while it is the newest. */
  editSession: string;
  items: NewOrderItem[];
  lines: NewOrderLine[];
  totals: OrderTotals;
  now: Date;
  /** The order's stock holds after the save (omitted: unchanged). */
  holds?: ReadonlyMap<number, number>;
  /** The order's menu week and the units the save takes (positive) and gives back (negative). */
  weekStart: string;
  stock: readonly StockChange[];
}

/** A written order, or what stopped the write: the order as locked (none: not the client's) and the short products. */
export type EditorDraftWritten =
  | { written: OrderRow }
  | { written?: undefined; locked: OrderRow | undefined; sessionToken: string | undefined; shortages: StockShortage[] };

/** What `household` answers: the order with its items, position and next order, the plan, discounts, credit and the editor's rows. */
export interface EditorHouseholdRead {
  order: OrderRow;
  items: OrderItemRow[];
  position: number;
  nextOrder: NextOrder | null;
  plan: EditorHouseholdPlan;
  /** The discounts the cutoff applies to the household's orders. */
  discounts: AppliedDiscount[];
  creditCents: number;
  state: EditorState;
}

/** The household's next coming week still before its cutoff (editable, or skipped). */
export interface NextOrder {
  id: number;
  version: number;
  skipped: boolean;
  deliveryDate: string;
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

/** The pairings chosen with a recipe of the cart, with their quantities. */
export interface PairingsChange {
  recipeId: number;
  pairings: QuantityChange[];
}

interface Draft {
  /** productId → quantity (servings for meals). */
  quantities: Map<number, number>;
  /** recipe productId → customisation key. */
  customizations: Map<number, string>;
  /** recipe productId → pairing product ids. */
  pairings: Map<number, Set<number>>;
}

/** Everything a read or a save of the editor works from, read once outside any transaction. */
interface Context {
  order: OrderRow;
  plan: EditorHouseholdPlan;
  items: OrderItemRow[];
  products: Map<number, ShelfProduct>;
  stock: StockView;
  customizationsOf: Map<number, CustomizationRow[]>;
  pairingsOf: Map<number, PairingRow[]>;
  draft: Draft;
  pricing: CartPricing;
  minimumCents: number;
  freeDeliveryThresholdCents: number;
  /** The week's low stock as read (products not listed have more than a cart may take). */
  stockRows: Map<number, number>;
  shelves: WeekShelves;
  menuKey: MenuKey;
  nextOrder: NextOrder | null;
  sessionToken: string | undefined;
  /** Units the order took through the editor, as read at the order's version. */
  holds: Map<number, number>;
}

class StockShort extends Error {
  readonly shortages: StockShortage[];
  constructor(shortages: StockShortage[]) {
    super('stock short');
    this.shortages = shortages;
  }
}

/** Orders that will not be delivered: what they took through the editor goes back to the stock. */
const UNDELIVERED: ReadonlySet<string> = new Set(['skipped', 'below_minimum']);

const sameEntries = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** Whether a save keeps the customisations and pairings the order has (nothing to rewrite). */
function sameChoices(
  saved: Draft,
  customizations: { productId: number; key: string }[],
  pairings: { recipeId: number; productId: number }[],
) {
  const savedPairs = [...saved.pairings.values()].reduce((n, ids) => n + ids.size, 0);
  return (
    customizations.length === saved.customizations.size &&
    customizations.every((c) => saved.customizations.get(c.productId) === c.key) &&
    pairings.length === savedPairs &&
    pairings.every((p) => saved.pairings.get(p.recipeId)?.has(p.productId) === true)
  );
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
};

/** The week's low stock of the menu's products, laid over `editor_menu`'s "plenty left" by the browser. */
function stockOverlay(ctx: Context): EditorStock[] {
  const out: EditorStock[] = [];
  for (const [productId] of [...ctx.stockRows].sort((a, b) => a[0] - b[0])) {
    const p = ctx.products.get(productId);
    if (p) out.push(stockOfProduct(ctx, p));
  }
  return out;
}

/** A product's stock as the editor shows it: sold out, units left when counted, "Only 2 left". */
function stockOfProduct(ctx: Context, p: ShelfProduct): EditorStock {
  const remaining = ctx.stock.remaining(p.row.id);
  return {
    productId: p.row.id,
    soldOut: isSoldOut(p, ctx.stock),
    remaining,
    lowStock: remaining !== null && remaining > 0 && remaining <= LOW_STOCK_UNITS,
  };
}

/**
 * The order editor (issue 13, decision 032): a week's box read with its menu and an exact summary,
 * and saved whole — versioned, in the newest edit session only, before the cutoff, taking and
 * giving back stock in the same transaction.
 */
export function createEditorService(deps: EditorDeps) {
  const inTurn = stockQueue();
  const { db, clock } = deps;
  // The cutoff is checked against the moment of writing, after the turn, not of the request.
  const batches = stockBatches(inTurn, (ws: Omit<EditorDraftWrite, 'now'>[]) => {
    const now = clock.now();
    return deps.writeDrafts(
      db,
      ws.map((w) => ({ ...w, now })),
    );
  });
  const repo = (tx: Db = db) => createEditorRepository(tx);

  function modeOf(order: OrderRow): { state: EditorOrder['state']; mode: EditorMode } {
    const state = orderCardState({
      status: order.status,
      skippedBy: order.skippedBy,
      cutoffAt: order.cutoffAt,
      deliveryDate: order.deliveryDate,
      timeZone: REGION_TIME_ZONES[order.province],
      now: clock.now(),
    });
    const mode: EditorMode =
      state === 'editable' ? 'editable' : state === 'late_addition' ? 'additions_only' : 'locked';
    return { state, mode };
  }

  function planOf(plan: EditorHouseholdPlan): EditorPlan {
    const rtc = plan.planType === 'rtc';
    return {
      kind: plan.planType,
      servingsPerRecipe: rtc ? (plan.people ?? 2) : 1,
      meals: (rtc ? plan.recipesPerWeek : plan.mealsPerWeek) ?? 0,
      preference: plan.preference as EditorPlan['preference'],
      pricePerServingCents: plan.pricePerServingCents,
    };
  }

  // The recipes' customisations and pairings change with the catalogue (a new shelves object) or
  // when this process adds some (seeds, tests: `recipeExtrasVersion`): read once, then from memory.
  const extrasHeld = new WeakMap<WeekShelves, { generation: number; value: Promise<RecipeExtras> }>();
  function extrasOf(shelves: WeekShelves): Promise<RecipeExtras> {
    const generation = recipeExtrasVersion();
    const held = extrasHeld.get(shelves);
    if (held?.generation === generation) return held.value;
    const value = Promise.all([repo().customizations(), repo().pairings()]).then(([c, p]) => ({
      customizationsOf: groupBy(c, (x) => x.productId),
      pairingsOf: groupBy(p, (x) => x.recipeId),
    }));
    value.catch(() => extrasHeld.delete(shelves));
    extrasHeld.set(shelves, { generation, value });
    return value;
  }
  const menus = createMenuCache(extrasOf);

  /**
   * Reads what an editor call works from: the household's part in one statement (the order with
   * its items, position and next order, plan, discounts, credit, and the editor's rows of the
   * order, with the week's low stock when `withStock`; `openSession` opens this window's session
   * in it too), then the week's shelves, menu and recipe extras from memory.
   */
  async function load(
    clientId: number,
    orderId: number,
    locale: Locale,
    withStock = true,
    openSession?: { token: string; now: Date },
  ): Promise<Context> {
    const [household, planPricing] = await Promise.all([
      deps.household({
        orderId,
        clientId,
        locale,
        withStock,
        now: clock.now(),
        ...(openSession ? { openSession } : {}),
      }),
      deps.pricing(),
    ]);
    if (!household) throw notFound();
    const { order, items, plan, discounts, state } = household;
    const shelves = await deps.weekShelves(order.deliveryDate, order.province);
    const extras = await extrasOf(shelves);
    const { customizationsOf, pairingsOf } = extras;
    const chosen = new Map(state.customizations.map((c) => [c.productId, c.key]));
    // The order keeps the price per serving it was made at (plan changes apply to later orders).
    const firstMeal = items.find((i) => i.kind === 'meal');
    const extraOf = (productId: number, key: string | undefined) =>
      customizationsOf.get(productId)?.find((c) => c.key === key)?.extraPerServingCents ?? 0;
    const mealPriceCents = firstMeal
      ? firstMeal.unitPriceCents - extraOf(firstMeal.productId, chosen.get(firstMeal.productId))
      : plan.pricePerServingCents;
    const menuKey = { planKind: plan.planType, preference: plan.preference, mealPriceCents };
    const products = menus.productsOf(shelves, menuKey);
    const stockRows = state.stock;
    const stock: StockView = { remaining: (id) => stockRows.get(id) ?? null };
    const quantities = new Map<number, number>();
    for (const i of items) quantities.set(i.productId, (quantities.get(i.productId) ?? 0) + i.quantity);
    const pairingChoice = new Map<number, Set<number>>();
    for (const p of state.pairings)
      pairingChoice.set(p.recipeId, (pairingChoice.get(p.recipeId) ?? new Set()).add(p.productId));
    return {
      order,
      plan,
      items,
      products,
      stock,
      stockRows,
      customizationsOf,
      pairingsOf,
      draft: { quantities, customizations: chosen, pairings: pairingChoice },
      pricing: {
        province: order.province,
        orderPosition: household.position,
        discounts: discounts.map((d) => ({ label: d.label, rule: d.rule, ...(d.code ? { code: d.code } : {}) })),
        deliveryFeeCents: planPricing.deliveryFeeCents,
        freeDeliveryThresholdCents: planPricing.freeDeliveryThresholdCents,
        minimumOrderCents: planPricing.minimumOrderCents,
        availableCreditCents: household.creditCents,
      },
      minimumCents: planPricing.minimumOrderCents,
      freeDeliveryThresholdCents: planPricing.freeDeliveryThresholdCents,
      shelves,
      menuKey,
      nextOrder: household.nextOrder,
      sessionToken: state.sessionToken,
      holds: state.holds,
    };
  }

  /**
   * The cart of a draft: one line per product, meals priced per serving with their customisation.
   * Past the cutoff the lines are the order's written prices (decision 037), not today's shelves.
   */
  function cartOf(ctx: Context, draft: Draft): Cart {
    const items: CartItem[] = [];
    const written = ctx.order.status !== 'upcoming';
    for (const [productId, quantity] of draft.quantities) {
      if (quantity <= 0) continue;
      const product = ctx.products.get(productId);
      const rows = ctx.items.filter((i) => i.productId === productId);
      const saved = rows[0];
      const key = draft.customizations.get(productId) ?? null;
      const extra = ctx.customizationsOf.get(productId)?.find((c) => c.key === key)?.extraPerServingCents ?? 0;
      // An item no longer on the week's shelves (retired since) keeps what the order had.
      const itemKind = product?.itemKind ?? saved?.kind ?? 'market';
      const base = product?.basePriceCents ?? saved?.unitPriceCents ?? 0;
      items.push({
        productId,
        itemKind,
        quantity,
        unitPriceCents: written && saved ? writtenUnitPrice(rows) : base + (itemKind === 'meal' ? extra : 0),
        taxClass: product?.row.taxClass ?? saved?.taxClass ?? 'zero_rated',
        customizationKey: itemKind === 'meal' ? key : null,
      });
    }
    const pairings = [...draft.pairings]
      .map(([recipeId, ids]) => ({
        recipeId,
        productIds: [...ids].filter((id) => (draft.quantities.get(id) ?? 0) > 0),
      }))
      .filter((p) => (draft.quantities.get(p.recipeId) ?? 0) > 0 && p.productIds.length > 0);
    return { items, pairings };
  }

  /**
   * Forgets the units given back of weeks whose delivery day has passed: no unskip can take them
   * again (the cutoff is days before), so the rows would only pile up.
   */
  async function forgetPastReleases(page: number) {
    const today = clock.now().toISOString().slice(0, 10);
    for (let after = 0; ;) {
      const ids = await repo().releasedOrderIds(after, page);
      if (ids.length === 0) return;
      after = ids[ids.length - 1]!;
      const past = (await deps.orderCart(db).statuses(ids)).filter((o) => o.deliveryDate < today).map((o) => o.id);
      await repo().forgetReleased(past);
      if (ids.length < page) return;
    }
  }

  /**
   * One unit's written price of a product the order holds in several rows (a late addition bought
   * after a price change): what those rows charged, per unit, to the cent.
   */
  function writtenUnitPrice(rows: readonly OrderItemRow[]): number {
    const units = rows.reduce((n, r) => n + r.quantity, 0);
    const amount = rows.reduce((n, r) => n + r.quantity * r.unitPriceCents, 0);
    return units > 0 ? Math.round(amount / units) : rows[0]!.unitPriceCents;
  }

  /**
   * Whether the summary is the order's written price rather than the cart priced now (decision
   * 037): past the cutoff the amounts are those charged (late additions included); an order the
   * signup paid for keeps its price at the cutoff for as long as its cart is the one saved.
   */
  function priceIsFixed(ctx: Context, cart: Cart): boolean {
    if (ctx.order.status !== 'upcoming') return true;
    if (ctx.order.paymentId === null) return false;
    const saved = quantitiesOf(ctx.items);
    return (
      cart.items.length === ctx.items.length &&
      cart.items.every(
        (i) =>
          saved.get(i.productId) === i.quantity &&
          ctx.items.some((s) => s.productId === i.productId && s.unitPriceCents === i.unitPriceCents),
      )
    );
  }

  async function summaryOf(ctx: Context, cart: Cart, locale: Locale): Promise<EditorSummary> {
    const t = deps.i18n.translator(locale);
    const taxLine = (tax: string, amountCents: number) => ({
      tax,
      label: t.dynamic(`checkout:labels.taxes.${tax}`),
      amountCents,
    });
    if (priceIsFixed(ctx, cart)) return fixedSummary(ctx, taxLine);
    const q = cartQuote(ctx.pricing, cart.items as CartLine[]);
    return {
      subtotalCents: q.subtotal,
      discounts: q.discountLines.map((d) => ({ label: d.label, amountCents: d.items + d.delivery })),
      discountTotalCents: q.discountTotal,
      deliveryFeeCents: q.deliveryFee,
      freeDeliveryThresholdCents: ctx.freeDeliveryThresholdCents,
      taxes: q.taxes.filter((x) => x.amount > 0).map((x) => taxLine(x.tax, x.amount)),
      taxTotalCents: q.taxTotal,
      totalCents: q.total,
      creditCents: q.creditCents,
      totalAfterCreditCents: q.totalAfterCredit,
      minimumCents: ctx.minimumCents,
      belowMinimum: q.belowMinimum,
      anticipatedPoints: q.anticipatedPoints,
    };
  }

  /** The order's amounts and lines as written; before the cutoff, the credit it will take. */
  async function fixedSummary(
    ctx: Context,
    taxLine: (tax: string, amountCents: number) => EditorSummary['taxes'][number],
  ): Promise<EditorSummary> {
    const { order } = ctx;
    const [lines, lateAdditionsCents] = await Promise.all([
      deps.storedLines(order.id),
      createLateAdditionsRepository(db).billedTotal(order.id),
    ]);
    // The cutoff writes the total after credit; before it, the credit is what the cutoff will take.
    const priced = order.status === 'upcoming';
    const totalCents = priced ? order.totalCents : order.totalCents + order.creditCents;
    const creditCents = priced
      ? Math.min(Math.max(0, ctx.pricing.availableCreditCents), totalCents)
      : order.creditCents;
    const totalAfterCreditCents = totalCents - creditCents;
    return {
      subtotalCents: order.subtotalCents,
      discounts: lines
        .filter((l) => l.kind === 'discount')
        .map((l) => ({ label: l.label, amountCents: l.amountCents })),
      discountTotalCents: order.discountCents,
      deliveryFeeCents: order.deliveryFeeCents,
      freeDeliveryThresholdCents: ctx.freeDeliveryThresholdCents,
      taxes: lines.filter((l) => l.kind === 'tax').map((l) => taxLine(l.label, l.amountCents)),
      taxTotalCents: order.taxCents,
      totalCents,
      creditCents,
      totalAfterCreditCents,
      minimumCents: ctx.minimumCents,
      belowMinimum: order.subtotalCents < ctx.minimumCents,
      anticipatedPoints: pointsFor(totalAfterCreditCents),
      fixedPrice: true,
      ...(lateAdditionsCents > 0 ? { lateAdditionsCents } : {}),
    };
  }

  function orderOf(order: OrderRow, locale: Locale): EditorOrder {
    const { state, mode } = modeOf(order);
    return {
      id: order.id,
      version: order.version,
      status: order.status,
      state,
      mode,
      deliveryDate: order.deliveryDate,
      dateLabel: formatDay(order.deliveryDate, locale, 'weekday'),
      windowLabel: deps.windowLabel({ starts: order.windowStarts, ends: order.windowEnds }, locale),
      cutoffAt: order.cutoffAt.toISOString(),
      cutoffLabel: deps.cutoffLabel(order.cutoffAt, order.province, locale),
      timeZone: REGION_TIME_ZONES[order.province],
    };
  }

  /** The checks of every save, in this order: cutoff (SPEC.md §8), the order's state, version, edit session. */
  function assertSavable(order: OrderRow, version: number, session: string, current: string | undefined) {
    // A week skipped (here or in another tab) says so and how to bring it back, not "too late".
    if (order.status === 'skipped' && clock.now().getTime() < order.cutoffAt.getTime())
      throw ruleError('order_skipped', 'orders:errors.orderSkipped');
    if (clock.now().getTime() >= order.cutoffAt.getTime() && order.status === 'upcoming')
      throw ruleError('cutoff_passed', 'orders:errors.cutoffPassed');
    const { mode } = modeOf(order);
    if (mode === 'additions_only') throw ruleError('order_not_editable', 'orders:errors.notEditable');
    if (mode !== 'editable') throw ruleError('cutoff_passed', 'orders:errors.cutoffPassed');
    if (order.version !== version) throw conflict('order_changed', 'orders:errors.orderChanged');
    if (current !== session) throw conflict('edit_session_moved', 'orders:errors.editSessionMoved');
  }

  function addFailed(ctx: Context, productIds: number[], locale: Locale, messageKey?: 'orders:errors.dietLimited') {
    const names = productIds.map((id) => {
      const row = ctx.products.get(id)?.row;
      return row ? (locale === 'fr' ? row.nameFr : row.nameEn) : String(id);
    });
    return new AppError('add_failed', 422, {
      messageKey: messageKey ?? 'orders:errors.addFailed',
      vars: { name: names.join(', ') },
      details: { productIds, names },
    });
  }

  /** The rules of a draft against the order as saved: the week's shelves, diet, servings, the plan's meal count. */
  function validate(ctx: Context, draft: Draft, locale: Locale) {
    const plan = planOf(ctx.plan);
    const before = new Map<number, number>();
    for (const i of ctx.items) before.set(i.productId, (before.get(i.productId) ?? 0) + i.quantity);
    const added = [...draft.quantities].filter(([id, q]) => q > (before.get(id) ?? 0)).map(([id]) => id);
    const unknown = added.filter((id) => !ctx.products.has(id));
    if (unknown.length) throw fieldErrors({ items: 'orders:errors.unknownProduct' });
    const hidden = added.filter((id) => ctx.products.get(id)!.hiddenByDiet);
    if (hidden.length) throw addFailed(ctx, hidden, locale, 'orders:errors.dietLimited');
    const soldOut = added.filter((id) => ctx.products.get(id)!.row.soldOut);
    if (soldOut.length) throw new StockShort(soldOut.map((productId) => ({ productId, remaining: 0 })));
    let mealServings = 0;
    for (const [id, q] of draft.quantities) {
      const kind = ctx.products.get(id)?.itemKind ?? ctx.items.find((i) => i.productId === id)?.kind;
      if (kind !== 'meal' || q <= 0) continue;
      if (q % plan.servingsPerRecipe !== 0) throw fieldErrors({ items: 'orders:errors.mealServings' });
      mealServings += q;
    }
    const meals = mealServings / plan.servingsPerRecipe;
    if (meals !== plan.meals)
      throw new AppError('plan_meal_count', 422, {
        messageKey: 'orders:errors.planMealCount',
        vars: { meals, required: plan.meals },
        details: { meals, required: plan.meals },
      });
  }

  /** Up to three substitutes for each product short of units, from fresh stock. */
  /** The add-ons suggested for an order, best first (at most six): see `ghostAddons`. */
  function ghostIds(ctx: Context): number[] {
    const inCart = (id: number) => (ctx.draft.quantities.get(id) ?? 0) > 0;
    const paired = [...ctx.draft.quantities]
      .filter(([id, q]) => q > 0 && ctx.products.get(id)?.itemKind === 'meal')
      .flatMap(([id]) => (ctx.pairingsOf.get(id) ?? []).map((p) => p.productId));
    const addons = [...ctx.products.values()].filter((p) => p.itemKind === 'addon').map((p) => p.row.id);
    return [...new Set([...paired, ...addons])]
      .filter((id) => {
        const p = ctx.products.get(id);
        return p !== undefined && !inCart(id) && !isSoldOut(p, ctx.stock);
      })
      .slice(0, GHOST_ADDONS_MAX);
  }

  async function soldOutError(ctx: Context, shortages: StockShortage[], locale: Locale): Promise<AppError> {
    const stockRows = await repo().stockOf(weekStartOf(ctx.order.deliveryDate));
    const stock: StockView = { remaining: (id) => stockRows.get(id) ?? null };
    const candidates = [...ctx.products.values()]
      .filter((p) => !p.hiddenByDiet)
      .map((p) => substituteCandidate(p, stock));
    const inCart = new Set([...ctx.draft.quantities].filter(([, q]) => q > 0).map(([id]) => id));
    const name = (p: ShelfProduct) => (locale === 'fr' ? p.row.nameFr : p.row.nameEn);
    const details: SoldOutDetails = {
      soldOut: shortages.map((s) => {
        const product = ctx.products.get(s.productId);
        const wanted = Math.max(1, ctx.draft.quantities.get(s.productId) ?? 1);
        const substitutes = product
          ? rankSubstitutes(substituteCandidate(product, stock), candidates, {
              fitsDiet: (tags) => product.itemKind !== 'meal' || fitsDiet(ctx.plan.preference, tags),
              // No household allergen profile (SPEC.md): the domain keeps substitutes within the
              // sold-out item's own allergens.
              avoidAllergens: [],
              quantity: wanted,
              exclude: inCart,
            })
          : [];
        return {
          productId: s.productId,
          name: product ? name(product) : '',
          remaining: s.remaining,
          substitutes: substitutes.map((c) => {
            const p = ctx.products.get(c.id)!;
            return { productId: c.id, name: name(p), unitPriceCents: c.unitPriceCents, imageId: p.row.imageId };
          }),
        };
      }),
    };
    return new AppError('sold_out', 409, { messageKey: 'orders:errors.soldOut', details });
  }

  /**
   * Saves a draft whole (decision 032): checks read outside, then inside one transaction the order
   * is locked and checked again, the stock taken and given back, the items, lines and amounts
   * written at the version read, and the version moved on.
   */
  async function save(
    clientId: number,
    input: { orderId: number; version: number; editSession: string },
    locale: Locale,
    change: (ctx: Context) => Draft,
  ): Promise<EditorSaved> {
    const ctx = await load(clientId, input.orderId, locale, false);
    // As every change of a week (decision 029): a paused or closed plan changes no week.
    if (ctx.plan.status === 'closed') throw ruleError('account_closed', 'orders:errors.accountClosed');
    if (ctx.plan.status === 'paused') throw ruleError('account_paused', 'orders:errors.accountPaused');
    assertSavable(ctx.order, input.version, input.editSession, ctx.sessionToken);
    const draft = change(ctx);
    const weekStart = weekStartOf(ctx.order.deliveryDate);
    let saved: OrderRow;
    const cart = cartOf(ctx, draft);
    try {
      validate(ctx, draft, locale);
      const q = cartQuote(ctx.pricing, cart.items as CartLine[]);
      // Holds read with the order are those of this version: a save that moved it since writes
      // nothing below, and the release job only touches orders no longer editable.
      const changes = stockChanges(quantitiesOf(ctx.items), quantitiesOf(cart.items), ctx.holds);
      const customizations = cart.items
        .filter((i) => i.customizationKey)
        .map((i) => ({ productId: i.productId, key: i.customizationKey! }));
      const pairings = cart.pairings.flatMap((p) =>
        p.productIds.map((productId) => ({ recipeId: p.recipeId, productId })),
      );
      const w: Omit<EditorDraftWrite, 'now'> = {
        orderId: input.orderId,
        clientId,
        version: input.version,
        editSession: input.editSession,
        items: cart.items.map((i) => ({
          productId: i.productId,
          kind: i.itemKind,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents,
          taxClass: i.taxClass,
        })),
        ...writtenPrice(q, ctx.pricing.discounts),
        ...(sameEntries(changes.holds, ctx.holds) ? {} : { holds: changes.holds }),
        weekStart,
        stock: changes.stock,
      };
      // One statement locks, checks and writes the order with its items, lines, holds and stock
      // (atomic on its own); new customisations or pairings are written with it in a transaction.
      // Saves that move the same stock rows take turns in this process first (decision 041), and
      // those that wait for the same rows are written together in one statement (decision 044).
      const rows = changes.stock.filter((c) => c.delta !== 0).map((c) => `${weekStart}:${c.productId}`);
      const result = sameChoices(ctx.draft, customizations, pairings)
        ? await batches(rows, w)
        : await inTurn(rows, () =>
            db.transaction(async (tx) => {
              const r = await deps.writeDraft(tx, { ...w, now: clock.now() });
              if (r.written) await repo(tx).replaceChoices(input.orderId, customizations, pairings);
              return r;
            }),
          );
      if (!result.written) {
        // Why nothing was written, checked on the order as locked, in the order of the checks above.
        if (!result.locked) throw notFound();
        assertSavable(result.locked, input.version, input.editSession, result.sessionToken);
        if (result.shortages.length) throw new StockShort(result.shortages);
        throw conflict('order_changed', 'orders:errors.orderChanged');
      }
      saved = result.written;
    } catch (error) {
      if (error instanceof StockShort) throw await soldOutError({ ...ctx, draft }, error.shortages, locale);
      throw error;
    }
    return { order: orderOf(saved, locale), cart, summary: await summaryOf(ctx, cart, locale) };
  }

  /** A recipe of the draft with another customisation (null: the standard recipe). */
  function customize(ctx: Context, draft: Draft, c: CustomizationChange) {
    if ((draft.quantities.get(c.productId) ?? 0) <= 0) throw fieldErrors({ productId: 'orders:errors.notInCart' });
    if (c.customizationKey === null) draft.customizations.delete(c.productId);
    else {
      const offered = ctx.customizationsOf.get(c.productId)?.some((x) => x.key === c.customizationKey);
      if (!offered) throw fieldErrors({ customizationKey: 'orders:errors.unknownCustomization' });
      draft.customizations.set(c.productId, c.customizationKey);
    }
  }

  /** The pairings chosen with a recipe of the draft, with their quantities (0 removes one). */
  function pair(ctx: Context, draft: Draft, p: PairingsChange) {
    if ((draft.quantities.get(p.recipeId) ?? 0) <= 0) throw fieldErrors({ recipeId: 'orders:errors.notInCart' });
    const offered = new Set((ctx.pairingsOf.get(p.recipeId) ?? []).map((x) => x.productId));
    if (p.pairings.some((x) => !offered.has(x.productId)))
      throw fieldErrors({ pairings: 'orders:errors.unknownPairing' });
    const chosen = draft.pairings.get(p.recipeId) ?? new Set<number>();
    for (const x of p.pairings) {
      draft.quantities.set(x.productId, x.quantity);
      if (x.quantity > 0) chosen.add(x.productId);
      else chosen.delete(x.productId);
    }
    draft.pairings.set(p.recipeId, chosen);
  }

  const copyDraft = (d: Draft): Draft => ({
    quantities: new Map(d.quantities),
    customizations: new Map(d.customizations),
    pairings: new Map([...d.pairings].map(([k, v]) => [k, new Set(v)])),
  });

  return {
    /**
     * Gives back the units held by orders that will not be delivered (skipped, or under the
     * minimum at the cutoff), and forgets the holds of delivered orders (their units are gone).
     * Each order in its own transaction, rechecked under its lock; safe to run again.
     */
    async releaseUndelivered(page = 500): Promise<number> {
      let released = 0;
      for (let after = 0; ;) {
        const ids = await repo().heldOrderIds(after, page);
        if (ids.length === 0) break;
        after = ids[ids.length - 1]!;
        const done = (await deps.orderCart(db).statuses(ids)).filter(
          (o) => UNDELIVERED.has(o.status) || o.status === 'delivered',
        );
        for (const o of done) {
          await db.transaction(async (tx) => {
            const order = await deps.orderCart(tx).lock(o.id);
            if (!order || !(UNDELIVERED.has(order.status) || order.status === 'delivered')) return;
            const held = await repo(tx).holdsOf(order.id);
            if (UNDELIVERED.has(order.status)) {
              await reserveStock(
                tx,
                weekStartOf(order.deliveryDate),
                [...held].map(([productId, quantity]) => ({ productId, delta: -quantity })),
              );
              // A skipped week may come back before its cutoff: the unskip takes these again (decision 037).
              if (order.status === 'skipped') await repo(tx).recordReleased(order.id, held);
              released += 1;
            }
            await repo(tx).writeHolds(order.id, new Map());
          });
        }
        if (ids.length < page) break;
      }
      await forgetPastReleases(page);
      return released;
    },

    /**
     * `orders/editor_data_v2`: the order, its menu's key and the week's low stock of it, cart and
     * summary; opens this window's edit session. The menu itself is `editor_menu` (decision 039).
     */
    async editorData(clientId: number, orderId: number, locale: Locale): Promise<JsonText<EditorData>> {
      const token = editSessionToken();
      const ctx = await load(clientId, orderId, locale, true, { token, now: clock.now() });
      const menu = await menus.view(ctx.shelves, ctx.menuKey, locale);
      const cart = cartOf(ctx, ctx.draft);
      // Typed, not parsed: every part is built to its contract type here, and the API tests parse
      // whole answers against `getEditorData.output` (decision 036).
      const data: EditorData = {
        order: orderOf(ctx.order, locale),
        plan: planOf(ctx.plan),
        menu: {
          week: weekStartOf(ctx.order.deliveryDate),
          region: ctx.order.province,
          planKind: ctx.menuKey.planKind,
          diet: ctx.menuKey.preference as EditorMenuKey['diet'],
          mealPriceCents: ctx.menuKey.mealPriceCents,
          locale,
          version: menu.version,
        },
        stock: stockOverlay(ctx),
        cart,
        summary: await summaryOf(ctx, cart, locale),
        pricing: ctx.pricing,
        dietLimited: menu.dietLimited,
        nextOrder: ctx.nextOrder && {
          id: ctx.nextOrder.id,
          version: ctx.nextOrder.version,
          skipped: ctx.nextOrder.skipped,
          dateLabel: formatDay(ctx.nextOrder.deliveryDate, locale, 'weekday'),
        },
        editSession: token,
        now: clock.now().toISOString(),
      };
      return new JsonText<EditorData>(JSON.stringify(data));
    },

    /**
     * `orders/editor_menu`: the menu a key names, as JSON bytes kept with the view, and whether
     * the key's version is the menu's (an older one still gets the current menu, not kept long).
     * A week is named by its first day; a week without a menu offers the market, as the editor does.
     */
    async editorMenu(key: EditorMenuKey): Promise<{ bytes: Buffer; version: string; current: boolean }> {
      if (!isIsoDate(key.week) || weekStartOf(key.week) !== key.week)
        throw fieldErrors({ week: 'orders:errors.menuWeek' });
      const shelves = await deps.weekShelves(key.week, key.region);
      const view = await menus.view(
        shelves,
        { planKind: key.planKind, preference: key.diet, mealPriceCents: key.mealPriceCents },
        key.locale,
      );
      return { bytes: view.bytes, version: view.version, current: view.version === key.version };
    },

    /**
     * `orders/update_quantity`: the editor's draft saved at once (decision 046): the changed
     * quantities, then the customisations, then the pairings, checked together and written as
     * one version step.
     */
    updateQuantity(
      clientId: number,
      input: {
        orderId: number;
        version: number;
        editSession: string;
        items: QuantityChange[];
        customizations?: CustomizationChange[];
        pairings?: PairingsChange[];
      },
      locale: Locale,
    ) {
      return save(clientId, input, locale, (ctx) => {
        const draft = copyDraft(ctx.draft);
        for (const i of input.items) draft.quantities.set(i.productId, i.quantity);
        for (const c of input.customizations ?? []) customize(ctx, draft, c);
        for (const p of input.pairings ?? []) pair(ctx, draft, p);
        return draft;
      });
    },

    /** `orders/update_customization`: a recipe of the cart with another customisation (null: standard). */
    updateCustomization(
      clientId: number,
      input: { orderId: number; version: number; editSession: string } & CustomizationChange,
      locale: Locale,
    ) {
      return save(clientId, input, locale, (ctx) => {
        const draft = copyDraft(ctx.draft);
        customize(ctx, draft, input);
        return draft;
      });
    },

    /** `orders/update_pairings`: the pairings chosen with a recipe of the cart and their quantities. */
    updatePairings(
      clientId: number,
      input: { orderId: number; version: number; editSession: string } & PairingsChange,
      locale: Locale,
    ) {
      return save(clientId, input, locale, (ctx) => {
        const draft = copyDraft(ctx.draft);
        pair(ctx, draft, input);
        return draft;
      });
    },

    /** `orders/anticipated_comarch_points`: what the saved order earns once delivered. */
    async anticipatedPoints(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      return { orderId, points: (await summaryOf(ctx, cartOf(ctx, ctx.draft), locale)).anticipatedPoints };
    },

    /** `banners/get_cart_loyalty_banner`: the points of the saved cart, as the editor's banner. */
    async loyaltyBanner(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      const points = (await summaryOf(ctx, cartOf(ctx, ctx.draft), locale)).anticipatedPoints;
      const t = deps.i18n.translator(locale);
      return {
        points,
        titleKey: 'orders:editor.loyalty.title',
        bodyKey: 'orders:editor.loyalty.body',
        title: t('orders:editor.loyalty.title', { points }),
        body: t('orders:editor.loyalty.body'),
      };
    },

    /** `account/products_availability_info`: stock of the week's products and the cart's sold-out items. */
    async availability(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      const products = [...ctx.products.values()].map((p) => stockOfProduct(ctx, p));
      const short = [...ctx.draft.quantities]
        .filter(([id, q]) => {
          const p = ctx.products.get(id);
          return q > 0 && p !== undefined && p.row.soldOut;
        })
        .map(([productId]) => ({ productId, remaining: 0 }));
      const details = short.length
        ? ((await soldOutError(ctx, short, locale)).details as SoldOutDetails)
        : { soldOut: [] };
      return { products, soldOutInCart: details.soldOut };
    },

    /** `account/ghost_addons`: pairings of the cart's recipes first, then add-ons in stock, none already in the cart. */
    async ghostAddons(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      return {
        products: ghostIds(ctx).map((id) => editorProduct(ctx.products.get(id)!, locale, ctx.stock, [], [])),
      };
    },

    /**
     * `account/loyalty_sticker_for_ghost_addons`: the points each suggested add-on would add to the
     * order, one unit of it priced into the saved cart with the same rule as the summary (so
     * discounts, taxes and the credit count as they will at the cutoff).
     */
    async ghostAddonStickers(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      const points = async (draft: Draft) => (await summaryOf(ctx, cartOf(ctx, draft), locale)).anticipatedPoints;
      const now = await points(ctx.draft);
      const stickers = await Promise.all(
        ghostIds(ctx).map(async (productId) => {
          const draft = copyDraft(ctx.draft);
          draft.quantities.set(productId, (draft.quantities.get(productId) ?? 0) + 1);
          return { productId, points: Math.max(0, (await points(draft)) - now) };
        }),
      );
      return { stickers };
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
