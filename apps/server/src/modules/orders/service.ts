import type { Db } from '../../db/types.ts';
import type { HoldingOrders } from '../stock/service.ts';
import { createBilling } from './billing/billing.ts';
import type { OrdersDeps } from './deps.ts';
import type { OrderFailure } from './order-failure.ts';
import { createSimulatedCourier } from './delivery/courier.ts';
import { createCourierEvents } from './delivery/courier-events.ts';
import { createEditorService } from './editor/editor.ts';
import { createCutoff } from './generation/cutoff.ts';
import { createGeneration } from './generation/generation.ts';
import { createLateAdditions } from './late-additions/late-additions.ts';
import { createMarketSubscriptions } from './market/subscriptions.ts';
import { createOrderData } from './order-data.ts';
import { createOrderRepository } from './order-repository.ts';
import { createReminders } from './weeks/reminders.ts';
import { createOrderWeeks } from './weeks/weeks.ts';
import { createPaymentConfirmation } from './billing/payment-confirmation.ts';
import { createPaymentWeeks } from './billing/payment-weeks.ts';
import { createPromoCode } from './billing/promo-code.ts';

export type { OrdersDeps } from './deps.ts';
export type { OrderFailure } from './order-failure.ts';
export type { OrderRow } from './order-repository.ts';
export type { OrderPlan } from './plan-order.ts';
export { BILL_DUE_JOB } from './billing/billing.ts';
export { RELEASE_SKIPPED_PAYMENT_JOB } from './weeks/weeks.ts';

/** What the stock's release job reads of the orders that hold units. */
export function holdingOrders(db: Db): HoldingOrders {
  return {
    statuses: (ids) => createOrderRepository(db).statuses(ids),
    lock: (tx, id) => createOrderRepository(tx).lock(id),
  };
}

/**
 * Orders (DESIGN.md §3, decision 047): the one home of an order's life, by stage — generation
 * and cutoff, billing, delivery, the household's weeks (cards, skip, unskip, change of delivery,
 * reminders), the editor, late additions, and market items with their subscriptions. Each stage
 * reads and writes the orders' tables through this module's repositories; the other modules
 * are reached through their services (`OrdersDeps`).
 */
export function createOrdersService(deps: OrdersDeps) {
  const data = createOrderData(deps);
  const generation = createGeneration(deps);
  const cutoff = createCutoff(deps);
  const billing = createBilling(deps);
  // Decision 050: the routing platform's webhook where its secret is set, else the simulated courier.
  const webhook = deps.settings.courierWebhook;
  const courier = webhook ? undefined : createSimulatedCourier(deps);
  const noDeliveries = { outForDelivery: 0, delivered: 0, failed: [] as OrderFailure[] };
  const weeks = createOrderWeeks(deps);
  const lateAdditions = createLateAdditions(deps);

  return {
    ...data,

    /** Creates the missing orders over the horizon (or lists them with `dryRun`). */
    generate: generation.generate,
    cutoff: cutoff.cutoff,
    runCutoffs: cutoff.runCutoffs,
    bill: billing.bill,
    billDue: billing.billDue,
    advanceDeliveries: async () => (courier ? courier.advance() : noDeliveries),
    courierEvents: webhook ? createCourierEvents(deps, webhook) : undefined,

    /**
     * Cutoffs and deliveries due now (billing runs as jobs the cutoff enqueued). An order that
     * fails is named in the answer and the log and left for the next run; the others go on.
     */
    async runDue() {
      const cutoffs = await cutoff.runCutoffs();
      const deliveries = courier ? await courier.advance() : noDeliveries;
      return { cutoffs, deliveries, failed: [...cutoffs.failed, ...deliveries.failed] };
    },

    weeks,
    reminders: createReminders(deps),
    /** The payment settings' side of the weeks: failed ones billed on a new card, receipts. */
    paymentWeeks: createPaymentWeeks(deps, billing, data),
    paymentConfirmation: createPaymentConfirmation(deps),
    promoCode: createPromoCode(deps),
    editor: createEditorService({ ...deps, dataVersionCheckMs: deps.settings.dataVersionCheckMs }),
    lateAdditions,
    market: createMarketSubscriptions(deps),

    /** A signup payment of an order the household then skipped goes back, if it is still skipped. */
    async releaseSkippedPayment(orderId: number) {
      const paymentId = await weeks.skippedPayment(orderId);
      if (paymentId !== undefined) await deps.money.reverse(paymentId);
    },

    /**
     * For the payments reconciliation (decision 016): a payment of an order's billing or of a late
     * addition that no order took. Answers false for a payment that is neither (the signup's).
     */
    async settleOrphanPayment(
      row: { id: number; orderRef: string | null; idempotencyKey: string },
      reverse: () => Promise<void>,
    ): Promise<boolean> {
      if (row.orderRef?.startsWith('order:')) await billing.settleOrphanPayment(row, reverse);
      else if (row.orderRef?.startsWith('patch:')) await lateAdditions.settleOrphanPayment(row, reverse);
      else return false;
      return true;
    },

    /**
     * Development only: the order's week closes now, as if its cutoff had come (the dev route
     * `bill_now` and the demo seed); an upcoming order's cutoff moves to this moment.
     */
    async closeNow(orderId: number) {
      const order = await createOrderRepository(deps.db).byId(orderId);
      const now = deps.clock.now();
      if (order?.status === 'upcoming' && order.cutoffAt.getTime() > now.getTime()) {
        await createOrderRepository(deps.db).update(orderId, { cutoffAt: now, updatedAt: now });
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
