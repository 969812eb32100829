import type { Region } from '@fp/contracts';
import { REGION_TIME_ZONES, canonicalPostalCode } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { createLocationsRepository } from './repository.ts';
import { distanceKm, metroRegion, regionOfPostalCode } from './regions.ts';

/** Beyond this distance from every served city, a place is outside our regions. */
const NEAREST_CITY_LIMIT_KM = 120;

export function createLocationsService({ db }: { db: Db }) {
  const repo = createLocationsRepository(db);
  return {
    /** The time zone of a region's deliveries and cutoffs (DESIGN.md §5). */
    timeZone: (region: Region): string => REGION_TIME_ZONES[region],

    /** The region of a position: the known metro areas first, else the nearest served city. */
    async regionByCoordinates(lat: number, lon: number): Promise<Region | null> {
      const metro = metroRegion(lat, lon);
      if (metro) return metro;
      let best: { region: Region; km: number } | undefined;
      for (const c of await repo.allCities()) {
        const km = distanceKm(lat, lon, c.lat, c.lon);
        if (!best || km < best.km) best = { region: c.region, km };
      }
      return best && best.km <= NEAREST_CITY_LIMIT_KM ? best.region : null;
    },

    /** What a postal code tells: the province, and whether and how we deliver there. */
    async postalCodeInfo(postal: string, locale: Locale) {
      const normalised = canonicalPostalCode(postal);
      if (!normalised) return undefined;
      const area = await repo.postalArea(normalised.slice(0, 3));
      return {
        postalCode: normalised,
        region: area?.city.region ?? regionOfPostalCode(normalised) ?? null,
        served: area !== undefined && area.area.mealKits,
        readyToEat: area?.area.readyToEat ?? false,
        city: area ? (locale === 'fr' ? area.city.nameFr : area.city.nameEn) : null,
        cityId: area?.city.id ?? null,
        deliveryDays: area?.city.deliveryDays ?? [],
      };
    },

    async regionCounts(): Promise<Record<Region, number> & { total: number }> {
      const counts = { bc: 0, ab: 0, on: 0, qc: 0, total: 0 };
      for (const row of await repo.cityCountsByRegion()) {
        counts[row.region as Region] = row.count;
        counts.total += row.count;
      }
      return counts;
    },

    /** Every served city with its names in both languages (the address index is built on them). */
    async cityNames(): Promise<{ key: string; region: Region; name: { en: string; fr: string } }[]> {
      const rows = await repo.allCities();
      return rows.map((c) => ({ key: c.key, region: c.region, name: { en: c.nameEn, fr: c.nameFr } }));
    },

    async citiesByRegion(locale: Locale) {
      const rows = await repo.allCities();
      return rows.map((c) => ({ key: c.key, region: c.region, name: locale === 'fr' ? c.nameFr : c.nameEn }));
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
