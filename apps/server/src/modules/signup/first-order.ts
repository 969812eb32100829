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

export interface FirstOrderItem {
  productId: number;
  servings: number;
  unitPriceCents: number;
  taxClass: MenuMeal['taxClass'];
}

export interface FirstOrderPlan {
  items: FirstOrderItem[];
  pricePerServingCents: number;
  quote: Quote;
}

/**
 * The first order of a new plan: meals picked from the delivery week's menu for the preference,
 * at the plan's price per serving (the one the plans page showed), with the offer applied. A
 * ready-to-cook recipe comes for every person; ready-to-eat meals are single servings, repeated
 * when the menu has fewer meals than the plan.
 */
export function planFirstOrder(input: {
  selection: PlanSelection;
  pricing: PlanPricing;
  /** The plan's price per serving, surcharges included. */
  pricePerServingCents: number;
  menu: MenuMeal[];
  province: Province;
  discounts: AppliedDiscount[];
}): FirstOrderPlan | undefined {
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
  const items: FirstOrderItem[] = [...servings].map(([productId, count]) => {
    const meal = byId.get(productId)!;
    return { productId, servings: count, unitPriceCents: price, taxClass: meal.taxClass };
  });
  const lines: QuoteLine[] = items.map((i) => ({
    key: String(i.productId),
    taxClass: i.taxClass,
    quantity: i.servings,
    unitPriceCents: i.unitPriceCents,
    servings: 1,
  }));
  return {
    items,
    pricePerServingCents: price,
    quote: quote({ province: input.province, lines, orderPosition: 1, discounts: input.discounts, pricing }),
  };
}
