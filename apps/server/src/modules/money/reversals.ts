import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { notFound, type AppError } from '../../http/errors.ts';
import type { PaymentRow } from './payments-repository.ts';
import { createReversalsRepository, type ReversalRow } from './reversals-repository.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';

export interface RefundRequest {
  paymentId: number;
  /** Cents to give back; all that is left of the capture when absent. */
  amountCents?: number;
  /** One per thing given back (e.g. `patch-item:<id>:refund`); a retry sends the same key. */
  idempotencyKey: string;
  /** Why, for the ledger (e.g. `patch-item:<id>`). */
  reason: string;
}

export interface VoidRequest {
  paymentId: number;
  idempotencyKey: string;
  reason: string;
}

export interface ReversalOutcome {
  reversalId: number;
  kind: 'void' | 'refund';
  amountCents: number;
  /** The payment after it: `voided`, `refunded` (nothing left) or still `succeeded` (a part refunded). */
  paymentStatus: PaymentRow['status'];
  refundedCents: number;
}

/**
 * Voids and refunds with decision 011's protocol (decision 033): the reversal is written as
 * pending under its key before the gateway is called; a settled one answers as recorded; a
 * pending one asks the gateway with the same key (which gives back once per key); the answer is
 * recorded with the payment's refunded amount in one transaction, once.
 */
export function createReversals(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  payment: (id: number) => Promise<PaymentRow | undefined>;
  refusal: (code: string) => AppError;
  unavailable: () => AppError;
}) {
  const repo = createReversalsRepository(deps.db);
  const mismatch = () => deps.refusal('idempotency_mismatch');

  async function outcome(row: ReversalRow): Promise<ReversalOutcome> {
    if (row.status === 'failed') throw deps.refusal(row.failureCode ?? 'not_reversible');
    if (row.status === 'pending') throw deps.unavailable();
    const payment = (await deps.payment(row.paymentId))!;
    return {
      reversalId: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      paymentStatus: payment.status,
      refundedCents: payment.refundedCents,
    };
  }

  async function run(payment: PaymentRow, kind: 'void' | 'refund', amountCents: number, key: string, reason: string) {
    const now = deps.clock.now();
    const row = await repo.insertPendingOnce({
      paymentId: payment.id,
      kind,
      amountCents,
      idempotencyKey: key,
      reason,
      createdAt: now,
      updatedAt: now,
    });
    if (row.paymentId !== payment.id || row.kind !== kind || row.amountCents !== amountCents) throw mismatch();
    if (row.status !== 'pending') return outcome(row);
    let gatewayRef: string | null = null;
    try {
      const request = { ref: payment.gatewayRef!, idempotencyKey: key };
      if (kind === 'void') await deps.gateway.void(request);
      else {
        const result = await deps.gateway.refund({ ...request, amountCents });
        gatewayRef = result.status === 'voided' ? null : result.refundRef;
      }
    } catch (error) {
      if (error instanceof GatewayError && error.code !== 'unavailable') {
        await repo.markFailed(row.id, error.code, deps.clock.now());
        throw deps.refusal(error.code);
      }
      // Unknown: the refund may exist. The row stays pending; a retry with the key finds out.
      throw deps.unavailable();
    }
    await repo.settle(row, gatewayRef, deps.clock.now());
    return outcome((await repo.byKey(key))!);
  }

  return {
    /** Refunds a capture in full or in part, once per key; never more than is left of it. */
    async refund(request: RefundRequest): Promise<ReversalOutcome> {
      const payment = await deps.payment(request.paymentId);
      if (!payment) throw notFound();
      const done = await repo.byKey(request.idempotencyKey);
      if (done) {
        if (done.paymentId !== payment.id || done.kind !== 'refund') throw mismatch();
        if (request.amountCents !== undefined && done.amountCents !== request.amountCents) throw mismatch();
        if (done.status !== 'pending') return outcome(done);
        return run(payment, 'refund', done.amountCents, done.idempotencyKey, done.reason);
      }
      const left = payment.amountCents - payment.refundedCents;
      const amount = request.amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new Error(`refund amount must be a positive whole number of cents, got ${amount}`);
      }
      if (payment.status !== 'succeeded' || !payment.gatewayRef || amount > left) {
        throw deps.refusal('not_reversible');
      }
      return run(payment, 'refund', amount, request.idempotencyKey, request.reason);
    },

    /** Releases an authorization that was not captured, once per key. */
    async void(request: VoidRequest): Promise<ReversalOutcome> {
      const payment = await deps.payment(request.paymentId);
      if (!payment) throw notFound();
      const done = await repo.byKey(request.idempotencyKey);
      if (done) {
        if (done.paymentId !== payment.id || done.kind !== 'void') throw mismatch();
        if (done.status !== 'pending') return outcome(done);
      } else if (payment.status !== 'authorized' || !payment.gatewayRef) {
        throw deps.refusal('not_reversible');
      }
      return run(payment, 'void', payment.amountCents, request.idempotencyKey, request.reason);
    },

    /** The voids and refunds of a payment, for receipts and tests. */
    ofPayment: (paymentId: number) => repo.ofPayment(paymentId),
  };
}
