import type { Seeder } from '../../../db/seeder.ts';
import { createLocationsRepository } from '../repository.ts';
import cities from './cities.ts';

/** The served area: cities, their postal areas and product lines. Reference data of every install. */
export const locationsSeeder: Seeder = {
  name: 'served cities and postal areas',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const repo = createLocationsRepository(tx);
      for (const city of cities) {
        const cityId = await repo.upsertCity({
          key: city.key,
          region: city.region,
          nameEn: city.name.en,
          nameFr: city.name.fr,
          lat: city.lat,
          lon: city.lon,
          deliveryDays: city.deliveryDays,
        });
        for (const fsa of city.fsas) {
          await repo.upsertPostalArea({ fsa, cityId, mealKits: true, readyToEat: city.readyToEat });
        }
      }
    });
  },
};
