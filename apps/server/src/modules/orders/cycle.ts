import {
  quote,
  REGION_TIME_ZONES,
  type AppliedDiscount,
  type Clock,
  type PlanPricing,
  type Province,
} from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { Database, Db } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { zonedMidnight } from './cutoff-time.ts';
import { createCycleRepository } from './cycle-repository.ts';
import { quoteLines } from './pricing.ts';
import { createOrdersRepository, type OrderRow } from './repository.ts';

/** The job that bills one order; its key names the order and the attempt (decision 027). */
export const BILL_ORDER_JOB = 'orders.bill';

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

/** What the weekly cycle needs of the other modules, each through its own service. */
export interface CycleDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  jobs: JobQueue;
  publicUrl: string;
  pricing: () => Promise<PlanPricing>;
  subscriptionActive: (subscriptionId: number, tx: Db) => Promise<boolean>;
  continuingDiscounts: (clientId: number, locale: Locale, tx: Db) => Promise<AppliedDiscount[]>;
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
    capture(paymentId: number): Promise<PaymentAnswer>;
    payment(paymentId: number): Promise<{ status: string; amountCents: number } | undefined>;
    reverse(paymentId: number): Promise<unknown>;
    defaultMethodId(clientId: number): Promise<number | undefined>;
    link(tx: Db, paymentId: number): Promise<boolean>;
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

/** Points earned: 1% of the amount charged, one point worth one cent (SPEC.md §9). */
export const pointsFor = (chargedCents: number) => Math.floor(chargedCents / 100);

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
        const q = quote({
          province: order.province as Province,
          lines: quoteLines(
            items.map((i) => ({
              productId: i.productId,
              servings: i.quantity,
              unitPriceCents: i.unitPriceCents,
              taxClass: i.taxClass,
            })),
          ),
          orderPosition: position,
          discounts: await deps.continuingDiscounts(order.clientId, locale, tx),
          pricing,
        });
        totals = {
          subtotalCents: q.subtotal,
          discountCents: q.discountTotal,
          deliveryFeeCents: q.deliveryFee,
          taxCents: q.taxTotal,
          totalCents: q.total,
        };
        lines = [
          ...q.discountLines.map((d) => ({
            kind: 'discount' as const,
            label: d.label,
            code: null,
            amountCents: d.items + d.delivery,
          })),
          ...q.taxes
            .filter((x) => x.amount > 0)
            .map((x) => ({ kind: 'tax' as const, label: x.tax, code: null, amountCents: x.amount })),
        ];
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
      if (total > 0) {
        await deps.jobs.enqueue({ name: BILL_ORDER_JOB, key: `order:${orderId}:bill:1`, payload: { orderId } }, tx);
      }
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

  /** One billing attempt of a locked or failed order. */
  async function bill(orderId: number): Promise<BillOutcome> {
    const order = await createOrdersRepository(db).byId(orderId);
    if (!order || (order.status !== 'locked' && order.status !== 'failed')) return 'unchanged';
    const attempt = order.billAttempts + 1;
    const answer = await pay(order, attempt);
    const now = clock.now();
    if (answer !== 'no_card' && answer.status !== 'declined') {
      const billed = await db.transaction(async (tx) => {
        const r = cycle(tx);
        const won = await r.settleAttempt(orderId, order.billAttempts, {
          status: 'billed',
          paymentId: answer.paymentId,
          billAttempts: attempt,
          billedAt: now,
          nextBillAt: null,
          failureCode: null,
          updatedAt: now,
        });
        if (!won) return false;
        await deps.payments.link(tx, answer.paymentId);
        const points = pointsFor(order.totalCents);
        if (points > 0) {
          await deps.rewards.award(
            {
              clientId: order.clientId,
              points,
              bucket: 'pending',
              reason: 'order_billed',
              reference: `order:${orderId}:points`,
            },
            tx,
          );
        }
        return true;
      });
      return billed ? 'billed' : 'unchanged';
    }
    const code = answer === 'no_card' ? 'no_payment_method' : answer.declineCode;
    const next = new Date(now.getTime() + retryDelayMs(attempt));
    const retry = next.getTime() < billingDeadline(order).getTime();
    const client = attempt === 1 ? await deps.client(order.clientId) : undefined;
    const recorded = await db.transaction(async (tx) => {
      const won = await cycle(tx).settleAttempt(orderId, order.billAttempts, {
        status: 'failed',
        billAttempts: attempt,
        failureCode: code,
        nextBillAt: retry ? next : null,
        updatedAt: now,
      });
      if (!won) return false;
      if (attempt === 1) await sendDunning(order, client, tx);
      if (retry) {
        await deps.jobs.enqueue(
          { name: BILL_ORDER_JOB, key: `order:${orderId}:bill:${attempt + 1}`, payload: { orderId }, runAt: next },
          tx,
        );
      }
      return true;
    });
    if (!recorded) return 'unchanged';
    return retry ? 'failed' : 'gave_up';
  }

  return {
    cutoff,
    bill,

    /** Locks every order whose cutoff has passed (each in its own transaction); returns the outcomes. */
    async runCutoffs(limit = 10_000) {
      const counts: Record<CutoffOutcome, number> = { locked: 0, below_minimum: 0, skipped: 0, unchanged: 0 };
      for (const id of await cycle().dueIds('upcoming', 'cutoff', clock.now(), limit)) {
        counts[await cutoff(id)] += 1;
      }
      return counts;
    },

    /**
     * Bills every order whose billing is due now (locked at cutoff, or a retry whose time came),
     * `parallel` at a time; the same as the billing jobs do one by one.
     */
    async billDue(options: { limit?: number; parallel?: number } = {}) {
      const now = clock.now();
      const limit = options.limit ?? 10_000;
      const ids = [
        ...(await cycle().dueIds('locked', 'nextBill', now, limit)),
        ...(await cycle().dueIds('failed', 'nextBill', now, limit)),
      ];
      const counts: Record<BillOutcome, number> = { billed: 0, failed: 0, gave_up: 0, unchanged: 0 };
      let next = 0;
      const worker = async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          counts[await bill(id)] += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, worker));
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
