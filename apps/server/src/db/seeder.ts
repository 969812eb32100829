import type { Clock } from '@fp/domain';
import type { Database } from './types.ts';

export interface SeedContext {
  db: Database;
  clock: Clock;
  /** Demo data (catalogue, demo accounts) on top of the reference data every install needs. */
  demo: boolean;
  log: (message: string) => void;
}

/** One module's seed. It must be idempotent: running it twice changes nothing the second time. */
export interface Seeder {
  name: string;
  /** Seeders that only make sense with demo data. */
  demoOnly?: boolean;
  /** Creates accounts whose passwords are published (README, start-up message). */
  publishedPasswords?: boolean;
  run(ctx: SeedContext): Promise<void>;
}
