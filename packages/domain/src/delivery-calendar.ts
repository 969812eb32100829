import { addDays, dateInZone, dayOfWeek, type IsoDate } from './calendar.ts';
import { DELIVERY_DAYS, type DeliveryDay, type Region } from './vocabulary.ts';
import { zonedTimeToInstant } from './zoned-time.ts';
const DAY_INDEX: Record<DeliveryDay, number> = { sun: 0, mon: 1, tue: 2, wed: 3 };

/** The weekly cutoff: so many days before the delivery day, at a local time (data, not code). */
export interface CutoffRule {
  daysBefore: number;
  /** Local wall-clock time, 'HH:MM:SS'. */
  time: string;
}

/** Brand rule: 23:59 local time five days before the delivery day. */
export const DEFAULT_CUTOFF_RULE: CutoffRule = { daysBefore: 5, time: '23:59:59' };

/** When orders for a delivery day lock, in the delivery area's time zone (DST-correct). */
export function cutoffFor(deliveryDate: IsoDate, timeZone: string, rule: CutoffRule = DEFAULT_CUTOFF_RULE): Date {
  return zonedTimeToInstant(addDays(deliveryDate, -rule.daysBefore), rule.time, timeZone);
}

export function deliveryDayOf(date: IsoDate): DeliveryDay | undefined {
  return DELIVERY_DAYS.find((d) => DAY_INDEX[d] === dayOfWeek(date));
}

export interface DeliveryDate {
  date: IsoDate;
  day: DeliveryDay;
  cutoff: Date;
}

/**
 * The next delivery dates of an area whose cutoff has not passed, in date order: the first one
 * is the earliest first delivery a new subscriber can get.
 */
export function upcomingDeliveryDates(
  now: Date,
  timeZone: string,
  days: readonly DeliveryDay[],
  count: number,
  rule: CutoffRule = DEFAULT_CUTOFF_RULE,
): DeliveryDate[] {
  const out: DeliveryDate[] = [];
  if (days.length === 0) return out;
  let date = dateInZone(now, timeZone);
  for (let i = 0; out.length < count && i < 7 * 60; i++, date = addDays(date, 1)) {
    const day = deliveryDayOf(date);
    if (!day || !days.includes(day)) continue;
    const cutoff = cutoffFor(date, timeZone, rule);
    if (cutoff.getTime() > now.getTime()) out.push({ date, day, cutoff });
  }
  return out;
}

/** DESIGN.md §5: each region's deliveries and cutoffs run on its own clock. */
export const REGION_TIME_ZONES = {
  bc: 'America/Vancouver',
  ab: 'America/Edmonton',
  on: 'America/Toronto',
  qc: 'America/Toronto',
} as const satisfies Record<Region, string>;
