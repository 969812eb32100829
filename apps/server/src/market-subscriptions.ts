import type { Clock } from '@fp/domain';
import type { Database } from './db/types.ts';
import type { ServerI18n } from './http/i18n.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { DeliveryService } from './modules/delivery/service.ts';
import type { DiscountsService } from './modules/discounts/service.ts';
import { stockHold } from './modules/editor/stock.ts';
import { createMarketSubscriptions } from './modules/market-subscriptions/service.ts';
import { createMarketItems } from './modules/orders/market-items.ts';
import type { PlansService } from './modules/subscription/plans-service.ts';
import type { SubscriptionService } from './modules/subscription/service.ts';

interface Modules {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  catalog: CatalogService;
  plans: PlansService;
  subscriptions: SubscriptionService;
  delivery: DeliveryService;
  discounts: DiscountsService;
}

/**
 * Market-item subscriptions (decision 034): the subscriptions module, wired to the orders module's
 * side of them (items in coming orders, drafts priced again) and to the modules it reads.
 */
export function createMarketSubscriptionsWiring(m: Modules) {
  const pricing = async () => (await m.plans.catalogue()).pricing;
  // The editor's week stock (decision 032): units held for the items put in orders.
  const marketItems = createMarketItems({
    db: m.db,
    clock: m.clock,
    pricing,
    stock: stockHold,
    // Drafts priced as the editor and the cutoff price the order (decision 037).
    discountsOf: (orders, tx) => m.discounts.discountsOfOrders(orders, tx),
  });
  return createMarketSubscriptions({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    catalog: m.catalog,
    orders: marketItems,
    pricing,
    planStatus: async (clientId) => (await m.subscriptions.forClient(clientId))?.status,
    province: async (clientId) => (await m.delivery.addressFor(clientId))?.province,
  });
}
