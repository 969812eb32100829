import type { CartPricing, EditorPlan } from '@fp/contracts';
import type { Draft } from '@fp/domain/order-draft';
import type { CustomizationRow, PairingRow, WeekShelves } from '../../catalog/service.ts';
import type { OrderItemRow, OrderRow } from '../order-repository.ts';
import type { HouseholdPlanJson } from './editor-repository.ts';
import type { MenuKey } from './menu-cache.ts';
import type { ShelfProduct, StockView } from './shelves.ts';

/** The household's next coming week still before its cutoff (editable, or skipped). */
export interface NextOrder {
  id: number;
  version: number;
  skipped: boolean;
  deliveryDate: string;
}

/** Everything a read or a save of the editor works from, read once outside any transaction. */
export interface EditorContext {
  order: OrderRow;
  plan: HouseholdPlanJson;
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

/** The plan as the editor shows and checks it: servings per recipe and meals a week. */
export function planOf(plan: HouseholdPlanJson): EditorPlan {
  const rtc = plan.planType === 'rtc';
  return {
    kind: plan.planType,
    servingsPerRecipe: rtc ? (plan.people ?? 2) : 1,
    meals: (rtc ? plan.recipesPerWeek : plan.mealsPerWeek) ?? 0,
    preference: plan.preference as EditorPlan['preference'],
    pricePerServingCents: plan.pricePerServingCents,
  };
}
