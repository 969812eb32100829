import type { Clock, PlanPricing } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Database } from './db/types.ts';
import type { ServerI18n } from './http/i18n.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { CreditsService } from './modules/credits/service.ts';
import type { DeliveryService } from './modules/delivery/service.ts';
import type { DiscountsService } from './modules/discounts/service.ts';
import { createEditorService } from './modules/editor/service.ts';
import {
  readEditorHouseholds,
  writeEditorDraft,
  writeEditorDrafts,
  type EditorHouseholdQuery,
} from './editor-household-repository.ts';
import { sameTurnBatches } from './modules/editor/batches.ts';
import { createOrderCart } from './modules/orders/cart-repository.ts';
import { createOrdersRepository } from './modules/orders/repository.ts';
import type { OrderRow } from './modules/orders/service.ts';
import type { PlansService } from './modules/subscription/plans-service.ts';
import type { SubscriptionService } from './modules/subscription/service.ts';

interface Modules {
  /** How long a read of slow-changing data (the plans' settings) is reused (decision 022's interval). */
  dataVersionCheckMs: number;
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  catalog: CatalogService;
  plans: PlansService;
  subscriptions: SubscriptionService;
  discounts: DiscountsService;
  credits: CreditsService;
  delivery: DeliveryService;
}

/**
 * A label function whose answers are kept by key: every household of a week shares a few cutoff
 * instants and delivery windows, and writing one in its time zone is the costly part of a read.
 */
function labelsHeld<A extends unknown[]>(label: (...args: A) => string, keyOf: (...args: A) => string) {
  const held = new Map<string, string>();
  return (...args: A): string => {
    const key = keyOf(...args);
    let text = held.get(key);
    if (text === undefined) {
      if (held.size >= 1000) held.clear();
      held.set(key, (text = label(...args)));
    }
    return text;
  };
}

/**
 * The order editor (issue 13, decision 032) wired to the modules it reads through their services:
 * the orders module's cart, the catalogue's in-memory shelves, the plan, and the discounts and
 * credit the cutoff applies, so the editor's summary is the cutoff's price.
 */
export function createOrderEditor(m: Modules) {
  // The plans' delivery fee, free-delivery threshold and minimum change rarely (staff data): one
  // read serves every editor for the data-version interval instead of three queries per open.
  let pricing: { at: number; value: Promise<PlanPricing> } | undefined;
  const planPricing = () => {
    const now = performance.now();
    if (!pricing || now - pricing.at > m.dataVersionCheckMs) {
      const value = m.plans.catalogue().then((c) => c.pricing);
      value.catch(() => (pricing = undefined));
      pricing = { at: now, value };
    }
    return pricing.value;
  };
  // The editor calls of one turn read their households in one statement (decision 045).
  const readHousehold = sameTurnBatches(
    (qs: EditorHouseholdQuery[]) => readEditorHouseholds(m.db, qs),
    (q) => q.orderId,
  );
  return createEditorService({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    orderCart: createOrderCart,
    weekShelves: (date, region) => m.catalog.weekShelves(date, region),
    windowLabel: labelsHeld(
      (w: { starts: string; ends: string }, locale: Locale) => m.delivery.windowLabel(w, locale),
      (w, locale) => `${w.starts}|${w.ends}|${locale}`,
    ),
    cutoffLabel: labelsHeld(
      (at: Date, province: OrderRow['province'], locale: Locale) => m.delivery.cutoffLabel(at, province, locale),
      (at, province, locale) => `${at.getTime()}|${province}|${locale}`,
    ),
    pricing: planPricing,
    household: async ({ locale, ...q }) => {
      const read = await readHousehold(q);
      if (!read) return undefined;
      const { codes, referred, ...rest } = read;
      // The discounts the cutoff prices this order with (decision 037), read in the same statement.
      const redeemed = codes.map(({ orderId, ...code }) => ({ code, orderId: Number(orderId) }));
      const discounts = m.discounts.orderDiscountsOf({ redeemed, referred }, q.orderId, locale).at(read.position);
      return { ...rest, discounts };
    },
    writeDraft: writeEditorDraft,
    writeDrafts: writeEditorDrafts,
    storedLines: (orderId) => createOrdersRepository(m.db).lines(orderId),
  });
}
