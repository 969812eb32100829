import type { FirstDelivery, MoneyLine } from '@fp/contracts';
import {
  cutoffFor,
  dateInZone,
  formatDay,
  REGION_TIME_ZONES,
  type PlanSelection,
  type Province,
  type TaxLine,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Translator } from '../../http/i18n.ts';

const TAG = { en: 'en-CA', fr: 'fr-CA' } as const;

/** '14:00' → '2 p.m.' / '14 h'. */
export function timeOfDay(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(TAG[locale], {
    hour: 'numeric',
    minute: m ? '2-digit' : undefined,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

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

/** '11:59 p.m. on Saturday, November 28' in the region's own time. */
export function instantLabel(instant: Date, province: Province, locale: Locale, t: Translator): string {
  const zone = REGION_TIME_ZONES[province];
  const time = new Intl.DateTimeFormat(TAG[locale], { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
    instant,
  );
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
      from: timeOfDay(slot.starts, locale),
      to: timeOfDay(slot.ends, locale),
    }),
    cutoffAt: cutoff.toISOString(),
    cutoffLabel: instantLabel(cutoff, province, locale, t),
  };
}
