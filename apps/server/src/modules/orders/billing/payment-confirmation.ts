import type { ChargeConfirmation } from '@fp/contracts';
import { pointsFor } from '@fp/domain';
import { notFound, ruleError } from '../../../http/errors.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderRepository, type OrderRow } from '../order-repository.ts';
import { billedPointsKey, billKey } from './billing.ts';
import { createBillingRepository } from './billing-repository.ts';

const notHeld = () => ruleError('payment_not_held', 'orders:errors.paymentNotHeld');

/**
 * An order failed because the bank wants the household to confirm the charge (3-D Secure,
 * decision 051): the browser confirms that very charge, then the order is billed by it, once.
 * Nothing here charges again: the gateway is only read.
 */
export function createPaymentConfirmation(deps: Pick<OrdersDeps, 'db' | 'clock' | 'money'>) {
  const { db, money } = deps;

  /** The household's order and the held charge of its last attempt; another household's order is 404. */
  async function heldOrder(clientId: number, orderId: number) {
    const order = await createOrderRepository(db).byId(orderId);
    if (!order || order.clientId !== clientId) throw notFound();
    const payment = await money.paymentByKey(billKey(order.id, order.billAttempts));
    return { order, payment };
  }

  const waiting = (order: OrderRow) => order.status === 'failed' && order.failureCode === 'authentication_required';

  return {
    async start(clientId: number, orderId: number): Promise<ChargeConfirmation> {
      const { order, payment } = await heldOrder(clientId, orderId);
      const confirmation = waiting(order) && payment ? await money.held.confirmation(payment.id) : undefined;
      if (!confirmation) throw notHeld();
      return confirmation;
    },

    /**
     * Reads the charge at the gateway: succeeded → the payment recorded and the order billed in
     * one transaction, each only if no other call did it first; otherwise the order stays failed.
     */
    async finish(clientId: number, orderId: number) {
      const { order, payment } = await heldOrder(clientId, orderId);
      const answer = (o: OrderRow) => ({
        status: o.status === 'billed' ? ('billed' as const) : ('failed' as const),
        failureCode: o.failureCode,
      });
      if (!waiting(order) || !payment) {
        if (order.status === 'billed') return answer(order);
        throw notHeld();
      }
      const state = await money.held.confirmedState(payment.id);
      if (state?.status === 'succeeded') {
        await db.transaction(async (tx) => {
          const now = deps.clock.now();
          const [won] = await createBillingRepository(tx).settleConfirmed(
            order.id,
            order.billAttempts,
            payment.id,
            now,
          );
          if (!won) return;
          if (!(await money.held.settleConfirmed(tx, payment.id))) throw new Error(`payment ${payment.id} moved`);
          const points = pointsFor(won.totalCents);
          if (points > 0) {
            await money.points.awardMany(
              [
                {
                  clientId: won.clientId,
                  points,
                  bucket: 'pending',
                  reason: 'order_billed',
                  reference: billedPointsKey(won.id),
                },
              ],
              tx,
            );
          }
        });
      }
      return answer((await createOrderRepository(db).byId(order.id))!);
    },
  };
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;
