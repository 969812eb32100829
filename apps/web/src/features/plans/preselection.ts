import { PLAN_PREFERENCES, type PlanPreference, type PlanSelection, type PlanType } from '@fp/contracts';

/** Every choice of the plans page, whichever plan type is showing. */
export interface PlanDraft {
  type: PlanType;
  people: number;
  recipesPerWeek: number;
  mealsPerWeek: number;
  preference: PlanPreference;
}

export const DEFAULT_DRAFT: PlanDraft = {
  type: 'rtc',
  people: 2,
  recipesPerWeek: 3,
  mealsPerWeek: 6,
  preference: 'family_friendly',
};

const SELECTION = /^(rtc|rte)_(\d{1,2})$/;

const isPreference = (v: string | null | undefined): v is PlanPreference =>
  v != null && (PLAN_PREFERENCES as readonly string[]).includes(v);

const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 && n < 100 ? n : undefined;
};

/**
 * What the address asks for: `/signup/plans/{type}_{mealServings}/{submenu}` (people for
 * ready-to-cook, meals a week for ready-to-eat; submenu is the menu preference), or the query the
 * old addresses are redirected to (plan, people, recipes, meals, submenu).
 */
export function preselection(
  params: { selection?: string; submenu?: string },
  query: URLSearchParams,
): Partial<PlanDraft> {
  const out: Partial<PlanDraft> = {};
  const match = params.selection ? SELECTION.exec(params.selection) : null;
  if (match) {
    out.type = match[1] as PlanType;
    if (out.type === 'rtc') out.people = Number(match[2]);
    else out.mealsPerWeek = Number(match[2]);
  } else {
    const plan = query.get('plan');
    if (plan === 'rtc' || plan === 'rte') out.type = plan;
    const people = positive(query.get('people'));
    const recipes = positive(query.get('recipes'));
    const meals = positive(query.get('meals'));
    if (people) out.people = people;
    if (recipes) out.recipesPerWeek = recipes;
    if (meals) out.mealsPerWeek = meals;
  }
  const submenu = params.submenu ?? query.get('submenu');
  if (isPreference(submenu)) out.preference = submenu;
  return out;
}

/**
 * The old `/signup/plans/{plan}/{submenu?}` addresses (SPEC.md §2) go to /signup/plans/ with a
 * query: for ready-to-cook plan, people, recipes, submenu; otherwise plan, meals, submenu.
 * Undefined when the address is not an old one.
 */
export function legacyQuery(params: { selection?: string; submenu?: string }, query: URLSearchParams) {
  if (!params.selection || SELECTION.test(params.selection)) return undefined;
  const plan = params.selection;
  const keys = plan === 'rtc' ? ['people', 'recipes'] : ['meals'];
  const out: Record<string, string> = { plan };
  for (const key of keys) {
    const value = query.get(key);
    if (value) out[key] = value;
  }
  const submenu = params.submenu ?? query.get('submenu');
  if (submenu) out.submenu = submenu;
  return out;
}

export function toSelection(draft: PlanDraft): PlanSelection {
  return draft.type === 'rtc'
    ? { type: 'rtc', people: draft.people, recipesPerWeek: draft.recipesPerWeek, preference: draft.preference }
    : { type: 'rte', mealsPerWeek: draft.mealsPerWeek, preference: draft.preference };
}

export function fromSelection(selection: PlanSelection): Partial<PlanDraft> {
  return {
    type: selection.type,
    preference: selection.preference,
    ...(selection.people ? { people: selection.people } : {}),
    ...(selection.recipesPerWeek ? { recipesPerWeek: selection.recipesPerWeek } : {}),
    ...(selection.mealsPerWeek ? { mealsPerWeek: selection.mealsPerWeek } : {}),
  };
}

export function servingsOf(draft: PlanDraft): number {
  return draft.type === 'rtc' ? draft.people * draft.recipesPerWeek : draft.mealsPerWeek;
}
