import type { Clock, PlanPricing } from '@fp/domain';
import type { Database } from './db/types.ts';
import type { ServerI18n } from './http/i18n.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { CreditsService } from './modules/credits/service.ts';
import type { DeliveryService } from './modules/delivery/service.ts';
import type { DiscountsService } from './modules/discounts/service.ts';
import { createEditorService } from './modules/editor/service.ts';
import { createOrderCart } from './modules/orders/cart-repository.ts';
import { createOrdersRepository } from './modules/orders/repository.ts';
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
  return createEditorService({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    orderCart: createOrderCart,
    weekShelves: (date, region) => m.catalog.weekShelves(date, region),
    windowLabel: (w, locale) => m.delivery.windowLabel(w, locale),
    cutoffLabel: (at, province, locale) => m.delivery.cutoffLabel(at, province, locale),
    plan: async (clientId) => {
      const sub = await m.subscriptions.forClient(clientId);
      return sub
        ? {
            status: sub.status,
            planType: sub.planType,
            people: sub.people,
            recipesPerWeek: sub.recipesPerWeek,
            mealsPerWeek: sub.mealsPerWeek,
            preference: sub.preference,
            pricePerServingCents: sub.pricePerServingCents,
          }
        : undefined;
    },
    pricing: planPricing,
    discounts: (clientId, orderId, locale) => m.discounts.orderDiscounts(clientId, orderId, locale),
    storedLines: (orderId) => createOrdersRepository(m.db).lines(orderId),
    creditBalance: (clientId) => m.credits.balance(clientId),
  });
}
