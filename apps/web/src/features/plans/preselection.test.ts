import { describe, expect, it } from 'vitest';
import { legacyQuery, preselection, toSelection, DEFAULT_DRAFT } from './preselection.ts';

const q = (s = '') => new URLSearchParams(s);

describe('plan preselection from the address', () => {
  it('reads {type}_{mealServings}/{submenu}: people for ready-to-cook, meals for ready-to-eat', () => {
    expect(preselection({ selection: 'rtc_4', submenu: 'vegetarian' }, q())).toEqual({
      type: 'rtc',
      people: 4,
      preference: 'vegetarian',
    });
    expect(preselection({ selection: 'rte_8' }, q())).toEqual({ type: 'rte', mealsPerWeek: 8 });
    // An unknown submenu is not a preference.
    expect(preselection({ selection: 'rtc_2', submenu: 'dessert' }, q())).toEqual({ type: 'rtc', people: 2 });
  });

  it('reads the query of the old addresses', () => {
    expect(preselection({}, q('plan=rtc&people=4&recipes=2&submenu=keto'))).toEqual({
      type: 'rtc',
      people: 4,
      recipesPerWeek: 2,
      preference: 'keto',
    });
    expect(preselection({}, q('plan=rte&meals=x&submenu=vegan'))).toEqual({ type: 'rte', preference: 'vegan' });
  });

  it('sends an old /signup/plans/{plan}/{submenu} address to the query form (SPEC.md §2)', () => {
    expect(legacyQuery({ selection: 'rtc', submenu: 'vegetarian' }, q('people=2&recipes=3&meals=6'))).toEqual({
      plan: 'rtc',
      people: '2',
      recipes: '3',
      submenu: 'vegetarian',
    });
    expect(legacyQuery({ selection: 'rte' }, q('meals=6&people=2'))).toEqual({ plan: 'rte', meals: '6' });
    expect(legacyQuery({ selection: 'rtc_2' }, q())).toBeUndefined();
    expect(legacyQuery({}, q())).toBeUndefined();
  });

  it('sends only the sizes of the chosen plan type', () => {
    expect(toSelection({ ...DEFAULT_DRAFT, type: 'rte' })).toEqual({
      type: 'rte',
      mealsPerWeek: 6,
      preference: 'family_friendly',
    });
  });
});
