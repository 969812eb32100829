import { addDays, type IsoDate } from './calendar.ts';

/** SPEC.md §5: the entry of the visitor's region when there is one, else the generic entry. */
export function pickRegionalEntry<T extends { region: string | null }>(
  entries: T[],
  region: string | null,
): T | undefined {
  return (region ? entries.find((e) => e.region === region) : undefined) ?? entries.find((e) => e.region === null);
}

export type PriceIncreaseState =
  | { state: 'show'; message: string; startDate: IsoDate; endDate: IsoDate }
  | { state: 'no_dates' }
  | { state: 'no_content' };

/** SPEC.md §5: shown only while today lies between the start and end dates, both included. */
export function priceIncreaseState(
  entry: { message?: unknown; startDate?: unknown; endDate?: unknown } | undefined,
  today: IsoDate,
): PriceIncreaseState {
  if (!entry) return { state: 'no_content' };
  const { message, startDate, endDate } = entry;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !startDate || !endDate)
    return { state: 'no_dates' };
  if (typeof message !== 'string' || !message.trim()) return { state: 'no_content' };
  if (today < startDate || today > endDate) return { state: 'no_content' };
  return { state: 'show', message, startDate, endDate };
}

/**
 * SPEC.md §4: the referral icon's "$" badge shows while today is between the start date minus
 * one day and the end date plus one day; a missing date leaves that side open.
 */
export function referralBadgeVisible(
  icon: { enabled: boolean; startDate: IsoDate | null; endDate: IsoDate | null },
  today: IsoDate,
): boolean {
  if (!icon.enabled) return false;
  if (icon.startDate && today < addDays(icon.startDate, -1)) return false;
  if (icon.endDate && today > addDays(icon.endDate, 1)) return false;
  return true;
}

/** Image titles of each banner type (SPEC.md §3); referral titles are written without spaces. */
const IMAGE_PREFIX: Record<string, string> = {
  account_banner: 'account_banner_',
  home_banner_1: 'home_page_banner_',
  home_banner_2: 'home_page_banner_',
  referral_banner: 'referral_banner_',
  brand_refresh_banner: 'brand_refresh_banner_',
};

/** Chooses an entry's images by title for each screen size; the tablet falls back to the desktop. */
export function responsiveImages(
  type: string,
  images: { title: string; imageId: number }[],
): { mobile: number | null; tablet: number | null; desktop: number | null } {
  const byTitle = new Map(images.map((i) => [i.title.replace(/\s+/g, '').toLowerCase(), i.imageId]));
  const prefix = IMAGE_PREFIX[type];
  if (!prefix) {
    const single = images[0]?.imageId ?? null;
    return { mobile: single, tablet: single, desktop: single };
  }
  const desktop = byTitle.get(`${prefix}desktop`) ?? null;
  return {
    mobile: byTitle.get(`${prefix}mobile`) ?? desktop,
    tablet: byTitle.get(`${prefix}tablet`) ?? desktop,
    desktop,
  };
}
