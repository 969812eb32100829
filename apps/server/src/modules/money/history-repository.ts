import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { paymentMethods, paymentReversals, payments } from './tables.ts';

/** The SQL of what a client was charged and given back, and of the card kept as its default. */
export function createHistoryRepository(db: Db) {
  return {
    /** Captured charges (refunded since or not), each with when it was captured. */
    captured: (clientId: number) =>
      db
        .select({ id: payments.id, amountCents: payments.amountCents, capturedAt: payments.capturedAt })
        .from(payments)
        .where(
          and(
            eq(payments.clientId, clientId),
            inArray(payments.status, ['succeeded', 'refunded']),
            isNotNull(payments.capturedAt),
          ),
        ),

    /** Refunds the gateway made, with the payment each gave back from. */
    refunds: (clientId: number) =>
      db
        .select({
          paymentId: paymentReversals.paymentId,
          amountCents: paymentReversals.amountCents,
          at: paymentReversals.updatedAt,
        })
        .from(paymentReversals)
        .innerJoin(payments, eq(payments.id, paymentReversals.paymentId))
        .where(
          and(
            eq(payments.clientId, clientId),
            eq(paymentReversals.kind, 'refund'),
            eq(paymentReversals.status, 'succeeded'),
          ),
        ),

    /** The card of this client with this id, if it is theirs. */
    async ownMethod(clientId: number, methodId: number) {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.clientId, clientId)))
        .limit(1);
      return row;
    },

    /** Makes this card the client's default again, in one transaction (one default per client). */
    async makeDefault(clientId: number, methodId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentMethods)
          .set({ isDefault: false })
          .where(and(eq(paymentMethods.clientId, clientId), eq(paymentMethods.isDefault, true)));
        await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.clientId, clientId)));
      });
    },
  };
}
