import type { PlanPricing } from '@fp/domain';
import { enqueueBilling } from '../billing/billing.ts';
import type { OrdersDeps } from '../deps.ts';
import { orderPrice } from '../order-price.ts';
import { orderStep, type OrderFailure } from '../order-failure.ts';
import { createOrderRepository } from '../order-repository.ts';
import { createGenerationRepository } from './generation-repository.ts';

export type CutoffOutcome = 'locked' | 'below_minimum' | 'skipped' | 'unchanged';

/**
 * The cutoff of one order at a time (decision 027): the order locks and is priced finally, or is
 * skipped (its plan stopped) or left under the minimum. Idempotent: only an `upcoming` order whose
 * cutoff has come moves.
 */
export function createCutoff(deps: OrdersDeps) {
  const { db, clock } = deps;

  /**
   * Locks the order and prices it finally: multi-order elements by position, recurring
   * discounts, first-order and threshold free delivery (in the quote), then account credit
   * through the ledger, never more than the total. An order the signup checkout charged or
   * authorised keeps that price.
   */
  async function lockAndPrice(orderId: number, pricing: PlanPricing): Promise<CutoffOutcome> {
    // Read before the transaction: on the embedded database a query outside it would wait on it.
    const owner = await createOrderRepository(db).byId(orderId);
    const client = owner ? await deps.clients.find(owner.clientId) : undefined;
    return db.transaction(async (tx) => {
      const orders = createOrderRepository(tx);
      const order = await orders.lock(orderId);
      const now = clock.now();
      // A week closes at its own cutoff, never before (SPEC.md §4).
      if (!order || order.status !== 'upcoming' || order.cutoffAt.getTime() > now.getTime()) return 'unchanged';
      // A plan paused or closed before this order's cutoff stops it (SPEC.md §4).
      if (!(await deps.subscriptions.isActive(order.subscriptionId, tx))) {
        await orders.update(orderId, { status: 'skipped', skippedBy: 'pause', lockedAt: now, updatedAt: now });
        return 'skipped';
      }
      const position = order.position === 1 ? 1 : await orders.positionOf(order.clientId, order.deliveryDate);
      let totals = {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        deliveryFeeCents: order.deliveryFeeCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      };
      let lines = (await orders.lines(orderId)).map(({ id: _id, orderId: _o, ...l }) => l);
      // An order the signup paid for keeps that price; every other one is priced now.
      if (order.paymentId === null) {
        // The editor's summary prices the same items with the same discounts (decision 037).
        const discounts = await deps.discounts.orderDiscounts(order.clientId, orderId, client?.locale ?? 'en', tx);
        ({ totals, lines } = orderPrice({
          province: order.province,
          position,
          items: await orders.items(orderId),
          discounts: discounts.at(position),
          pricing,
        }));
      }
      if (totals.subtotalCents < pricing.minimumOrderCents) {
        // SPEC.md §4 and §8: not delivered and not charged.
        await orders.update(orderId, { ...totals, position, status: 'below_minimum', lockedAt: now, updatedAt: now });
        return 'below_minimum';
      }
      const available = await deps.money.credit.balance(order.clientId, tx);
      const credit = Math.min(available, totals.totalCents);
      if (credit > 0) {
        await deps.money.credit.spend(
          {
            clientId: order.clientId,
            amountCents: credit,
            reason: 'order_applied',
            reference: `order:${orderId}:credit`,
          },
          tx,
        );
        lines.push({ kind: 'credit', label: 'account_credit', code: null, amountCents: credit });
      }
      await orders.replaceLines(orderId, lines);
      const total = totals.totalCents - credit;
      await orders.update(orderId, {
        ...totals,
        creditCents: credit,
        totalCents: total,
        position,
        status: total === 0 ? 'billed' : 'locked',
        billedAt: total === 0 ? now : null,
        nextBillAt: total === 0 ? null : now,
        lockedAt: now,
        updatedAt: now,
      });
      // Billing is due now (next_bill_at): the cutoff pass enqueues one billing job for all it locked.
      return 'locked';
    });
  }

  async function cutoff(orderId: number): Promise<CutoffOutcome> {
    const outcome = await lockAndPrice(orderId, (await deps.plans.catalogue()).pricing);
    if (outcome === 'below_minimum' || outcome === 'skipped') {
      // Nothing will be charged: a signup authorisation held for this order goes back.
      const order = await createOrderRepository(db).byId(orderId);
      if (order?.paymentId != null) await deps.money.reverse(order.paymentId);
    }
    return outcome;
  }

  return {
    cutoff,

    /**
     * Locks every order whose cutoff has passed, each in its own transaction, and enqueues one
     * billing job for those locked. An order that fails is left as it was for the next run, and
     * named in the answer and the log; the others go on.
     */
    async runCutoffs(limit = 10_000) {
      const counts: Record<CutoffOutcome, number> = { locked: 0, below_minimum: 0, skipped: 0, unchanged: 0 };
      const failed: OrderFailure[] = [];
      for (const id of await createGenerationRepository(db).dueForCutoff(clock.now(), limit)) {
        const outcome = await orderStep({ id, step: 'cutoff' }, failed, deps.warn, () => cutoff(id));
        if (outcome) counts[outcome] += 1;
      }
      if (counts.locked > 0) await enqueueBilling(deps.jobs, db, clock.now(), 'cutoff');
      return { ...counts, failed };
    },
  };
}

export type Cutoff = ReturnType<typeof createCutoff>;
