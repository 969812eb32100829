import { cutoffFor, REGION_TIME_ZONES, zonedTimeToInstant, type Province } from '@fp/domain';

/**
 * When an order for this delivery locks, in its region's time zone. The delivery module's one
 * cutoff computation replaces this once it exists (issue 11, "one home for each rule").
 */
export function orderCutoff(deliveryDate: string, province: Province): Date {
  return cutoffFor(deliveryDate, REGION_TIME_ZONES[province]);
}

/** The start of a day in a time zone (DST-correct). */
export function zonedMidnight(date: string, timeZone: string): Date {
  return zonedTimeToInstant(date, '00:00:00', timeZone);
}
