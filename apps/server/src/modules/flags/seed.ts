import type { Seeder } from '../../db/seeder.ts';
import { FLAG_DEFAULTS } from './defaults.ts';
import { createFlagService } from './service.ts';

export const flagsSeeder: Seeder = {
  name: 'feature flags',
  async run({ db }) {
    await createFlagService({ db }).ensureDefaults(FLAG_DEFAULTS);
  },
};
