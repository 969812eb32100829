import { and, asc, eq, inArray, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Clock } from '@fp/domain';
import { ledgerAccounts, ledgerEntries, type LedgerName } from './ledger-tables.ts';
import type { Db } from '../../db/types.ts';

export { LEDGERS, type LedgerName } from './ledger-tables.ts';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface LedgerAppend {
  ownerId: number;
  /** Positive adds to the bucket, negative spends from it. Integer cents or points, never 0. */
  amount: number;
  /** `available` unless told (points are `pending` until their order is delivered). */
  bucket?: string;
  reason: string;
  /** The business event; the same reference in the same bucket is recorded once. */
  reference: string;
}

/** A spend larger than the balance: refused whole, nothing written. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  readonly balance: number;
  readonly requested: number;
  constructor(ledger: LedgerName, ownerId: number, balance: number, requested: number) {
    super(`${ledger} of owner ${ownerId}: a spend of ${requested} exceeds the balance of ${balance}`);
    this.balance = balance;
    this.requested = requested;
  }
}

/** A reference already recorded with other content: a programming error, never a retry. */
export class LedgerReferenceConflictError extends Error {
  override name = 'LedgerReferenceConflictError';
}

/**
 * The one ledger implementation (DESIGN.md §6, decision 024): append-only entries, each change
 * made under a row lock on its owner's account row, so a balance is never spent twice and never
 * goes below zero. Every method takes the caller's transaction (or the database) as `db`; it
 * runs in a nested transaction there, and the lock lasts until the caller's transaction ends.
 */
export function createLedger(name: LedgerName, clock: Clock) {
  async function lockOwner(tx: Db, ownerId: number): Promise<void> {
    await tx.insert(ledgerAccounts).values({ ledger: name, ownerId, createdAt: clock.now() }).onConflictDoNothing();
    await tx
      .select({ ownerId: ledgerAccounts.ownerId })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ledger, name), eq(ledgerAccounts.ownerId, ownerId)))
      .for('update');
  }

  async function balanceOf(tx: Db, ownerId: number, bucket: string): Promise<number> {
    const [row] = await tx
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ledger, name), eq(ledgerEntries.ownerId, ownerId), eq(ledgerEntries.bucket, bucket)));
    return Number(row?.total ?? 0);
  }

  async function recorded(tx: Db, bucket: string, reference: string): Promise<LedgerEntry | undefined> {
    const [row] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.ledger, name), eq(ledgerEntries.bucket, bucket), eq(ledgerEntries.reference, reference)),
      )
      .limit(1);
    return row;
  }

  /** Writes the entries of one event after the owner's lock is held; false when already written. */
  async function write(tx: Db, ownerId: number, entries: Required<LedgerAppend>[]): Promise<boolean> {
    for (const entry of entries) {
      if (!Number.isInteger(entry.amount) || entry.amount === 0) {
        throw new RangeError(`${name}: an entry amount must be a non-zero integer, not ${entry.amount}`);
      }
    }
    await lockOwner(tx, ownerId);
    const first = entries[0]!;
    const existing = await recorded(tx, first.bucket, first.reference);
    if (existing) {
      if (existing.ownerId !== ownerId || existing.amount !== first.amount) {
        throw new LedgerReferenceConflictError(`${name}: reference ${first.reference} was recorded with other values`);
      }
      return false;
    }
    for (const entry of entries) {
      if (entry.amount < 0) {
        const balance = await balanceOf(tx, ownerId, entry.bucket);
        if (balance + entry.amount < 0) throw new InsufficientBalanceError(name, ownerId, balance, -entry.amount);
      }
    }
    await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, ledger: name, createdAt: clock.now() })));
    return true;
  }

  /**
   * Credits many owners at once (a billing batch's pending points), in a few statements: account
   * rows created, then all locked in owner order (the order every batch takes, so two batches
   * never wait on each other in a circle), then the entries inserted once per reference. Only
   * positive amounts: nothing can go below zero, so no balance is read.
   */
  async function creditMany(tx: Db, entries: Required<LedgerAppend>[]): Promise<number> {
    for (const entry of entries) {
      if (!Number.isInteger(entry.amount) || entry.amount <= 0) {
        throw new RangeError(`${name}: a batch credit must be a positive integer, not ${entry.amount}`);
      }
    }
    const owners = [...new Set(entries.map((e) => e.ownerId))].sort((a, b) => a - b);
    const now = clock.now();
    await tx
      .insert(ledgerAccounts)
      .values(owners.map((ownerId) => ({ ledger: name, ownerId, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .select({ ownerId: ledgerAccounts.ownerId })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ledger, name), inArray(ledgerAccounts.ownerId, owners)))
      .orderBy(asc(ledgerAccounts.ownerId))
      .for('update');
    const inserted = await tx
      .insert(ledgerEntries)
      .values(entries.map((e) => ({ ...e, ledger: name, createdAt: now })))
      .onConflictDoNothing()
      .returning({ reference: ledgerEntries.reference, bucket: ledgerEntries.bucket });
    if (inserted.length < entries.length) {
      // Some events were recorded before: the same owner and amount is a repeat, anything else a bug.
      const written = new Set(inserted.map((r) => `${r.bucket}|${r.reference}`));
      const repeats = entries.filter((e) => !written.has(`${e.bucket}|${e.reference}`));
      const stored = await tx
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.ledger, name),
            inArray(
              ledgerEntries.reference,
              repeats.map((e) => e.reference),
            ),
          ),
        );
      for (const e of repeats) {
        const s = stored.find((r) => r.reference === e.reference && r.bucket === e.bucket);
        if (!s || s.ownerId !== e.ownerId || s.amount !== e.amount) {
          throw new LedgerReferenceConflictError(`${name}: reference ${e.reference} was recorded with other values`);
        }
      }
    }
    return inserted.length;
  }

  /** An owner's balance in a bucket over the entries whose reference starts with `prefix`. */
  async function balanceWithPrefix(tx: Db, ownerId: number, bucket: string, prefix: string): Promise<number> {
    const [row] = await tx
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.ledger, name),
          eq(ledgerEntries.ownerId, ownerId),
          eq(ledgerEntries.bucket, bucket),
          sql`starts_with(${ledgerEntries.reference}, ${prefix})`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  return {
    /**
     * Moves all that the entries of one group (references starting with `prefix`, e.g. every
     * entry of one order) left in a bucket to another bucket, as one event under `reference`,
     * under the owner's lock: what was put in is what comes out, whatever the group's entries
     * were. Answers the amount moved now (0 when nothing was left, or when it was moved before).
     */
    moveRest(
      db: Db,
      move: { ownerId: number; prefix: string; from: string; to: string; reason: string; reference: string },
    ): Promise<number> {
      const { ownerId, reason, reference } = move;
      return db.transaction(async (tx) => {
        await lockOwner(tx, ownerId);
        if (await recorded(tx, move.from, reference)) return 0;
        const amount = await balanceWithPrefix(tx, ownerId, move.from, move.prefix);
        if (amount <= 0) return 0;
        const written = await write(tx, ownerId, [
          { ownerId, amount: -amount, bucket: move.from, reason, reference },
          { ownerId, amount, bucket: move.to, reason, reference },
        ]);
        return written ? amount : 0;
      });
    },

    /**
     * Records many positive entries (different owners, one event each) in one nested transaction;
     * answers how many were written now (the others were recorded before).
     */
    creditMany(db: Db, entries: LedgerAppend[]): Promise<number> {
      if (entries.length === 0) return Promise.resolve(0);
      return db.transaction((tx) =>
        creditMany(
          tx,
          entries.map((e) => ({ bucket: 'available', ...e })),
        ),
      );
    },

    /** Records one entry once per reference: true when written now, false when it already was. */
    append(db: Db, entry: LedgerAppend): Promise<boolean> {
      return db.transaction((tx) => write(tx, entry.ownerId, [{ bucket: 'available', ...entry }]));
    },

    /** Moves an amount between two buckets of one owner as one event (pending points → available). */
    transfer(
      db: Db,
      move: { ownerId: number; amount: number; from: string; to: string; reason: string; reference: string },
    ): Promise<boolean> {
      const { ownerId, amount, reason, reference } = move;
      if (amount <= 0) throw new RangeError(`${name}: a transfer moves a positive amount, not ${amount}`);
      return db.transaction((tx) =>
        write(tx, ownerId, [
          { ownerId, amount: -amount, bucket: move.from, reason, reference },
          { ownerId, amount, bucket: move.to, reason, reference },
        ]),
      );
    },

    balance(db: Db, ownerId: number, bucket = 'available'): Promise<number> {
      return balanceOf(db, ownerId, bucket);
    },

    /**
     * The same balance as a scalar subquery on an owner column of another query, for reads that
     * must stay one query (the session data of a signed-in client, decision 022).
     */
    balanceSql(ownerId: AnyColumn | SQL, bucket = 'available'): SQL<number> {
      return sql<number>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.ledger} = ${name} and ${ledgerEntries.ownerId} = ${ownerId} and ${ledgerEntries.bucket} = ${bucket})`.mapWith(
        Number,
      );
    },

    /** An owner's entries, oldest first. */
    entries(db: Db, ownerId: number): Promise<LedgerEntry[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.ledger, name), eq(ledgerEntries.ownerId, ownerId)))
        .orderBy(asc(ledgerEntries.id));
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
