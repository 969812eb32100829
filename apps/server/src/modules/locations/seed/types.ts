// Shape of the served-area data: cities, their postal areas and coordinates.

import type { DeliveryDay, Region } from '@fp/domain';

export { DELIVERY_DAYS, REGIONS, type DeliveryDay, type Region } from '@fp/domain';

export interface CitySeed {
  /** Stable kebab-case identifier, e.g. 'north-vancouver', 'trois-rivieres'. */
  key: string;
  region: Region;
  /** Official names; French uses the Québec/Canadian French form (Montréal, Québec, Colombie-Britannique cities keep their English names unless a French form is in common use). */
  name: { en: string; fr: string };
  /** City centre, WGS84, 4 decimals. */
  lat: number;
  lon: number;
  /** Forward sortation areas (first three characters of the postal code, upper case, e.g. 'V6B') that we serve in this city. Real FSAs of that city. */
  fsas: string[];
  /** Ready-to-eat meals are delivered in the core metropolitan areas only; meal kits everywhere listed. */
  readyToEat: boolean;
  /** Delivery days offered (a metro area usually gets 2–3 days, outlying towns 1). */
  deliveryDays: DeliveryDay[];
}
