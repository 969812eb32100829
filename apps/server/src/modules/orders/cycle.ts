import { pointsFor, REGION_TIME_ZONES, type Clock, type PlanPricing, type Province } from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { Database, Db } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { createLimiter, type Limiter } from '../../jobs/limiter.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { zonedMidnight } from './cutoff-time.ts';
import { createCycleRepository } from './cycle-repository.ts';
import { orderPrice, type OrderDiscountsOf } from './order-price.ts';
import { createOrdersRepository, type OrderRow } from './repository.ts';

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
  return new Date(zonedMidnight(order.deliveryDate, REGION_TIME_ZONES[order.province]).getTime() - 24 * 60 * 60_000);
}

export type PaymentAnswer =
  | { paymentId: number; status: 'succeeded' | 'authorized' }
  | { paymentId: number; status: 'declined'; declineCode: string };

export type BatchPaymentAnswer = PaymentAnswer | { status: 'no_card' } | { status: 'error'; error: unknown };

/** What the weekly cycle needs of the other modules, each through its own service. */
export interface CycleDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  jobs: JobQueue;
  publicUrl: string;
  pricing: () => Promise<PlanPricing>;
  subscriptionActive: (subscriptionId: number, tx: Db) => Promise<boolean>;
  /** The discounts of one order (decision 037): the editor prices its cart with the same ones. */
  orderDiscounts: OrderDiscountsOf;
  credits: {
    balance(clientId: number, tx: Db): Promise<number>;
    spend(
      entry: { clientId: number; amountCents: number; reason: 'order_applied'; reference: string },
      tx: Db,
    ): Promise<boolean>;
  };
  rewards: {
    award(
      a: { clientId: number; points: number; bucket: 'pending'; reason: string; reference: string },
      tx: Db,
    ): Promise<boolean>;
    awardMany(
      awards: { clientId: number; points: number; bucket: 'pending'; reason: string; reference: string }[],
      tx: Db,
    ): Promise<number>;
    release(r: { clientId: number; points: number; reference: string }, tx: Db): Promise<boolean>;
  };
  payments: {
    charge(request: {
      clientId: number;
      paymentMethodId: number;
      amountCents: number;
      idempotencyKey: string;
      description: string;
      orderRef: string;
    }): Promise<PaymentAnswer>;
    chargeMany(
      requests: {
        clientId: number;
        amountCents: number;
        idempotencyKey: string;
        description: string;
        orderRef: string;
      }[],
      limit: Limiter,
    ): Promise<Map<string, BatchPaymentAnswer>>;
    capture(paymentId: number): Promise<PaymentAnswer>;
    payment(paymentId: number): Promise<{ status: string; amountCents: number } | undefined>;
    reverse(paymentId: number): Promise<unknown>;
    defaultMethodId(clientId: number): Promise<number | undefined>;
    linkMany(tx: Db, paymentIds: number[]): Promise<number[]>;
  };
  client: (clientId: number) => Promise<{ email: string; firstName: string; locale: string } | undefined>;
  sendMail: (
    email: { template: string; locale: Locale; to: string; subject: string; text: string; html: string },
    tx: Db,
  ) => Promise<unknown>;
  renderMail: (
    locale: Locale,
    content: { subject: string; heading: string; paragraphs: string[]; button: { label: string; url: string } },
  ) => { subject: string; text: string; html: string };
}

export type CutoffOutcome = 'locked' | 'below_minimum' | 'skipped' | 'unchanged';
export type BillOutcome = 'billed' | 'failed' | 'gave_up' | 'unchanged';

// Points earned: the one rule of @fp/domain (1% of the amount charged), shared with the editor.
export { pointsFor };

/**
 * The cutoff and the billing of one order at a time (decision 027). Each step is idempotent:
 * the cutoff only moves an `upcoming` order, each billing attempt has its own idempotency key
 * (`order:<id>:bill:<attempt>`), and its outcome is written only if no other worker wrote it.
 */
export function createCycle(deps: CycleDeps) {
  const { db, clock } = deps;
  const cycle = (tx: Db = db) => createCycleRepository(tx);
  const localeOf = (l: string | undefined): Locale => (l === 'fr' ? 'fr' : 'en');

  /**
   * Locks the order and prices it finally: multi-order elements by position, recurring
   * discounts, first-order and threshold free delivery (in the quote), then account credit
   * through the ledger, never more than the total. An order the signup checkout charged or
   * authorised keeps that price.
   */
  async function cutoff(orderId: number): Promise<CutoffOutcome> {
    const pricing = await deps.pricing();
    const outcome = await lockAndPrice(orderId, pricing);
    if (outcome === 'below_minimum' || outcome === 'skipped') {
      // Nothing will be charged: a signup authorisation held for this order goes back.
      const order = await createOrdersRepository(db).byId(orderId);
      if (order?.paymentId != null) await deps.payments.reverse(order.paymentId);
    }
    return outcome;
  }

  async function lockAndPrice(orderId: number, pricing: PlanPricing): Promise<CutoffOutcome> {
    // Read before the transaction: on the embedded database a query outside it would wait on it.
    const owner = await createOrdersRepository(db).byId(orderId);
    const client = owner ? await deps.client(owner.clientId) : undefined;
    return db.transaction(async (tx) => {
      const r = cycle(tx);
      const order = await r.lock(orderId);
      if (!order || order.status !== 'upcoming') return 'unchanged';
      const now = clock.now();
      // A plan paused or closed before this order's cutoff stops it (SPEC.md §4).
      if (!(await deps.subscriptionActive(order.subscriptionId, tx))) {
        await r.update(orderId, { status: 'skipped', skippedBy: 'pause', lockedAt: now, updatedAt: now });
        return 'skipped';
      }
      const locale = localeOf(client?.locale);
      const position = order.position === 1 ? 1 : await r.positionOf(order.clientId, order.deliveryDate);
      const items = await createOrdersRepository(tx).items(orderId);
      let totals = {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        deliveryFeeCents: order.deliveryFeeCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      };
      let lines = (await createOrdersRepository(tx).lines(orderId)).map(({ id: _id, orderId: _o, ...l }) => l);
      // An order the signup paid for keeps that price; every other one is priced now.
      if (order.paymentId === null) {
        // The editor's summary prices the same items with the same discounts (decision 037).
        ({ totals, lines } = orderPrice({
          province: order.province as Province,
          position,
          items,
          discounts: (await deps.orderDiscounts(order.clientId, orderId, locale, tx)).at(position),
          pricing,
        }));
      }
      if (totals.subtotalCents < pricing.minimumOrderCents) {
        // SPEC.md §4 and §8: not delivered and not charged.
        await r.update(orderId, { ...totals, position, status: 'below_minimum', lockedAt: now, updatedAt: now });
        return 'below_minimum';
      }
      const available = await deps.credits.balance(order.clientId, tx);
      const credit = Math.min(available, totals.totalCents);
      if (credit > 0) {
        await deps.credits.spend(
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
      await r.replaceLines(orderId, lines);
      const total = totals.totalCents - credit;
      await r.update(orderId, {
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

  /** The signup's authorisation is captured when it is for the final amount; otherwise the card on file is charged. */
  async function pay(order: OrderRow, attempt: number): Promise<PaymentAnswer | 'no_card'> {
    if (order.paymentId !== null) {
      const signup = await deps.payments.payment(order.paymentId);
      if (signup?.status === 'authorized' && signup.amountCents === order.totalCents) {
        return deps.payments.capture(order.paymentId);
      }
      if (signup?.status === 'succeeded' && signup.amountCents === order.totalCents) {
        return { paymentId: order.paymentId, status: 'succeeded' };
      }
      // Authorised for another amount (credit applied at cutoff): that hold goes back.
      if (signup?.status === 'authorized') await deps.payments.reverse(order.paymentId);
    }
    const method = await deps.payments.defaultMethodId(order.clientId);
    if (method === undefined) return 'no_card';
    return deps.payments.charge({
      clientId: order.clientId,
      paymentMethodId: method,
      amountCents: order.totalCents,
      idempotencyKey: `order:${order.id}:bill:${attempt}`,
      description: `Order ${order.id} delivered ${order.deliveryDate}`,
      orderRef: `order:${order.id}`,
    });
  }

  async function sendDunning(
    order: OrderRow,
    client: { email: string; firstName: string; locale: string } | undefined,
    tx: Db,
  ) {
    if (!client) return;
    const locale = localeOf(client.locale);
    const t = deps.i18n.translator(locale);
    const url = `${deps.publicUrl}${href('settings-payment', locale)}`;
    const email = deps.renderMail(locale, {
      subject: t('orders:email.paymentFailed.subject'),
      heading: t('orders:email.paymentFailed.heading'),
      paragraphs: [
        t('orders:email.paymentFailed.greeting', { name: client.firstName }),
        t('orders:email.paymentFailed.body', { date: order.deliveryDate }),
      ],
      button: { label: t('orders:email.paymentFailed.button'), url },
    });
    await deps.sendMail({ template: 'order_payment_failed', locale, to: client.email, ...email }, tx);
  }

  const billKey = (orderId: number, attempt: number) => `order:${orderId}:bill:${attempt}`;

  /**
   * One attempt for each order of a claimed batch (decision 028). The gateway step: the signup's
   * authorisations one by one (capture or release), every other order through the payments
   * batch (pending rows committed first, then the calls, `limit` at a time). Then one transaction
   * records the whole batch in a few set-based statements: billed orders, their payments linked,
   * their pending points; declined orders with their reason and retry time, a dunning e-mail on
   * a first decline. Each order's outcome is written only if it still awaits that attempt, so a
   * second worker (or a retaken claim) records nothing twice.
   */
  async function billBatch(batch: OrderRow[], limit: Limiter) {
    const answers = new Map<number, BatchPaymentAnswer>();
    const viaCard: OrderRow[] = [];
    await Promise.all(
      batch.map(async (order) => {
        if (order.paymentId === null) {
          viaCard.push(order);
          return;
        }
        try {
          const answer = await limit(() => pay(order, order.billAttempts + 1));
          answers.set(order.id, answer === 'no_card' ? { status: 'no_card' } : answer);
        } catch (error) {
          answers.set(order.id, { status: 'error', error });
        }
      }),
    );
    const charged = await deps.payments.chargeMany(
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
        failed.push({
          order,
          failureCode: 'declineCode' in answer ? answer.declineCode : 'no_payment_method',
          nextBillAt: next.getTime() < billingDeadline(order).getTime() ? next : null,
        });
      }
    }
    // Read before the transaction: on the embedded database a query outside it would wait on it.
    const firstDeclines = failed.filter((f) => f.order.billAttempts === 0);
    const clients = new Map(
      await Promise.all(firstDeclines.map(async (f) => [f.order.id, await deps.client(f.order.clientId)] as const)),
    );
    const counts: Record<BillOutcome, number> = { billed: 0, failed: 0, gave_up: 0, unchanged: 0 };
    const outcomes = new Map<number, BillOutcome>();
    if (billed.length > 0 || failed.length > 0) {
      await db.transaction(async (tx) => {
        const r = cycle(tx);
        const won = await r.settleBilled(billed, now);
        const byId = new Map(billed.map((b) => [b.id, b]));
        await deps.payments.linkMany(
          tx,
          won.map((o) => byId.get(o.id)!.paymentId),
        );
        const points = won
          .filter((o) => pointsFor(o.totalCents) > 0)
          .map((o) => ({
            clientId: o.clientId,
            points: pointsFor(o.totalCents),
            bucket: 'pending' as const,
            reason: 'order_billed',
            reference: `order:${o.id}:points`,
          }));
        await deps.rewards.awardMany(points, tx);
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
          if (f.order.billAttempts === 0) await sendDunning(f.order, clients.get(f.order.id), tx);
          if (f.nextBillAt) retryTimes.add(f.nextBillAt.getTime());
        }
        for (const at of retryTimes) await enqueueBilling(tx, new Date(at), 'retry');
      });
    }
    for (const order of batch) counts[outcomes.get(order.id) ?? 'unchanged'] += 1;
    return { counts, outcomes, errors };
  }

  /** A billing job at that time (one per distinct time: the key makes a repeat a no-op). */
  async function enqueueBilling(tx: Db, at: Date, why: 'cutoff' | 'retry') {
    await deps.jobs.enqueue({ name: BILL_DUE_JOB, key: `${why}:${at.toISOString()}`, runAt: at }, tx);
  }

  /**
   * One billing attempt of one locked or failed order whose billing is due: a batch of one, by
   * the same path as `billDue`. 'unchanged' when it is not due or another worker holds it.
   */
  async function bill(orderId: number): Promise<BillOutcome> {
    const now = clock.now();
    const claimed = await cycle().claimDue(now, new Date(now.getTime() + BILL_LEASE_MS), 1, orderId);
    if (claimed.length === 0) return 'unchanged';
    const { outcomes, errors } = await billBatch(claimed, createLimiter(1));
    if (errors.length > 0) throw errors[0];
    return outcomes.get(orderId) ?? 'unchanged';
  }

  return {
    cutoff,
    bill,

    /** Whether the order still waits to be billed by the attempt that uses this payment's key. */
    async awaitsPayment(orderId: number, idempotencyKey: string): Promise<boolean> {
      const order = await createOrdersRepository(db).byId(orderId);
      return (
        order !== undefined &&
        (order.status === 'locked' || order.status === 'failed') &&
        billKey(order.id, order.billAttempts + 1) === idempotencyKey
      );
    },

    /**
     * Locks every order whose cutoff has passed (each in its own transaction) and enqueues one
     * billing job for those locked; returns the outcomes.
     */
    async runCutoffs(limit = 10_000) {
      const counts: Record<CutoffOutcome, number> = { locked: 0, below_minimum: 0, skipped: 0, unchanged: 0 };
      for (const id of await cycle().dueIds('upcoming', 'cutoff', clock.now(), limit)) {
        counts[await cutoff(id)] += 1;
      }
      if (counts.locked > 0) await enqueueBilling(db, clock.now(), 'cutoff');
      return counts;
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
          const batch = await cycle().claimDue(now, new Date(now.getTime() + BILL_LEASE_MS), take);
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

    /** Billed points become available once the order is delivered. */
    async releasePoints(order: OrderRow, tx: Db) {
      const points = pointsFor(order.totalCents);
      if (points > 0) {
        await deps.rewards.release(
          { clientId: order.clientId, points, reference: `order:${order.id}:points-available` },
          tx,
        );
      }
    },
  };
}

export type Cycle = ReturnType<typeof createCycle>;
