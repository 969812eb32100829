import { systemClock, type Clock } from '@fp/domain';
import { catalogSeeder } from '../modules/catalog/seed/seeder.ts';
import { bannersSeeder, contentSeeder } from '../modules/content/seed/seeder.ts';
import { flagsSeeder } from '../modules/flags/seed.ts';
import { locationsSeeder } from '../modules/locations/seed/seeder.ts';
import { createPasswordHasher } from '../modules/identity/passwords.ts';
import { demoClientsSeeder } from '../modules/identity/seed.ts';
import { createStaffSeeder } from '../modules/staff/seed.ts';
import { deliverySeeder } from '../modules/delivery/seeder.ts';
import { demoDiscountsSeeder, signupOfferSeeder } from '../modules/discounts/seed.ts';
import { plansSeeder } from '../modules/subscription/plans-seed.ts';
import { demoOrdersSeeder } from './demo-orders.ts';
import { editorSeeder } from './demo-stock-and-extras.ts';
import type { Seeder } from '../db/seeder.ts';
import { recordSeedVersion, seededVersion } from '../db/seed-version.ts';
import type { Database } from '../db/types.ts';

/** In order: later seeders may rely on earlier ones. */
export const SEEDERS: Seeder[] = [
  flagsSeeder,
  locationsSeeder,
  contentSeeder,
  catalogSeeder,
  bannersSeeder,
  deliverySeeder,
  createStaffSeeder(createPasswordHasher()),
  demoClientsSeeder,
  plansSeeder,
  signupOfferSeeder,
  demoDiscountsSeeder,
  demoOrdersSeeder,
  editorSeeder,
];

/**
 * Bumped whenever seed data changes, so an existing database picks up the new data on the next
 * start. Seeders are idempotent, so re-running them is safe.
 */
export const SEED_VERSION = 11;

export interface SeedOptions {
  demo: boolean;
  /** The demo accounts with the README's passwords (default: with the demo data); config.demoAccounts. */
  demoAccounts?: boolean;
  clock?: Clock;
  log?: (m: string) => void;
}

export async function runSeed(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const demoAccounts = options.demo && (options.demoAccounts ?? true);
  const ctx = { db, clock: options.clock ?? systemClock, demo: options.demo, log };
  for (const seeder of SEEDERS) {
    if (seeder.demoOnly && !options.demo) continue;
    if (seeder.publishedPasswords && !demoAccounts) {
      log(`skipped ${seeder.name}: its passwords are published, and APP_ENV allows them in development and test only`);
      continue;
    }
    const started = Date.now();
    await seeder.run(ctx);
    log(`seeded ${seeder.name} (${Date.now() - started} ms)`);
  }
  await recordSeedVersion(db, SEED_VERSION);
}

/** Seeds a new database, or one whose seed data is older than this code. */
export async function seedIfNeeded(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await seededVersion(db)) >= SEED_VERSION) return false;
  await runSeed(db, options);
  return true;
}
