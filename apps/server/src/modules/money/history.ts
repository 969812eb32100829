import type { Db } from '../../db/types.ts';
import { createHistoryRepository } from './history-repository.ts';

/** One movement of a client's money: a capture, or a refund (negative). */
export interface MoneyMovement {
  paymentId: number;
  kind: 'charge' | 'refund';
  at: Date;
  amountCents: number;
}

/** What a client was charged and given back (SPEC.md §3 payment history), and the card put back on file. */
export function createPaymentHistory(deps: { db: Db }) {
  const repo = createHistoryRepository(deps.db);
  return {
    /** Every capture and refund of the client, newest first. */
    async movements(clientId: number): Promise<MoneyMovement[]> {
      const [captured, refunds] = await Promise.all([repo.captured(clientId), repo.refunds(clientId)]);
      return [
        ...captured.map((p) => ({
          paymentId: p.id,
          kind: 'charge' as const,
          at: p.capturedAt!,
          amountCents: p.amountCents,
        })),
        ...refunds.map((r) => ({
          paymentId: r.paymentId,
          kind: 'refund' as const,
          at: r.at,
          amountCents: -r.amountCents,
        })),
      ].sort((a, b) => b.at.getTime() - a.at.getTime() || b.paymentId - a.paymentId);
    },

    /** The last four digits of one of the client's cards (the one a payment was made with). */
    async last4Of(clientId: number, methodId: number): Promise<string | undefined> {
      return (await repo.ownMethod(clientId, methodId))?.last4;
    },

    /**
     * Makes a card the client kept before its default again: a new card that could not pay the
     * weeks waiting for it does not stay on file (SPEC.md §8 "Card could not be charged").
     */
    async restoreDefault(clientId: number, methodId: number): Promise<boolean> {
      if (!(await repo.ownMethod(clientId, methodId))) return false;
      await repo.makeDefault(clientId, methodId);
      return true;
    },
  };
}
