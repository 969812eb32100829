import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Clock } from '@fp/domain';
import { createLedger } from './ledger-repository.ts';
import type { Db } from '../../db/types.ts';

export const CREDIT_REASONS = ['referral_welcome', 'order_applied', 'goodwill', 'refund'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export interface CreditEntry {
  clientId: number;
  amountCents: number;
  reason: CreditReason;
  /** The event the entry records; the same reference is recorded once. */
  reference: string;
}

/** Account credit, on the shared ledger (decision 024): entries only added, a balance never below zero. */
export function createCreditLedger({ db, clock }: { db: Db; clock: Clock }) {
  const ledger = createLedger('account_credit', clock);
  return {
    /** Adds credit once per reference; pass the caller's transaction to commit with its other writes. */
    add(entry: CreditEntry, tx: Db = db): Promise<boolean> {
      return ledger.append(tx, {
        ownerId: entry.clientId,
        amount: entry.amountCents,
        reason: entry.reason,
        reference: entry.reference,
      });
    },

    /**
     * Uses credit once per reference. More than the balance throws `InsufficientBalanceError` and
     * uses nothing: the caller decides how much to apply (never more than the balance).
     */
    spend(entry: CreditEntry, tx: Db = db): Promise<boolean> {
      return ledger.append(tx, {
        ownerId: entry.clientId,
        amount: -entry.amountCents,
        reason: entry.reason,
        reference: entry.reference,
      });
    },

    balance(clientId: number, tx: Db = db): Promise<number> {
      return ledger.balance(tx, clientId);
    },

    /** The available balance as a subquery of another module's one read (the order editor's). */
    balanceSql: (clientId: AnyColumn | SQL): SQL<number> => ledger.balanceSql(clientId),
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;
