import {
  type EditorData,
  type EditorMenuKey,
  type Cart,
  type EditorMode,
  type EditorOrder,
  type EditorSaved,
  type SoldOutDetails,
} from '@fp/contracts';
import {
  cartQuote,
  isIsoDate,
  formatDay,
  orderCardState,
  REGION_TIME_ZONES,
  weekStartOf,
  type CartLine,
  type Clock,
  type PlanPricing,
} from '@fp/domain';
import {
  applyChanges,
  draftProblem,
  quantitiesOf,
  quantityOf,
  setQuantity,
  stockChanges,
  type CustomizationChange,
  type Draft,
  type DraftChanges,
  type PairingsChange,
  type QuantityChange,
} from '@fp/domain/order-draft';
import type { Locale } from '@fp/i18n';
import type { Database } from '../../../db/types.ts';
import { AppError, conflict, fieldErrors, notFound, ruleError } from '../../../http/errors.ts';
import { JsonText } from '../../../http/endpoint.ts';
import type { ServerI18n } from '../../../http/i18n.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { DeliveryService } from '../../delivery/service.ts';
import type { DiscountFactsJson, DiscountsService } from '../../discounts/service.ts';
import type { MoneyService } from '../../money/service.ts';
import type { StockService, StockShortage } from '../../stock/service.ts';
import type { PlansService } from '../../subscription/plans-service.ts';
import type { SubscriptionService } from '../../subscription/service.ts';
import { createLateAdditionsRepository } from '../late-additions/late-additions-repository.ts';
import { writtenPrice } from '../order-price.ts';
import { createOrderRepository, type OrderDraftWrite, type OrderRow } from '../order-repository.ts';
import { ghostIds, soldOutError, stockOfProduct, stockOverlay } from './availability.ts';
import { cartOf } from './cart.ts';
import { planOf, type EditorContext } from './context.ts';
import { createEditorRepository, type HouseholdParts } from './editor-repository.ts';
import { summaryOf } from './summary.ts';
import { labelsHeld } from './labels-held.ts';
import { createMenuCache } from './menu-cache.ts';
import { editSessionToken } from './session-tokens.ts';
import { editorProduct, type StockView } from './shelves.ts';

/** What the editor needs of the other modules, each through its own service. */
export interface EditorDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  /** How long a read of slow-changing data (the plans' settings) is reused (decision 022's interval). */
  dataVersionCheckMs: number;
  catalog: Pick<CatalogService, 'weekShelves' | 'recipeExtras'>;
  plans: Pick<PlansService, 'catalogue' | 'mealPrices'>;
  subscriptions: Pick<SubscriptionService, 'planSql'>;
  discounts: Pick<DiscountsService, 'orderDiscountFactsSql' | 'orderDiscountsOf'>;
  money: { credit: Pick<MoneyService['credit'], 'balanceSql'> };
  stock: Pick<StockService, 'take' | 'holdsWrites' | 'holdsSql' | 'lowStockSql' | 'lowStock'>;
  delivery: Pick<DeliveryService, 'windowLabel' | 'cutoffLabel'>;
}

class StockShort extends Error {
  readonly shortages: StockShortage[];
  constructor(shortages: StockShortage[]) {
    super('stock short');
    this.shortages = shortages;
  }
}

/** A cart line as the order's items keep it. */
const itemWrite = (i: EditorSaved['cart']['items'][number]): OrderDraftWrite['items'][number] => ({
  productId: i.productId,
  kind: i.itemKind,
  quantity: i.quantity,
  unitPriceCents: i.unitPriceCents,
  taxClass: i.taxClass,
});

/** Whether a save keeps the customisations and pairings the order has (nothing to rewrite). */
function sameChoices(
  saved: Draft,
  customizations: { productId: number; key: string }[],
  pairings: { recipeId: number; productId: number }[],
) {
  const savedPairs = Object.values(saved.pairings).reduce((n, ids) => n + ids.length, 0);
  const savedCustom = Object.keys(saved.customizations).length;
  return (
    customizations.length === savedCustom &&
    customizations.every((c) => saved.customizations[c.productId] === c.key) &&
    pairings.length === savedPairs &&
    pairings.every((p) => saved.pairings[p.recipeId]?.includes(p.productId) === true)
  );
}

/** The other modules' parts of the editor's one read (decision 036), each a subquery of its own tables. */
export function householdParts(
  deps: Pick<EditorDeps, 'subscriptions' | 'discounts' | 'money' | 'stock'>,
): HouseholdParts<DiscountFactsJson> {
  return {
    plan: (clientId) => deps.subscriptions.planSql(clientId),
    discountFacts: (clientId) => deps.discounts.orderDiscountFactsSql(clientId),
    credit: (clientId) => deps.money.credit.balanceSql(clientId),
    holds: (orderId) => deps.stock.holdsSql(orderId),
    lowStock: (weekStart) => deps.stock.lowStockSql(weekStart),
  };
}

/**
 * The order editor (issue 13, decision 032): a week's box read with its menu and an exact summary,
 * and saved whole (decision 046) — one request, one transaction, one version step, in the newest
 * edit session only, before the cutoff, taking and giving back stock in the same transaction.
 */
export function createEditorService(deps: EditorDeps) {
  const { db, clock } = deps;
  const parts = householdParts(deps);
  // The plans' delivery fee, free-delivery threshold and minimum change rarely (staff data): one
  // read serves every editor for the data-version interval instead of three queries per open.
  let pricing: { at: number; value: Promise<PlanPricing> } | undefined;
  const planPricing = () => {
    const now = performance.now();
    if (!pricing || now - pricing.at > deps.dataVersionCheckMs) {
      const value = deps.plans.catalogue().then((c) => c.pricing);
      value.catch(() => (pricing = undefined));
      pricing = { at: now, value };
    }
    return pricing.value;
  };
  // The meal prices a menu may be asked at (the plans' and the households'): read once a minute at
  // most, so that a made-up price is refused without building a menu for it.
  let prices: { at: number; value: Promise<Set<number>> } | undefined;
  const mealPrices = () => {
    const now = performance.now();
    if (!prices || now - prices.at > Math.max(deps.dataVersionCheckMs, 60_000)) {
      const value = deps.plans.mealPrices();
      value.catch(() => (prices = undefined));
      prices = { at: now, value };
    }
    return prices.value;
  };
  // Every household of a week shares a few cutoff instants and delivery windows, and writing one
  // in its time zone is the costly part of a read.
  const windowLabel = labelsHeld(
    (w: { starts: string; ends: string }, locale: Locale) => deps.delivery.windowLabel(w, locale),
    (w, locale) => `${w.starts}|${w.ends}|${locale}`,
  );
  const cutoffLabel = labelsHeld(
    (at: Date, province: OrderRow['province'], locale: Locale) => deps.delivery.cutoffLabel(at, province, locale),
    (at, province, locale) => `${at.getTime()}|${province}|${locale}`,
  );
  const menus = createMenuCache(() => deps.catalog.recipeExtras());
  /** The order's lines as written and its late additions' total (read only when its price is fixed). */
  const asWritten = async (orderId: number) => {
    const [lines, lateAdditionsCents] = await Promise.all([
      createOrderRepository(db).lines(orderId),
      createLateAdditionsRepository(db).billedTotal(orderId),
    ]);
    return { lines, lateAdditionsCents };
  };
  const summary = (ctx: EditorContext, cart: Cart, locale: Locale) =>
    summaryOf(ctx, cart, deps.i18n.translator(locale), () => asWritten(ctx.order.id));
  /** The week's fresh stock, for the substitutes of what sold out. */
  const lowStockOf = (ctx: EditorContext) => deps.stock.lowStock(weekStartOf(ctx.order.deliveryDate));

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
  ): Promise<EditorContext> {
    const [household, prices] = await Promise.all([
      createEditorRepository(db).readHousehold(parts, {
        orderId,
        clientId,
        withStock,
        now: clock.now(),
        ...(openSession ? { openSession } : {}),
      }),
      planPricing(),
    ]);
    if (!household) throw notFound();
    const { order, items, plan } = household;
    const discounts = deps.discounts.orderDiscountsOf(household.discountFacts, order.id, locale).at(household.position);
    const [shelves, { customizationsOf, pairingsOf }] = await Promise.all([
      deps.catalog.weekShelves(order.deliveryDate, order.province),
      deps.catalog.recipeExtras(),
    ]);
    const chosen = Object.fromEntries(household.customizations.map((c) => [c.productId, c.key]));
    // The order keeps the price per serving it was made at (plan changes apply to later orders).
    const firstMeal = items.find((i) => i.kind === 'meal');
    const extraOf = (productId: number, key: string | undefined) =>
      customizationsOf.get(productId)?.find((c) => c.key === key)?.extraPerServingCents ?? 0;
    const mealPriceCents = firstMeal
      ? firstMeal.unitPriceCents - extraOf(firstMeal.productId, chosen[firstMeal.productId])
      : plan.pricePerServingCents;
    const menuKey = { planKind: plan.planType, preference: plan.preference, mealPriceCents };
    const products = menus.productsOf(shelves, menuKey);
    const stockRows = household.stock;
    const stock: StockView = { remaining: (id) => stockRows.get(id) ?? null };
    const pairingChoice: Record<number, number[]> = {};
    for (const p of household.pairings) (pairingChoice[p.recipeId] ??= []).push(p.productId);
    return {
      order,
      plan,
      items,
      products,
      stock,
      stockRows,
      customizationsOf,
      pairingsOf,
      draft: {
        quantities: Object.fromEntries(quantitiesOf(items)),
        customizations: chosen,
        pairings: pairingChoice,
      },
      pricing: {
        province: order.province,
        orderPosition: household.position,
        discounts: discounts.map((d) => ({ label: d.label, rule: d.rule, ...(d.code ? { code: d.code } : {}) })),
        deliveryFeeCents: prices.deliveryFeeCents,
        freeDeliveryThresholdCents: prices.freeDeliveryThresholdCents,
        minimumOrderCents: prices.minimumOrderCents,
        availableCreditCents: household.creditCents,
      },
      minimumCents: prices.minimumOrderCents,
      freeDeliveryThresholdCents: prices.freeDeliveryThresholdCents,
      shelves,
      menuKey,
      nextOrder: household.nextOrder,
      sessionToken: household.sessionToken,
      holds: household.holds,
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
      windowLabel: windowLabel({ starts: order.windowStarts, ends: order.windowEnds }, locale),
      cutoffAt: order.cutoffAt.toISOString(),
      cutoffLabel: cutoffLabel(order.cutoffAt, order.province, locale),
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

  function addFailed(
    ctx: EditorContext,
    productIds: number[],
    locale: Locale,
    messageKey?: 'orders:errors.dietLimited',
  ) {
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

  /** The rules of a draft against the order as saved (`draftProblem`, the browser's own check), as errors. */
  function validate(ctx: EditorContext, draft: Draft, locale: Locale) {
    const problem = draftProblem({
      before: ctx.items.map((i) => ({ productId: i.productId, quantity: i.quantity, itemKind: i.kind })),
      draft,
      products: new Map(
        [...ctx.products].map(([id, p]) => [
          id,
          { itemKind: p.itemKind, hiddenByDiet: p.hiddenByDiet, soldOut: p.row.soldOut },
        ]),
      ),
      plan: planOf(ctx.plan),
    });
    switch (problem?.code) {
      case undefined:
        return;
      case 'unknown_product':
        throw fieldErrors({ items: 'orders:errors.unknownProduct' });
      case 'diet_limited':
        throw addFailed(ctx, problem.productIds, locale, 'orders:errors.dietLimited');
      case 'sold_out':
        throw new StockShort(problem.productIds.map((productId) => ({ productId, remaining: 0 })));
      case 'meal_servings':
        throw fieldErrors({ items: 'orders:errors.mealServings' });
      case 'plan_meal_count':
        throw new AppError('plan_meal_count', 422, {
          messageKey: 'orders:errors.planMealCount',
          vars: { meals: problem.meals, required: problem.required },
          details: { meals: problem.meals, required: problem.required },
        });
    }
  }

  /**
   * Saves a draft whole (decision 046): the rules are checked on what was read, then one
   * transaction of three statements locks the order and checks its state, version, cutoff and
   * edit session, takes and gives back the week's stock (rows locked in product order), and
   * writes the order's amounts, items, lines and holds while the session is still this window's,
   * moving its version on by one (the choices too, in a fourth, when they changed). A refusal
   * writes nothing.
   */
  async function save(
    clientId: number,
    input: { orderId: number; version: number; editSession: string },
    locale: Locale,
    change: (ctx: EditorContext) => Draft,
  ): Promise<EditorSaved> {
    const ctx = await load(clientId, input.orderId, locale, false);
    // As every change of a week (decision 029): a paused or closed plan changes no week.
    if (ctx.plan.status === 'closed') throw ruleError('account_closed', 'orders:errors.accountClosed');
    if (ctx.plan.status === 'paused') throw ruleError('account_paused', 'orders:errors.accountPaused');
    assertSavable(ctx.order, input.version, input.editSession, ctx.sessionToken);
    const draft = change(ctx);
    const cart = cartOf(ctx, draft);
    let saved: OrderRow;
    try {
      validate(ctx, draft, locale);
      const q = cartQuote(ctx.pricing, cart.items as CartLine[]);
      const price = writtenPrice(q, ctx.pricing.discounts);
      // The holds read with the order are those of its version: the transaction writes only at it.
      const changes = stockChanges(quantitiesOf(ctx.items), quantitiesOf(cart.items), ctx.holds);
      const customizations = cart.items
        .filter((i) => i.customizationKey)
        .map((i) => ({ productId: i.productId, key: i.customizationKey! }));
      const pairings = cart.pairings.flatMap((p) =>
        p.productIds.map((productId) => ({ recipeId: p.recipeId, productId })),
      );
      saved = await db.transaction(async (tx) => {
        const editorRepo = createEditorRepository(tx);
        const locked = await editorRepo.lockForSave(input.orderId, clientId);
        if (!locked) throw notFound();
        assertSavable(locked.order, input.version, input.editSession, locked.sessionToken);
        const short = await deps.stock.take(tx, weekStartOf(locked.order.deliveryDate), changes.stock);
        if (short.length > 0) throw new StockShort(short);
        const written = await createOrderRepository(tx).writeDraft(
          input.orderId,
          input.version,
          { totals: price.totals, updatedAt: clock.now(), items: cart.items.map(itemWrite), lines: price.lines },
          editorRepo.sessionIs(input.orderId, input.editSession),
          (when) => deps.stock.holdsWrites(input.orderId, changes.holds, when),
        );
        // The version was checked under the lock: what stopped the write is a window opened since.
        if (!written) throw conflict('edit_session_moved', 'orders:errors.editSessionMoved');
        if (!sameChoices(ctx.draft, customizations, pairings))
          await editorRepo.replaceChoices(input.orderId, customizations, pairings);
        return written;
      });
    } catch (error) {
      if (error instanceof StockShort)
        throw soldOutError({ ...ctx, draft }, error.shortages, await lowStockOf(ctx), locale);
      throw error;
    }
    return { order: orderOf(saved, locale), cart, summary: await summary(ctx, cart, locale) };
  }

  /** A save's changes on the draft as saved (`applyChanges`, the browser's own rule), or why they cannot apply. */
  function changed(ctx: EditorContext, changes: DraftChanges): Draft {
    const applied = applyChanges(ctx.draft, changes, {
      customizationKeys: (id) => ctx.customizationsOf.get(id)?.map((c) => c.key) ?? [],
      pairingIds: (id) => ctx.pairingsOf.get(id)?.map((p) => p.productId) ?? [],
    });
    switch (applied.problem?.code) {
      case undefined:
        return applied.draft!;
      case 'not_in_cart':
        throw fieldErrors({ [applied.problem.field]: 'orders:errors.notInCart' });
      case 'unknown_customization':
        throw fieldErrors({ customizationKey: 'orders:errors.unknownCustomization' });
      case 'unknown_pairing':
        throw fieldErrors({ pairings: 'orders:errors.unknownPairing' });
    }
  }

  return {
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
        summary: await summary(ctx, cart, locale),
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
      if (!(await mealPrices()).has(key.mealPriceCents))
        throw fieldErrors({ mealPriceCents: 'orders:errors.menuPrice' });
      const shelves = await deps.catalog.weekShelves(key.week, key.region);
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
      return save(clientId, input, locale, (ctx) => changed(ctx, input));
    },

    /** `orders/update_customization`: a recipe of the cart with another customisation (null: standard). */
    updateCustomization(
      clientId: number,
      input: { orderId: number; version: number; editSession: string } & CustomizationChange,
      locale: Locale,
    ) {
      return save(clientId, input, locale, (ctx) => changed(ctx, { items: [], customizations: [input] }));
    },

    /** `orders/update_pairings`: the pairings chosen with a recipe of the cart and their quantities. */
    updatePairings(
      clientId: number,
      input: { orderId: number; version: number; editSession: string } & PairingsChange,
      locale: Locale,
    ) {
      return save(clientId, input, locale, (ctx) => changed(ctx, { items: [], pairings: [input] }));
    },

    /** `orders/anticipated_comarch_points`: what the saved order earns once delivered. */
    async anticipatedPoints(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      return { orderId, points: (await summary(ctx, cartOf(ctx, ctx.draft), locale)).anticipatedPoints };
    },

    /** `banners/get_cart_loyalty_banner`: the points of the saved cart, as the editor's banner. */
    async loyaltyBanner(clientId: number, orderId: number, locale: Locale) {
      const ctx = await load(clientId, orderId, locale);
      const points = (await summary(ctx, cartOf(ctx, ctx.draft), locale)).anticipatedPoints;
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
      const short = Object.keys(ctx.draft.quantities)
        .map(Number)
        .filter((id) => ctx.products.get(id)?.row.soldOut === true)
        .map((productId) => ({ productId, remaining: 0 }));
      const details = short.length
        ? (soldOutError(ctx, short, await lowStockOf(ctx), locale).details as SoldOutDetails)
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
      const points = async (draft: Draft) => (await summary(ctx, cartOf(ctx, draft), locale)).anticipatedPoints;
      const now = await points(ctx.draft);
      const stickers = await Promise.all(
        ghostIds(ctx).map(async (productId) => {
          const draft = setQuantity(ctx.draft, productId, quantityOf(ctx.draft, productId) + 1);
          return { productId, points: Math.max(0, (await points(draft)) - now) };
        }),
      );
      return { stickers };
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
