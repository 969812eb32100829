import type { Region } from '@fp/contracts';
import { dateInZone, formatDay, formatTimeOfDay, REGION_TIME_ZONES, timeInZone, type IsoDate } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { ServerI18n } from '../../http/i18n.ts';

export interface WindowTimes {
  starts: string;
  ends: string;
}

/** A delivery (date and window) with its cutoff, in words: the one format of every screen and e-mail. */
export interface DeliveryLabels {
  date: IsoDate;
  starts: string;
  ends: string;
  /** "Sunday, November 29" / « dimanche 29 novembre ». */
  dateLabel: string;
  /** "2 p.m.–6 p.m." / « de 14 h à 18 h ». */
  windowLabel: string;
  cutoffAt: string;
  /** "Order changes close Tuesday, November 24 at 11:59 p.m.". */
  cutoffLabel: string;
  /** "Sunday, November 29, 2 p.m.–6 p.m." / « dimanche 29 novembre, de 14 h à 18 h ». */
  text: string;
}

/**
 * The words for delivery windows, cutoffs and delivery instants. Instants are written in the
 * delivery region's own time zone, whatever the reader's.
 */
export function createDeliveryLabels(i18n: ServerI18n) {
  function windowLabel(window: WindowTimes, locale: Locale): string {
    return i18n.translator(locale)('delivery:window', {
      from: formatTimeOfDay(window.starts, locale),
      to: formatTimeOfDay(window.ends, locale),
    });
  }

  /** "11:59 p.m. on Tuesday, November 24" / « mardi 24 novembre à 23 h 59 », in the region's time. */
  function momentLabel(instant: Date, region: Region, locale: Locale): string {
    const zone = REGION_TIME_ZONES[region];
    return i18n.translator(locale)('delivery:moment', {
      date: formatDay(dateInZone(instant, zone), locale, 'weekday'),
      time: formatTimeOfDay(timeInZone(instant, zone), locale),
    });
  }

  /** "Delivered at 4:12 p.m." / « Livrée à 16 h 12 », in the region's time (the courier's report). */
  function deliveredLabel(instant: Date, region: Region, locale: Locale): string {
    return i18n.translator(locale)('delivery:delivered', {
      time: formatTimeOfDay(timeInZone(instant, REGION_TIME_ZONES[region]), locale),
    });
  }

  function cutoffLabel(cutoff: Date, region: Region, locale: Locale): string {
    const zone = REGION_TIME_ZONES[region];
    return i18n.translator(locale)('delivery:cutoff', {
      date: formatDay(dateInZone(cutoff, zone), locale, 'weekday'),
      time: formatTimeOfDay(timeInZone(cutoff, zone), locale),
    });
  }

  function deliveryLabels(
    slot: { date: IsoDate } & WindowTimes,
    cutoff: Date,
    region: Region,
    locale: Locale,
  ): DeliveryLabels {
    const dateLabel = formatDay(slot.date, locale, 'weekday');
    const windowText = windowLabel(slot, locale);
    return {
      date: slot.date,
      starts: slot.starts,
      ends: slot.ends,
      dateLabel,
      windowLabel: windowText,
      cutoffAt: cutoff.toISOString(),
      cutoffLabel: cutoffLabel(cutoff, region, locale),
      text: i18n.translator(locale)('delivery:slot', { date: dateLabel, window: windowText }),
    };
  }

  return { windowLabel, momentLabel, deliveredLabel, cutoffLabel, deliveryLabels };
}
