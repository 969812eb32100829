import type { ChargeConfirmation } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { GatewayError, type GatewayChargeResult, type PaymentGateway } from './gateway.ts';
import { createPaymentsRepository, type PaymentRow } from './payments-repository.ts';

/**
 * Charges the bank held for the household to confirm (3-D Secure, decision 051). Nothing here
 * charges: the gateway is only asked what the browser needs and what became of the charge.
 */
export function createHeldCharges(deps: { db: Db; clock: Clock; gateway: PaymentGateway }) {
  const { gateway } = deps;

  async function held(paymentId: number): Promise<(PaymentRow & { gatewayRef: string }) | undefined> {
    const row = await createPaymentsRepository(deps.db).byId(paymentId);
    return row?.status === 'declined' && row.declineCode === 'authentication_required' && row.gatewayRef
      ? { ...row, gatewayRef: row.gatewayRef }
      : undefined;
  }

  /** A definite "no such charge" from the gateway is no held charge; anything else is not known. */
  async function ask<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayError && error.code !== 'unavailable') return undefined;
      throw error;
    }
  }

  return {
    /** What the browser needs to confirm the held charge; undefined when the payment is not one. */
    async confirmation(paymentId: number): Promise<ChargeConfirmation | undefined> {
      const row = await held(paymentId);
      if (!row || !gateway.confirmation) return undefined;
      return ask(() => gateway.confirmation!(row.gatewayRef));
    },

    /** The held charge's state at the gateway now; undefined when it is not held or not known. */
    async confirmedState(paymentId: number): Promise<GatewayChargeResult | undefined> {
      const row = await held(paymentId);
      if (!row || !gateway.chargeState) return undefined;
      return ask(() => gateway.chargeState!(row.gatewayRef));
    },

    /** Records the confirmed charge as paid and taken by its order, inside the order's transaction; once. */
    settleConfirmed: (tx: Db, paymentId: number) =>
      createPaymentsRepository(tx).settleHeld(paymentId, deps.clock.now()),
  };
}
