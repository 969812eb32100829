import type { Clock } from '@fp/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { createCreditLedger } from './credit.ts';
import type { PaymentGateway } from './gateway.ts';
import { createHeldCharges } from './held-charges.ts';
import { createPaymentHistory } from './history.ts';
import { createPayments } from './payments.ts';
import { createPointsLedger } from './points.ts';

export type { PaymentGateway } from './gateway.ts';
export type { ChargeOutcome, ChargeRequest, ReconcileHold, SavedPaymentMethod } from './payments.ts';
export { LIVE_PAYMENT_STATUSES, paymentDeclined } from './payments.ts';
export type { PaymentRow } from './payments-repository.ts';
export type { CreditEntry, CreditReason } from './credit.ts';
export type { MoneyMovement } from './history.ts';
export { orderPointsPrefix, type PointsBucket } from './points.ts';
export type { BatchChargeOutcome } from './payments.ts';

/**
 * Money (DESIGN.md §3, decision 047): the gateway behind its port, the one charge path that
 * single charges and billing batches share, reversals, and every balance ledger (account credit,
 * reward points; gift cards and corporate credit will stand beside them).
 */
export function createMoneyService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  i18n: ServerI18n;
  gateway: PaymentGateway;
}) {
  return {
    ...createPayments(deps),
    /** Account credit (decision 024): added once per reference, spent never below zero. */
    credit: createCreditLedger(deps),
    /** Reward points: pending until the order is delivered, then available. */
    points: createPointsLedger(deps),
    /** Charges the bank held for the household to confirm (3-D Secure). */
    held: createHeldCharges(deps),
    /** What a client was charged and given back; a card put back on file. */
    history: createPaymentHistory(deps),
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
