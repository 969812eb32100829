import type { DietPreference } from './pricing.ts';

export interface MealCandidate {
  id: number;
  tags: readonly string[];
  soldOut?: boolean;
}

/** Diets a household must never break; other preferences are tastes and may be filled around. */
const STRICT: Partial<Record<DietPreference, (tags: readonly string[]) => boolean>> = {
  vegetarian: (tags) => tags.includes('vegetarian') || tags.includes('vegan'),
  vegan: (tags) => tags.includes('vegan'),
};

/** Whether a recipe fits the household's diet: strict diets leave others out, tastes leave nothing out. */
export function fitsDiet(preference: string, tags: readonly string[]): boolean {
  const strict = STRICT[preference as DietPreference];
  return strict ? strict(tags) : true;
}

/**
 * The meals of a new subscriber's first order: recipes with the preference's tag first, in menu
 * order, then (for taste preferences only) the rest of the menu, premium last since it costs
 * extra. Vegetarian and vegan plans never receive a recipe outside their diet, so they may get
 * fewer than asked when the menu is short.
 */
export function pickMeals(candidates: readonly MealCandidate[], preference: DietPreference, count: number): number[] {
  const available = candidates.filter((c) => !c.soldOut);
  const strict = STRICT[preference];
  const allowed = strict ? available.filter((c) => strict(c.tags)) : available;
  const preferred = allowed.filter((c) => c.tags.includes(preference));
  const others = allowed
    .filter((c) => !c.tags.includes(preference))
    .sort((a, b) => Number(a.tags.includes('premium')) - Number(b.tags.includes('premium')));
  return [...preferred, ...others].slice(0, Math.max(0, count)).map((c) => c.id);
}
