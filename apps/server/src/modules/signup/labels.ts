import type { FirstDelivery, MoneyLine } from '@fp/contracts';
import {
  cutoffFor,
  dateInZone,
  formatDay,
  formatTimeOfDay,
  REGION_TIME_ZONES,
  timeInZone,
  type PlanSelection,
  type Province,
  type TaxLine,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
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

export function cutoffOf(deliveryDate: string, province: Province): Date {
  return cutoffFor(deliveryDate, REGION_TIME_ZONES[province]);
}

/** '11:59 p.m. on Saturday, November 28' / 'samedi 28 novembre à 23 h 59', in the region's own time. */
export function instantLabel(instant: Date, province: Province, locale: Locale, t: Translator): string {
  const zone = REGION_TIME_ZONES[province];
  const time = formatTimeOfDay(timeInZone(instant, zone), locale);
  return t('checkout:labels.dateAtTime', { date: formatDay(dateInZone(instant, zone), locale, 'weekday'), time });
}

export function firstDelivery(
  slot: { date: string; starts: string; ends: string },
  province: Province,
  locale: Locale,
  t: Translator,
): FirstDelivery {
  const cutoff = cutoffOf(slot.date, province);
  return {
    date: slot.date,
    dateLabel: formatDay(slot.date, locale, 'weekday'),
    windowLabel: t('checkout:labels.window', {
      from: formatTimeOfDay(slot.starts, locale),
      to: formatTimeOfDay(slot.ends, locale),
    }),
    cutoffAt: cutoff.toISOString(),
    cutoffLabel: instantLabel(cutoff, province, locale, t),
  };
}
