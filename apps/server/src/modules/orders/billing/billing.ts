import { pointsFor, REGION_TIME_ZONES, zonedTimeToInstant } from '@fp/domain';
import { href } from '@fp/i18n';
import type { Db } from '../../../db/types.ts';
import { createLimiter, type Limiter } from '../../../jobs/limiter.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { renderEmail } from '../../mail/service.ts';
import type { ChargeOutcome, MoneyService } from '../../money/service.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderRepository, type OrderRow } from '../order-repository.ts';
import { createBillingRepository } from './billing-repository.ts';

/**
 * The job that bills every order whose billing is due, in batches (decision 028): enqueued by a
 * cutoff pass that locked orders and for each retry time, and run every few minutes as a safety
 * net for orders whose claim a crashed worker left behind.
 */
export const BILL_DUE_JOB = 'orders.bill-due';

/** How long a worker's claim on a batch of orders lasts before another may take them. */
export const BILL_LEASE_MS = 5 * 60_000;
/** Orders per batch: one claim, one insert of pending payments and one settling per batch. */
export const BILL_BATCH_SIZE = 250;

/** A decline is tried again after 2 h, 4 h, 8 h… (at most a day apart) until the deadline. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 * 60 * 60_000 * 2 ** (attempt - 1), 24 * 60 * 60_000);
}

/** The last moment a failed order may still be billed: the start of the day before delivery. */
export function billingDeadline(order: Pick<OrderRow, 'deliveryDate' | 'province'>): Date {
  const midnight = zonedTimeToInstant(order.deliveryDate, '00:00:00', REGION_TIME_ZONES[order.province]);
  return new Date(midnight.getTime() - 24 * 60 * 60_000);
}

/** A billing job at that time (one per distinct time: the key makes a repeat a no-op). */
export async function enqueueBilling(jobs: Pick<JobQueue, 'enqueue'>, tx: Db, at: Date, why: 'cutoff' | 'retry') {
  await jobs.enqueue({ name: BILL_DUE_JOB, key: `${why}:${at.toISOString()}`, runAt: at }, tx);
}

/** One billing attempt's key: each attempt of an order is charged at most once. */
export const billKey = (orderId: number, attempt: number) => `order:${orderId}:bill:${attempt}`;
/** The pending points an order's billing awards; released on delivery with the rest of the order's. */
export const billedPointsKey = (orderId: number) => `order:${orderId}:points`;

export type BillOutcome = 'billed' | 'failed' | 'gave_up' | 'unchanged';

type BatchAnswer = Awaited<ReturnType<MoneyService['chargeMany']>> extends Map<string, infer A> ? A : never;

/**
 * Billing (decisions 027, 028): every locked or failed order whose billing is due is charged,
 * each attempt with its own idempotency key (`order:<id>:bill:<attempt>`), and its outcome is
 * written only if no other worker wrote it.
 */
export function createBilling(deps: OrdersDeps) {
  const { db, clock, money } = deps;
  const billing = (tx: Db = db) => createBillingRepository(tx);

  /** The signup's authorisation is captured when it is for the final amount; otherwise the card on file is charged. */
  async function paySignupOrder(order: OrderRow, attempt: number): Promise<ChargeOutcome | 'no_card'> {
    const signup = await money.payment(order.paymentId!);
    if (signup?.status === 'authorized' && signup.amountCents === order.totalCents) return money.capture(signup.id);
    if (signup?.status === 'succeeded' && signup.amountCents === order.totalCents) {
      return { paymentId: signup.id, status: 'succeeded' };
    }
    // Authorised for another amount (credit applied at cutoff): that hold goes back.
    if (signup?.status === 'authorized') await money.reverse(signup.id);
    const method = await money.paymentMethodFor(order.clientId);
    if (!method) return 'no_card';
    return money.charge({
      clientId: order.clientId,
      paymentMethodId: method.id,
      amountCents: order.totalCents,
      idempotencyKey: billKey(order.id, attempt),
      description: `Order ${order.id} delivered ${order.deliveryDate}`,
      orderRef: `order:${order.id}`,
    });
  }

  async function sendDunning(order: OrderRow, tx: Db) {
    const client = await deps.clients.find(order.clientId, tx);
    if (!client) return;
    const locale = client.locale;
    const t = deps.i18n.translator(locale);
    const url = `${deps.settings.publicUrl}${href('settings-payment', locale)}`;
    const email = renderEmail(t, {
      subject: t('orders:email.paymentFailed.subject'),
      heading: t('orders:email.paymentFailed.heading'),
      paragraphs: [
        t('orders:email.paymentFailed.greeting', { name: client.firstName }),
        t('orders:email.paymentFailed.body', { date: order.deliveryDate }),
      ],
      button: { label: t('orders:email.paymentFailed.button'), url },
    });
    await deps.mail.send({ template: 'order_payment_failed', locale, to: client.email, ...email }, tx);
  }

  /**
   * One attempt for each order of a claimed batch (decision 028). The gateway step: the signup's
   * authorisations one by one (capture or release), every other order through the one charge path
   * in a batch (pending rows committed first, then the calls, `limit` at a time). Then one
   * transaction records the whole batch in a few set-based statements: billed orders, their
   * payments linked, their pending points; declined orders with their reason and retry time, a
   * dunning e-mail on a first decline. Each order's outcome is written only if it still awaits
   * that attempt, so a second worker (or a retaken claim) records nothing twice.
   */
  async function billBatch(batch: OrderRow[], limit: Limiter) {
    const answers = new Map<number, BatchAnswer>();
    const viaCard = batch.filter((order) => order.paymentId === null);
    await Promise.all(
      batch
        .filter((order) => order.paymentId !== null)
        .map(async (order) => {
          try {
            const answer = await limit(() => paySignupOrder(order, order.billAttempts + 1));
            answers.set(order.id, answer === 'no_card' ? { status: 'no_card' } : answer);
          } catch (error) {
            answers.set(order.id, { status: 'error', error });
          }
        }),
    );
    const charged = await money.chargeMany(
      viaCard.map((order) => ({
        clientId: order.clientId,
        amountCents: order.totalCents,
        idempotencyKey: billKey(order.id, order.billAttempts + 1),
        description: `Order ${order.id} delivered ${order.deliveryDate}`,
        orderRef: `order:${order.id}`,
      })),
      limit,
    );
    for (const order of viaCard) answers.set(order.id, charged.get(billKey(order.id, order.billAttempts + 1))!);

    const now = clock.now();
    const billed: { id: number; attemptsBefore: number; paymentId: number }[] = [];
    const failed: { order: OrderRow; failureCode: string; nextBillAt: Date | null }[] = [];
    const errors: unknown[] = [];
    for (const order of batch) {
      const answer = answers.get(order.id)!;
      if (answer.status === 'error') {
        // Left claimed: retried with the same key when the claim runs out.
        errors.push(answer.error);
      } else if (answer.status === 'succeeded' || answer.status === 'authorized') {
        billed.push({ id: order.id, attemptsBefore: order.billAttempts, paymentId: answer.paymentId });
      } else {
        const next = new Date(now.getTime() + retryDelayMs(order.billAttempts + 1));
        const failureCode = answer.status === 'declined' ? answer.declineCode : 'no_payment_method';
        // The bank wants the household to confirm (3-D Secure): charging again off-session would
        // only be refused again, so no retry is planned until the household acts (decision 051).
        const retry = failureCode !== 'authentication_required' && next.getTime() < billingDeadline(order).getTime();
        failed.push({ order, failureCode, nextBillAt: retry ? next : null });
      }
    }
    const outcomes = new Map<number, BillOutcome>();
    if (billed.length > 0 || failed.length > 0) {
      await db.transaction(async (tx) => {
        const r = billing(tx);
        const won = await r.settleBilled(billed, now);
        const byId = new Map(billed.map((b) => [b.id, b]));
        await money.linkMany(
          tx,
          won.map((o) => byId.get(o.id)!.paymentId),
        );
        await money.points.awardMany(
          won
            .filter((o) => pointsFor(o.totalCents) > 0)
            .map((o) => ({
              clientId: o.clientId,
              points: pointsFor(o.totalCents),
              bucket: 'pending' as const,
              reason: 'order_billed',
              reference: billedPointsKey(o.id),
            })),
          tx,
        );
        for (const o of won) outcomes.set(o.id, 'billed');

        const declined = new Set(
          await r.settleFailed(
            failed.map((f) => ({
              id: f.order.id,
              attemptsBefore: f.order.billAttempts,
              failureCode: f.failureCode,
              nextBillAt: f.nextBillAt,
            })),
            now,
          ),
        );
        const retryTimes = new Set<number>();
        for (const f of failed) {
          if (!declined.has(f.order.id)) continue;
          outcomes.set(f.order.id, f.nextBillAt ? 'failed' : 'gave_up');
          if (f.order.billAttempts === 0) await sendDunning(f.order, tx);
          if (f.nextBillAt) retryTimes.add(f.nextBillAt.getTime());
        }
        for (const at of retryTimes) await enqueueBilling(deps.jobs, tx, new Date(at), 'retry');
      });
    }
    const counts: Record<BillOutcome, number> = { billed: 0, failed: 0, gave_up: 0, unchanged: 0 };
    for (const order of batch) counts[outcomes.get(order.id) ?? 'unchanged'] += 1;
    return { counts, outcomes, errors };
  }

  /**
   * One billing attempt of one locked or failed order whose billing is due: a batch of one, by
   * the same path as `billDue`. 'unchanged' when it is not due or another worker holds it.
   */
  async function bill(orderId: number): Promise<BillOutcome> {
    const now = clock.now();
    const claimed = await billing().claimDue(now, new Date(now.getTime() + BILL_LEASE_MS), 1, orderId);
    if (claimed.length === 0) return 'unchanged';
    const { outcomes, errors } = await billBatch(claimed, createLimiter(1));
    if (errors.length > 0) throw errors[0];
    return outcomes.get(orderId) ?? 'unchanged';
  }

  /** Whether the order still waits to be billed by the attempt that uses this payment's key. */
  async function awaitsPayment(orderId: number, idempotencyKey: string): Promise<boolean> {
    const order = await createOrderRepository(db).byId(orderId);
    return (
      order !== undefined &&
      (order.status === 'locked' || order.status === 'failed') &&
      billKey(order.id, order.billAttempts + 1) === idempotencyKey
    );
  }

  return {
    bill,

    /**
     * For the payments reconciliation (decision 016): a billing payment a crash left unlinked is
     * settled by billing its order again with the same attempt's key (the gateway answers with
     * the charge it already made, which is then linked once). It is reversed only when its order
     * no longer waits for it; an order still claimed by a live worker keeps it for that worker.
     */
    async settleOrphanPayment(
      row: { id: number; orderRef: string | null; idempotencyKey: string },
      reverse: () => Promise<void>,
    ) {
      const orderId = Number(row.orderRef?.split(':')[1]);
      if (Number.isInteger(orderId)) {
        await bill(orderId);
        if (await awaitsPayment(orderId, row.idempotencyKey)) return;
      }
      const after = await money.payment(row.id);
      if (after && after.linkedAt === null) await reverse();
    },

    /**
     * Bills every order whose billing is due now (locked at cutoff, a retry whose time came, or a
     * claim a crashed worker left), in batches claimed with `FOR UPDATE SKIP LOCKED` (decision
     * 028): several workers share the work and never take the same order. `lanes` batches are in
     * hand at once, so one batch's statements overlap another's gateway calls; `parallel` bounds
     * the gateway calls in flight over all of them. At most `limit` orders.
     */
    async billDue(options: { limit?: number; parallel?: number; batchSize?: number; lanes?: number } = {}) {
      let remaining = options.limit ?? Number.POSITIVE_INFINITY;
      const batchSize = options.batchSize ?? BILL_BATCH_SIZE;
      const gate = createLimiter(options.parallel ?? 16);
      const counts: Record<BillOutcome, number> = { billed: 0, failed: 0, gave_up: 0, unchanged: 0 };
      const errors: unknown[] = [];
      const lane = async () => {
        while (remaining > 0) {
          const take = Math.min(batchSize, remaining);
          remaining -= take;
          const now = clock.now();
          const batch = await billing().claimDue(now, new Date(now.getTime() + BILL_LEASE_MS), take);
          remaining += take - batch.length;
          if (batch.length === 0) return;
          const result = await billBatch(batch, gate);
          for (const k of Object.keys(counts) as BillOutcome[]) counts[k] += result.counts[k];
          errors.push(...result.errors);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.lanes ?? 3) }, lane));
      // The orders an error left claimed are retried when their claim runs out; the job fails
      // (and is logged) so the error is seen.
      if (errors.length > 0) throw new AggregateError(errors, `${errors.length} order(s) could not be billed now`);
      return counts;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
