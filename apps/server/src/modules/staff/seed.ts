import type { StaffRole } from '@fp/contracts';
import type { Seeder } from '../../db/seeder.ts';
import { createStaffRepository } from './repository.ts';
import type { StaffPasswords } from './service.ts';

/** Demo staff (README and seed/demo-logins.ts list them); never created outside demo data. */
export const DEMO_STAFF: { email: string; name: string; role: StaffRole; password: string }[] = [
  { email: 'admin@fieldandplate.ca', name: 'Alex Admin', role: 'admin', password: 'staff-kitchen-2026' },
  {
    email: 'service@fieldandplate.ca',
    name: 'Sam Service',
    role: 'customer_service',
    password: 'staff-kitchen-2026',
  },
];

export function createStaffSeeder(passwords: StaffPasswords): Seeder {
  return {
    name: 'demo staff',
    demoOnly: true,
    publishedPasswords: true,
    async run({ db }) {
      const repo = createStaffRepository(db);
      for (const s of DEMO_STAFF) {
        // Hashing is deliberately slow: only for accounts that are not there yet.
        if (await repo.findByEmail(s.email)) continue;
        await repo.insert({
          email: s.email,
          name: s.name,
          role: s.role,
          passwordHash: await passwords.hash(s.password),
        });
      }
    },
  };
}
