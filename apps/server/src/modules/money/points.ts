import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Clock } from '@fp/domain';
import { createLedger } from './ledger-repository.ts';
import type { Db } from '../../db/types.ts';

/** Points earned on a billed order wait in `pending` until it is delivered, then become `available`. */

/**
 * The references of an order's points all start with this: its billing (`order:<id>:points`), its
 * late additions (`order:<id>:patch:<patch>:points`), their refunds, and the release on delivery.
 */
export const orderPointsPrefix = (orderId: number) => `order:${orderId}:`;
export type PointsBucket = 'pending' | 'available';

/** Reward points, on the shared ledger (decision 024). */
export function createPointsLedger({ db, clock }: { db: Db; clock: Clock }) {
  const ledger = createLedger('reward_points', clock);
  return {
    /** Points the client can spend now: pending points (orders not yet delivered) are not counted. */
    availableBalance(clientId: number, tx: Db = db): Promise<number> {
      return ledger.balance(tx, clientId, 'available');
    },

    /** The available balance of the client in a column of another query, read in that same query. */
    availableBalanceSql: (clientId: AnyColumn): SQL<number> => ledger.balanceSql(clientId, 'available'),

    pendingBalance(clientId: number, tx: Db = db): Promise<number> {
      return ledger.balance(tx, clientId, 'pending');
    },

    /** Awards points once per reference (e.g. `order:345`), pending or at once available. */
    award(
      award: { clientId: number; points: number; bucket: PointsBucket; reason: string; reference: string },
      tx: Db = db,
    ): Promise<boolean> {
      return ledger.append(tx, {
        ownerId: award.clientId,
        amount: award.points,
        bucket: award.bucket,
        reason: award.reason,
        reference: award.reference,
      });
    },

    /** `award` for many clients at once (a billing batch); answers how many were written now. */
    awardMany(
      awards: { clientId: number; points: number; bucket: PointsBucket; reason: string; reference: string }[],
      tx: Db = db,
    ): Promise<number> {
      return ledger.creditMany(
        tx,
        awards.map((a) => ({
          ownerId: a.clientId,
          amount: a.points,
          bucket: a.bucket,
          reason: a.reason,
          reference: a.reference,
        })),
      );
    },

    /**
     * An order was delivered: the points still pending of its entries (`order:<id>:` — its billing
     * and each late addition, less what refunds took back) become available, exactly what was
     * awarded, once. Answers the points made available now.
     */
    releaseOrder(release: { clientId: number; orderId: number }, tx: Db = db): Promise<number> {
      return ledger.moveRest(tx, {
        ownerId: release.clientId,
        prefix: orderPointsPrefix(release.orderId),
        from: 'pending',
        to: 'available',
        reason: 'earned',
        reference: `${orderPointsPrefix(release.orderId)}points-available`,
      });
    },

    /**
     * Takes back pending points once per reference (a late addition refunded before delivery);
     * never below what is pending.
     */
    withdrawPending(w: { clientId: number; points: number; reason: string; reference: string }, tx: Db = db) {
      return ledger.append(tx, {
        ownerId: w.clientId,
        amount: -w.points,
        bucket: 'pending',
        reason: w.reason,
        reference: w.reference,
      });
    },

    /** Spends available points once per reference; more than the balance throws `InsufficientBalanceError`. */
    redeem(redemption: { clientId: number; points: number; reason: string; reference: string }, tx: Db = db) {
      return ledger.append(tx, {
        ownerId: redemption.clientId,
        amount: -redemption.points,
        reason: redemption.reason,
        reference: redemption.reference,
      });
    },
  };
}

export type PointsLedger = ReturnType<typeof createPointsLedger>;
