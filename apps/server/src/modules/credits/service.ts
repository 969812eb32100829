import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { accountCreditEntries } from './tables.ts';

export type CreditReason = (typeof accountCreditEntries.$inferInsert)['reason'];

/** Account credit: entries are only ever added; a reference already used adds nothing. */
export function createCreditsService({ db }: { db: Db }) {
  return {
    /** Adds an entry once per reference; pass the caller's transaction to commit with its other writes. */
    async add(
      entry: { clientId: number; amountCents: number; reason: CreditReason; reference: string },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(accountCreditEntries)
        .values(entry)
        .onConflictDoNothing({ target: accountCreditEntries.reference })
        .returning({ id: accountCreditEntries.id });
      return rows.length > 0;
    },

    async balance(clientId: number, tx: Db = db): Promise<number> {
      const rows = await tx
        .select({ total: sum(accountCreditEntries.amountCents) })
        .from(accountCreditEntries)
        .where(eq(accountCreditEntries.clientId, clientId));
      return Number(rows[0]?.total ?? 0);
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
