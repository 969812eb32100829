import type { IsoDate } from './calendar.ts';

const TAG = { en: 'en-CA', fr: 'fr-CA' } as const;

const DAY_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day for people: 'Sunday, November 29' / 'dimanche 29 novembre'; French writes the
 * first of the month as an ordinal ('1er décembre').
 */
export function formatDay(
  date: IsoDate,
  locale: 'en' | 'fr',
  style: 'long' | 'short' | 'weekday' | 'full' | 'date' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', day: 'numeric' }
      : style === 'weekday'
        ? { weekday: 'long', month: 'long', day: 'numeric' }
        : style === 'full'
          ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }
          : style === 'date'
            ? { year: 'numeric', month: 'long', day: 'numeric' }
            : { month: 'long', day: 'numeric' };
  // Building a formatter costs far more than formatting: one per language and style is kept.
  const key = `${locale}|${style}`;
  let formatter = DAY_FORMATTERS.get(key);
  if (!formatter)
    DAY_FORMATTERS.set(key, (formatter = new Intl.DateTimeFormat(TAG[locale], { ...options, timeZone: 'UTC' })));
  const text = formatter.format(new Date(`${date}T12:00:00Z`));
  return locale === 'fr' ? text.replace(/(^|\s)1(?=\s)/, '$11er') : text;
}

export function formatNumber(value: number, locale: 'en' | 'fr', maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(TAG[locale], { maximumFractionDigits }).format(value);
}

/** A percentage given in points: 92 → '92%' / '92 %'. */
export function formatPercent(points: number, locale: 'en' | 'fr'): string {
  return new Intl.NumberFormat(TAG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(points / 100);
}

/** 'Milk, wheat and eggs' / 'lait, blé et œufs'. */
export function formatList(items: string[], locale: 'en' | 'fr'): string {
  return new Intl.ListFormat(TAG[locale], { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The one way a time of day is written (issue 9: '23:59' on one page, '11:59 p.m.' on the next):
 * '11:59 p.m.' / '2 p.m.' in English, '23 h 59' / '14 h' in French (Office québécois de la langue
 * française). Takes 'HH:MM' (seconds ignored). English ends in a period: put it before the date
 * ('11:59 p.m. on Saturday') rather than at the end of a sentence.
 */
export function formatTimeOfDay(hhmm: string, locale: 'en' | 'fr'): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (locale === 'fr') return minutes === 0 ? `${hours} h` : `${hours} h ${mm}`;
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return minutes === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`;
}
