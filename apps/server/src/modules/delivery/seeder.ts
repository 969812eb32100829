import { DEFAULT_CUTOFF_RULE, DELIVERY_DAYS, REGIONS } from '@fp/domain';
import type { Seeder } from '../../db/seeder.ts';
import { createDeliveryRepository } from './repository.ts';

/** Delivery windows of each region: an afternoon and an evening window every delivery day. */
const WINDOWS = [
  { starts: '14:00', ends: '18:00' },
  { starts: '17:00', ends: '21:00' },
] as const;

/** Delivery windows and cutoffs of every region and delivery day. Reference data of every install. */
export const deliverySeeder: Seeder = {
  name: 'delivery windows and cutoffs',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const repo = createDeliveryRepository(tx);
      for (const region of REGIONS) {
        for (const day of DELIVERY_DAYS) {
          for (const w of WINDOWS) await repo.upsertWindow({ region, day, ...w });
          await repo.upsertCutoff({ region, day, ...DEFAULT_CUTOFF_RULE });
        }
      }
    });
  },
};
