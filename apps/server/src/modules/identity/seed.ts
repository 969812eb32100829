import type { Seeder } from '../../db/seeder.ts';
import { createClientsService } from '../auth/clients-service.ts';
import { createPasswordHasher } from './passwords.ts';

/** The demo households, also listed in seed/demo-logins.ts and the README. */
export const DEMO_CLIENTS = [
  {
    email: 'demo@fieldandplate.ca',
    password: 'fresh-meals-2026',
    firstName: 'Alex',
    lastName: 'Martin',
    locale: 'en' as const,
  },
  {
    email: 'demo.fr@fieldandplate.ca',
    password: 'fresh-meals-2026',
    firstName: 'Camille',
    lastName: 'Gagnon',
    locale: 'fr' as const,
  },
];

export const demoClientsSeeder: Seeder = {
  name: 'demo clients',
  demoOnly: true,
  publishedPasswords: true,
  async run({ db, clock }) {
    const clients = createClientsService({ db });
    // Seeded hashes use the production cost: the demo database may outlive the process.
    const hasher = createPasswordHasher();
    for (const demo of DEMO_CLIENTS) {
      if (await clients.findByEmail(demo.email)) continue;
      const now = clock.now();
      await clients.insert({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        locale: demo.locale,
        passwordHash: await hasher.hash(demo.password),
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  },
};
