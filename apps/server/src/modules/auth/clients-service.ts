import type { Db } from '../../db/types.ts';
import { createClientsRepository, type NewClient } from './clients-repository.ts';

export type { ClientRow, NewClient } from './clients-repository.ts';

/**
 * The household account: the `auth` module owns the `clients` table (decision 025). Sign-in and
 * passwords (identity), names and verification (settings), checkout locks (signup) all come here.
 * Every function takes the caller's transaction when it has one.
 */
export function createClientsService({ db }: { db: Db }) {
  const repo = (tx?: Db) => (tx ? createClientsRepository(tx) : createClientsRepository(db));
  return {
    find: (id: number, tx?: Db) => repo(tx).findById(id),
    findByEmail: (email: string, tx?: Db) => repo(tx).findByEmail(email),
    emailTaken: async (email: string) => (await repo().findByEmail(email)) !== undefined,
    insert: (values: NewClient, tx?: Db) => repo(tx).insert(values),
    /** Holds the household's row lock until `tx` ends. */
    lock: (id: number, tx: Db) => repo(tx).lock(id),
    setLocale: (id: number, locale: 'en' | 'fr') => repo().update(id, { locale }, new Date()),
    setPasswordHash: (id: number, passwordHash: string, now: Date, tx?: Db) =>
      repo(tx).update(id, { passwordHash }, now),
    setName: (id: number, firstName: string, lastName: string, now: Date, tx?: Db) =>
      repo(tx).update(id, { firstName, lastName }, now),
    markEmailVerified: (id: number, now: Date, tx?: Db) => repo(tx).update(id, { emailVerifiedAt: now }, now),
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
