import type { MoneyLine } from '@fp/contracts';
import type { PlanSelection, TaxLine } from '@fp/domain';
import type { Translator } from '../../http/i18n.ts';

export function planLabel(selection: PlanSelection, t: Translator): string {
  const preference = t.dynamic(`checkout:labels.preferences.${selection.preference}`);
  return selection.type === 'rtc'
    ? t('checkout:labels.planRtc', { people: selection.people, recipes: selection.recipesPerWeek, preference })
    : t('checkout:labels.planRte', { meals: selection.mealsPerWeek, preference });
}

export function taxLines(taxes: TaxLine[], t: Translator): MoneyLine[] {
  return taxes
    .filter((x) => x.amount > 0)
    .map((x) => ({ label: t.dynamic(`checkout:labels.taxes.${x.tax}`), amountCents: x.amount }));
}
