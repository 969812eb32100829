import type { Db } from '../../db/types.ts';
import { createClientsRepository } from './clients-repository.ts';

/** Reading and updating the household account. Sign-in and passwords live in the identity service. */
export function createClientsService({ db }: { db: Db }) {
  const repo = createClientsRepository(db);
  return {
    find: (id: number) => repo.findById(id),
    emailTaken: (email: string) => repo.emailTaken(email),
    setLocale: (id: number, locale: 'en' | 'fr') => repo.setLocale(id, locale),
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
