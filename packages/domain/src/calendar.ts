import type { Clock } from './clock.ts';

/** A calendar day as 'YYYY-MM-DD'. Days are not instants: no time zone is attached. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Checked by arithmetic, not through a `Date`: the editor checks a few dates on every call. */
export function isIsoDate(value: string): value is IsoDate {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Years below 100 were never days here (`Date.UTC` reads them as 19xx).
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

function toUtc(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (e.g. 'America/Toronto'). */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Building a formatter costs far more than using one: keep one per zone.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function todayIn(clock: Clock, timeZone: string): IsoDate {
  return dateInZone(clock.now(), timeZone);
}

/**
 * `todayIn` for hot paths (every menu request asks for the current week): the day is worked out
 * through Intl once per minute of the clock, since a zone's day can only change on a minute.
 */
export function todayTracker(clock: Clock, timeZone: string): () => IsoDate {
  let minute = Number.NaN;
  let day: IsoDate = '';
  return () => {
    const now = clock.now();
    const m = Math.floor(now.getTime() / 60_000);
    if (m !== minute) {
      minute = m;
      day = dateInZone(now, timeZone);
    }
    return day;
  };
}

/**
 * Delivery weeks run Sunday to Saturday (deliveries go out Sunday to Wednesday); a week is named
 * by its Sunday.
 */
export function weekStartOf(date: IsoDate): IsoDate {
  return addDays(date, -dayOfWeek(date));
}

/** Menus are planned on the company's reference time zone. */
export const MENU_TIME_ZONE = 'America/Toronto';
