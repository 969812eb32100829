import { dateInZone, MENU_TIME_ZONE } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { OrdersDeps } from '../deps.ts';
import type { OrderReads } from '../order-data.ts';
import type { BillOutcome } from './billing.ts';
import { createPaymentWeeksRepository } from './payment-weeks-repository.ts';

export interface PaymentWeek {
  orderId: number;
  deliveryDate: string;
  totalCents: number;
}

/**
 * What the payment settings need of a household's weeks: the ones whose payment failed, billed
 * again at once on a new card through billing's own path (its next attempt, its own key), which
 * week each payment paid for, and the paid weeks of a date range for their receipts.
 */
export function createPaymentWeeks(
  deps: Pick<OrdersDeps, 'db' | 'clock'>,
  billing: { bill(orderId: number): Promise<BillOutcome> },
  reads: Pick<OrderReads, 'orderData'>,
) {
  const repo = () => createPaymentWeeksRepository(deps.db);
  const week = (o: { id: number; deliveryDate: string; totalCents: number }): PaymentWeek => ({
    orderId: o.id,
    deliveryDate: o.deliveryDate,
    totalCents: o.totalCents,
  });

  return {
    /** The weeks whose payment failed and that billing still tries. */
    failedWeeks: async (clientId: number) => (await repo().failed(clientId)).map(week),

    /** Whether a coming week failed its payment, even one billing no longer tries (past its deadline). */
    hasFailedWeek: (clientId: number) => repo().anyFailedFrom(clientId, dateInZone(deps.clock.now(), MENU_TIME_ZONE)),

    /**
     * Bills the household's failed weeks now, each by billing's next attempt (decision 028): a
     * week another worker holds, or billed meanwhile, is left to it. Answers each week's outcome.
     */
    async billFailedNow(clientId: number): Promise<(PaymentWeek & { outcome: BillOutcome })[]> {
      const out: (PaymentWeek & { outcome: BillOutcome })[] = [];
      for (const order of await repo().failed(clientId)) {
        const due = await repo().dueNow(order.id, deps.clock.now());
        out.push({ ...week(order), outcome: due ? await billing.bill(order.id) : 'unchanged' });
      }
      return out;
    },

    /** When the household's card is charged next (the next cutoff), if a week is coming. */
    nextChargeAt: (clientId: number) => repo().nextCutoff(clientId, deps.clock.now()),

    /** The next week that still takes changes and is not paid: where a promotion code goes. */
    nextOpenOrder: (clientId: number) => repo().nextOpen(clientId, deps.clock.now()),

    /** Which week, and how, each payment of the household paid for. */
    paidWeeks: (clientId: number) => repo().paidWeeks(clientId),

    /**
     * The receipts of the weeks delivered (or on their way) in a date range: each order as the
     * household sees it, with the payments of its late additions.
     */
    async receipts(clientId: number, from: string, to: string, locale: Locale) {
      const weeks = await repo().paidBetween(clientId, from, to);
      const patches = await repo().billedPatches(weeks.map((w) => w.id));
      return Promise.all(
        weeks.map(async (w) => ({
          order: await reads.orderData(clientId, w.id, locale),
          paymentIds: [w.paymentId, ...patches.filter((p) => p.orderId === w.id).map((p) => p.paymentId)].filter(
            (id): id is number => id !== null,
          ),
        })),
      );
    },
  };
}

export type PaymentWeeks = ReturnType<typeof createPaymentWeeks>;
