import {
  pickMeals,
  quote,
  servingsPerWeek,
  type AppliedDiscount,
  type PlanPricing,
  type PlanSelection,
  type Province,
  type Quote,
  type QuoteLine,
} from '@fp/domain';

export interface MenuMeal {
  id: number;
  tags: string[];
  soldOut: boolean;
  taxClass: 'zero_rated' | 'prepared_food' | 'general';
}

export interface PlannedItem {
  productId: number;
  servings: number;
  unitPriceCents: number;
  taxClass: MenuMeal['taxClass'];
}

export interface OrderPlan {
  items: PlannedItem[];
  pricePerServingCents: number;
  quote: Quote;
}

/**
 * The order of a plan for one delivery week: meals picked from that week's menu for the
 * preference, at the plan's price per serving, with the discounts that apply at its position. A
 * ready-to-cook recipe comes for every person; ready-to-eat meals are single servings, repeated
 * when the menu has fewer meals than the plan. The signup funnel (first order), the weekly
 * generator and the cutoff all price through here (decision 027).
 */
export function planOrder(input: {
  selection: PlanSelection;
  pricing: PlanPricing;
  /** The plan's price per serving, surcharges included. */
  pricePerServingCents: number;
  menu: MenuMeal[];
  province: Province;
  /** 1 for the household's first order. */
  orderPosition: number;
  discounts: AppliedDiscount[];
}): OrderPlan | undefined {
  const { selection, pricing } = input;
  const price = input.pricePerServingCents;
  const byId = new Map(input.menu.map((m) => [m.id, m]));
  const recipes = selection.type === 'rtc' ? selection.recipesPerWeek : selection.mealsPerWeek;
  const picked = pickMeals(input.menu, selection.preference, recipes);
  if (picked.length === 0) return undefined;
  const servings = new Map<number, number>();
  if (selection.type === 'rtc') {
    for (const id of picked) servings.set(id, selection.people);
  } else {
    for (let i = 0; i < servingsPerWeek(selection); i += 1) {
      const id = picked[i % picked.length]!;
      servings.set(id, (servings.get(id) ?? 0) + 1);
    }
  }
  const items: PlannedItem[] = [...servings].map(([productId, count]) => {
    const meal = byId.get(productId)!;
    return { productId, servings: count, unitPriceCents: price, taxClass: meal.taxClass };
  });
  return {
    items,
    pricePerServingCents: price,
    quote: quote({
      province: input.province,
      lines: quoteLines(items),
      orderPosition: input.orderPosition,
      discounts: input.discounts,
      pricing,
    }),
  };
}

/** The quote lines of an order's meals: one line per recipe, counted in servings. */
export function quoteLines(items: readonly PlannedItem[]): QuoteLine[] {
  return items.map((i) => ({
    key: String(i.productId),
    taxClass: i.taxClass,
    quantity: i.servings,
    unitPriceCents: i.unitPriceCents,
    servings: 1,
  }));
}
