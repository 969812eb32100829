import { LATE_ADDITION_MAX_HOLDING_ORDERS, type Patch, type SoldOutItem } from '@fp/contracts';
import { computeTaxes, lateAdditionsCloseAt, pointsFor, REGION_TIME_ZONES, totalTax, type TaxLine } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../../db/types.ts';
import { AppError, conflict, notFound, ruleError } from '../../../http/errors.ts';
import { LIVE_PAYMENT_STATUSES, orderPointsPrefix } from '../../money/service.ts';
import type { StockItem } from '../../stock/service.ts';
import type { OrdersDeps } from '../deps.ts';
import { createOrderRepository, type OrderRow as PatchOrderRow } from '../order-repository.ts';
import {
  createLateAdditionsRepository,
  taxDeltas,
  type PatchLineRow,
  type PatchRow,
} from './late-additions-repository.ts';

/**
 * An order's unpaid late additions hold their units this long, counted from the first patch of the
 * run (re-creating one never renews it); after it, units are taken only when paying.
 */
export const PATCH_HOLD_MS = 30 * 60_000;

/**
 * Paying keeps the units at least this long past the start of the charge, so the release job
 * never gives back units whose charge is on its way (then the payment row keeps them).
 */
export const PATCH_PAYING_MS = 5 * 60_000;

/** The one charge of a patch, whoever submits it and however often. */
export const patchPaymentKey = (patchId: number) => `patch:${patchId}`;

/** The pending points a patch's charge earns, among its order's (released together on delivery). */
const patchPointsKey = (orderId: number, patchId: number) => `${orderPointsPrefix(orderId)}patch:${patchId}:points`;
/** The points a line taken back no longer earns. */
const linePointsKey = (orderId: number, lineId: number) => `${orderPointsPrefix(orderId)}patch-line:${lineId}:points`;

class SoldOut extends Error {
  readonly productIds: number[];
  constructor(productIds: number[]) {
    super('sold_out');
    this.productIds = productIds;
  }
}

const cutoffPassed = () => ruleError('cutoff_passed', 'orders:errors.cutoffPassed');
const notEditable = () => ruleError('order_not_editable', 'orders:errors.notEditable');
const declined = () => ruleError('payment_declined', 'payments:errors.declined');
const noCard = () => ruleError('no_payment_method', 'payments:errors.noPaymentMethod');
const tooManyPending = () =>
  ruleError('too_many_pending_additions', 'orders:errors.tooManyPendingAdditions', {
    max: LATE_ADDITION_MAX_HOLDING_ORDERS,
  });
const beingPaid = () => conflict('addition_being_paid', 'orders:errors.additionBeingPaid');
const replaced = () => conflict('addition_replaced', 'orders:errors.additionReplaced');
const unavailable = () =>
  new AppError('payment_unavailable', 503, { messageKey: 'payments:errors.gatewayUnavailable' });

export type LateAdditions = ReturnType<typeof createLateAdditions>;

/**
 * Late additions to a billed order (issue 13, decision 033): `create_patch` prices the items as
 * their own invoice and holds their stock; `bill_patch` charges the card on file once per patch
 * (key `patch:<id>`, decision 011's protocol), then adds the items to the order in one
 * transaction; a billed line taken back before the deadline is refunded through the gateway.
 * Every gateway call happens outside a transaction.
 */
export function createLateAdditions(deps: OrdersDeps) {
  const { db, clock, money } = deps;
  const repo = (tx: Db = db) => createLateAdditionsRepository(tx);
  const orders = (tx: Db = db) => createOrderRepository(tx);

  const deadlineOf = (order: PatchOrderRow) =>
    lateAdditionsCloseAt(order.deliveryDate, REGION_TIME_ZONES[order.province]);
  const open = (order: PatchOrderRow) => clock.now().getTime() < deadlineOf(order).getTime();

  /** Only a billed order before its deadline takes additions; the deadline is said first. */
  function assertOpen(order: PatchOrderRow | undefined): asserts order is PatchOrderRow {
    if (!order) throw notFound();
    if (!open(order)) throw cutoffPassed();
    if (order.status !== 'billed') throw notEditable();
  }

  const isLive = (status: string) => (LIVE_PAYMENT_STATUSES as readonly string[]).includes(status);

  const stockOf = (lines: PatchLineRow[]): StockItem[] =>
    lines.filter((l) => l.status === 'active').map((l) => ({ productId: l.productId, quantity: l.quantity }));

  function priced(
    province: PatchOrderRow['province'],
    lines: Pick<PatchLineRow, 'quantity' | 'unitPriceCents' | 'taxClass'>[],
  ) {
    const amounts = lines.map((l) => ({ taxClass: l.taxClass, amount: l.quantity * l.unitPriceCents }));
    const taxes = computeTaxes(province, amounts);
    const subtotalCents = amounts.reduce((s, a) => s + a.amount, 0);
    const taxCents = totalTax(taxes);
    return { subtotalCents, taxes, taxCents, totalCents: subtotalCents + taxCents };
  }

  async function names(ids: number[], locale: Locale) {
    const rows = await deps.catalog.saleProducts(ids);
    return new Map(rows.map((p) => [p.id, locale === 'fr' ? p.nameFr : p.nameEn]));
  }

  async function soldOutItems(ids: number[], locale: Locale): Promise<SoldOutItem[]> {
    const byId = await names(ids, locale);
    return ids.map((productId) => ({ productId, name: byId.get(productId) ?? '' }));
  }

  async function view(patch: PatchRow, locale: Locale): Promise<Patch> {
    const [lines, order] = await Promise.all([repo().lines(patch.id), orders().byId(patch.orderId)]);
    const byId = await names(
      lines.map((l) => l.productId),
      locale,
    );
    const t = deps.i18n.translator(locale);
    return {
      id: patch.id,
      orderId: patch.orderId,
      status: patch.status,
      lines: lines.map((l) => ({
        id: l.id,
        productId: l.productId,
        name: byId.get(l.productId) ?? '',
        kind: l.kind,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.quantity * l.unitPriceCents,
        removed: l.status !== 'active',
      })),
      subtotalCents: patch.subtotalCents,
      taxes: patch.taxes.map((x: TaxLine) => ({
        label: t.dynamic(`checkout:labels.taxes.${x.tax}`),
        amountCents: x.amount,
      })),
      taxCents: patch.taxCents,
      totalCents: patch.totalCents,
      deadlineAt: deadlineOf(order!).toISOString(),
    };
  }

  const amounts = (o: PatchOrderRow) => ({
    id: o.id,
    subtotalCents: o.subtotalCents,
    taxCents: o.taxCents,
    totalCents: o.totalCents,
  });

  /** Takes the units in `tx` or throws SoldOut (rolling the transaction back). */
  async function reserve(tx: Db, order: PatchOrderRow, items: StockItem[]) {
    const short = await deps.stock.reserve(tx, order.deliveryDate, items);
    if (short.length > 0) throw new SoldOut(short);
  }

  /** A patch that can no longer be paid for: ends it and gives back the units it holds, once. */
  async function end(patch: PatchRow, status: 'declined' | 'sold_out' | 'expired', declineCode: string | null = null) {
    await db.transaction(async (tx) => {
      const locked = await repo(tx).lockPatch(patch.id);
      if (locked?.status !== 'pending') return;
      if (locked.stockHeld) {
        const order = (await orders(tx).byId(locked.orderId))!;
        await deps.stock.release(tx, order.deliveryDate, stockOf(await repo(tx).lines(locked.id)));
      }
      await repo(tx).updatePatch(locked.id, 'pending', {
        status,
        stockHeld: false,
        declineCode,
        updatedAt: clock.now(),
      });
    });
  }

  /**
   * Makes sure a pending patch holds its units for the time of the charge that follows at once
   * (taken again if the job gave them back); answers the products that sold out. The hold is kept
   * only as long as a charge may take, never a new half hour: a call that charges nothing (no
   * card) comes before it, so paying cannot be used to keep units.
   */
  async function holdForPaying(patch: PatchRow): Promise<number[]> {
    try {
      await db.transaction(async (tx) => {
        const locked = await repo(tx).lockPatch(patch.id);
        if (locked?.status !== 'pending') return;
        if (!locked.stockHeld) {
          const order = (await orders(tx).byId(locked.orderId))!;
          await reserve(tx, order, stockOf(await repo(tx).lines(locked.id)));
        }
        const paying = clock.now().getTime() + PATCH_PAYING_MS;
        await repo(tx).updatePatch(locked.id, 'pending', {
          stockHeld: true,
          heldUntil: new Date(Math.max(paying, locked.stockHeld ? locked.heldUntil.getTime() : 0)),
          updatedAt: clock.now(),
        });
      });
      return [];
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error;
      await end(patch, 'sold_out');
      return error.productIds;
    }
  }

  /**
   * Records a succeeded charge: the lines become order items and the order's amounts move, in one
   * transaction with the payment linked, only while the patch is pending (so once). Answers the
   * products that sold out when the units had to be taken again and could not (then the charge
   * is refunded and nothing is added).
   */
  async function record(patchId: number, paymentId: number): Promise<number[]> {
    try {
      await db.transaction(async (tx) => {
        const r = repo(tx);
        const patch = await r.lockPatch(patchId);
        if (patch?.status !== 'pending') return;
        const order = (await orders(tx).lock(patch.orderId))!;
        const lines = await r.lines(patch.id);
        if (!patch.stockHeld) await reserve(tx, order, stockOf(lines));
        const itemIds = await orders(tx).insertItems(
          order.id,
          lines.map((l) => ({
            productId: l.productId,
            kind: l.kind,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            taxClass: l.taxClass,
          })),
        );
        for (const [i, line] of lines.entries()) await r.setOrderItem(line.id, itemIds[i]!);
        await orders(tx).moveAmounts(
          order.id,
          { subtotalCents: patch.subtotalCents, taxes: taxDeltas(patch.taxes, 1) },
          clock.now(),
        );
        if (!(await money.link(tx, paymentId))) throw unavailable();
        // The charge earns its points as the order's billing did: pending until the delivery.
        const points = pointsFor(patch.totalCents);
        if (points > 0) {
          await money.points.award(
            {
              clientId: patch.clientId,
              points,
              bucket: 'pending',
              reason: 'late_addition_billed',
              reference: patchPointsKey(order.id, patch.id),
            },
            tx,
          );
        }
        await r.updatePatch(patch.id, 'pending', {
          status: 'billed',
          stockHeld: true,
          paymentId,
          billedAt: clock.now(),
          updatedAt: clock.now(),
        });
      });
      return [];
    } catch (error) {
      if (!(error instanceof SoldOut)) throw error;
      const patch = (await repo().patch(patchId))!;
      await end(patch, 'sold_out');
      // Charged, but nothing could be added: all of it goes back (its own key, once).
      await money.refund({
        paymentId,
        idempotencyKey: `${patchPaymentKey(patchId)}:refund`,
        reason: `patch:${patchId}:sold_out`,
      });
      return error.productIds;
    }
  }

  /** Gives back what taking a line back costs, under the line's own key (once), then marks it refunded. */
  async function refundLine(line: PatchLineRow, paymentId: number) {
    await money.refund({
      paymentId,
      amountCents: line.refundCents!,
      idempotencyKey: `patch-line:${line.id}:refund`,
      reason: `patch-line:${line.id}`,
    });
    await repo().updateLine(line.id, { status: 'refunded' });
  }

  /**
   * A pending patch may be replaced unless its charge is on its way or made: a live payment, or
   * paying begun (`bill_key` written) within the paying time and no refused payment since.
   */
  function assertReplaceable(patch: PatchRow, payment: { status: string } | undefined, now: Date) {
    if (payment && isLive(payment.status)) throw beingPaid();
    if (!payment && patch.billKey !== null && patch.heldUntil > now) throw beingPaid();
  }

  /** Gives back the units of these expired holds, each rechecked under its lock; answers how many. */
  async function releaseHolds(batch: PatchRow[]): Promise<number> {
    let released = 0;
    for (const patch of batch) {
      const payment = await money.paymentByKey(patchPaymentKey(patch.id));
      // A charge on its way or made keeps the units (the reconciliation settles it); a refused one does not.
      if (payment && isLive(payment.status)) continue;
      await db.transaction(async (tx) => {
        const locked = await repo(tx).lockPatch(patch.id);
        if (locked?.status !== 'pending' || !locked.stockHeld || locked.heldUntil >= clock.now()) return;
        const order = (await orders(tx).byId(locked.orderId))!;
        await deps.stock.release(tx, order.deliveryDate, stockOf(await repo(tx).lines(locked.id)));
        await repo(tx).updatePatch(locked.id, 'pending', { stockHeld: false, updatedAt: clock.now() });
        released += 1;
      });
    }
    return released;
  }

  type BillAnswer =
    | { status: 'billed'; patch: Patch; order: ReturnType<typeof amounts> }
    | { status: 'sold_out'; soldOut: SoldOutItem[] };

  /** The answer of a settled patch, the same for every caller. */
  async function answer(patch: PatchRow, locale: Locale): Promise<BillAnswer> {
    if (patch.status === 'replaced') throw replaced();
    if (patch.status === 'billed') {
      return {
        status: 'billed',
        patch: await view(patch, locale),
        order: amounts((await orders().byId(patch.orderId))!),
      };
    }
    if (patch.status === 'sold_out') {
      return {
        status: 'sold_out',
        soldOut: await soldOutItems(
          stockOf(await repo().lines(patch.id)).map((i) => i.productId),
          locale,
        ),
      };
    }
    if (patch.status === 'declined') throw declined();
    throw cutoffPassed();
  }

  /** bill_patch's steps after the checks: hold, charge once, record (also the reconciliation's way in). */
  async function pay(patch: PatchRow, locale: Locale): Promise<BillAnswer> {
    const key = patchPaymentKey(patch.id);
    const method = await money.paymentMethodFor(patch.clientId);
    if (!method) throw noCard();
    if (!(await money.paymentByKey(key))) {
      const short = await holdForPaying(patch);
      if (short.length > 0) return { status: 'sold_out', soldOut: await soldOutItems(short, locale) };
    }
    const current = (await repo().patch(patch.id))!;
    if (current.status !== 'pending') return answer(current, locale);
    let outcome: Awaited<ReturnType<typeof money.charge>>;
    try {
      outcome = await money.charge({
        clientId: patch.clientId,
        paymentMethodId: method.id,
        amountCents: patch.totalCents,
        idempotencyKey: key,
        description: `Late addition to order ${patch.orderId}`,
        orderRef: key,
      });
    } catch (error) {
      // The gateway refused the card for good: the key cannot pay again, so the units go back.
      const payment = await money.paymentByKey(key);
      if (payment && !isLive(payment.status)) await end(patch, 'declined', payment.declineCode ?? 'card_declined');
      throw error;
    }
    if (outcome.status === 'declined') {
      await end(patch, 'declined', outcome.declineCode ?? 'card_declined');
      throw declined();
    }
    const short = await record(patch.id, outcome.paymentId);
    if (short.length > 0) return { status: 'sold_out', soldOut: await soldOutItems(short, locale) };
    return answer((await repo().patch(patch.id))!, locale);
  }

  return {
    /** `orders/create_patch`: prices the additions and holds their stock, or answers what sold out. */
    async createPatch(clientId: number, input: { orderId: number; items: StockItem[] }, locale: Locale) {
      const order = await orders().own(input.orderId, clientId);
      assertOpen(order);
      const wanted = new Map<number, number>();
      for (const item of input.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const items = [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
      const byId = new Map((await deps.catalog.saleProducts([...wanted.keys()])).map((p) => [p.id, p]));
      if (items.some((i) => !byId.get(i.productId) || byId.get(i.productId)!.retiredAt)) {
        throw ruleError('product_unavailable', 'catalog:errors.productUnavailable');
      }
      const flagged = await deps.catalog.soldOutAmong([...wanted.keys()]);
      if (flagged.length > 0) return { status: 'sold_out' as const, soldOut: await soldOutItems(flagged, locale) };
      const lines = items.map((i) => {
        const p = byId.get(i.productId)!;
        return {
          productId: p.id,
          kind: p.kind === 'market' ? ('market' as const) : ('meal' as const),
          quantity: i.quantity,
          unitPriceCents: p.priceCents,
          taxClass: p.taxClass,
        };
      });
      const price = priced(order.province, lines);
      const now = clock.now();
      // The payment of the order's pending patch is another module's row: read before the
      // transaction (PGlite has one connection), then trusted only for that same patch.
      const before = (await repo().pendingOfOrder(order.id))[0];
      const beforePayment = before ? await money.paymentByKey(patchPaymentKey(before.id)) : undefined;
      try {
        const patch = await db.transaction(async (tx) => {
          const r = repo(tx);
          await r.lockHouseholdPatches(clientId);
          const pending = await r.lockPendingOf(clientId);
          const current = pending.find((p) => p.orderId === order.id);
          if (current) assertReplaceable(current, current.id === before?.id ? beforePayment : undefined, now);
          const runEnd = new Date(((await r.unpaidRunStart(order.id)) ?? now).getTime() + PATCH_HOLD_MS);
          const holds = runEnd.getTime() > now.getTime();
          const holding = new Set(
            pending.filter((p) => p.orderId !== order.id && p.stockHeld && p.heldUntil > now).map((p) => p.orderId),
          );
          if (holds && holding.size >= LATE_ADDITION_MAX_HOLDING_ORDERS) throw tooManyPending();
          // One pending patch per order: the new one takes the old one's place and its units back.
          if (current) {
            if (current.stockHeld) await deps.stock.release(tx, order.deliveryDate, stockOf(await r.lines(current.id)));
            await r.updatePatch(current.id, 'pending', { status: 'replaced', stockHeld: false, updatedAt: now });
          }
          await reserve(tx, order, items);
          // The run's half hour is over: the units are only checked now, and taken when paying.
          if (!holds) await deps.stock.release(tx, order.deliveryDate, items);
          return r.insertPatch(
            {
              orderId: order.id,
              clientId,
              status: 'pending',
              subtotalCents: price.subtotalCents,
              taxCents: price.taxCents,
              totalCents: price.totalCents,
              taxes: price.taxes,
              stockHeld: holds,
              heldUntil: runEnd,
              createdAt: now,
              updatedAt: now,
            },
            lines,
          );
        });
        return { status: 'pending' as const, patch: await view(patch, locale) };
      } catch (error) {
        if (!(error instanceof SoldOut)) throw error;
        return { status: 'sold_out' as const, soldOut: await soldOutItems(error.productIds, locale) };
      }
    },

    /**
     * `orders/bill_patch`: one charge per patch however many submit it at once; every caller gets
     * the same answer. A declined card adds nothing and gives the units back.
     */
    async billPatch(clientId: number, input: { patchId: number; idempotencyKey: string }, locale: Locale) {
      const patch = await repo().patch(input.patchId);
      if (!patch || patch.clientId !== clientId) throw notFound();
      if (patch.status !== 'pending') return answer(patch, locale);
      if (!(await money.paymentByKey(patchPaymentKey(patch.id)))) {
        const order = (await orders().byId(patch.orderId))!;
        if (!open(order) || order.status !== 'billed') {
          await end(patch, 'expired');
          throw open(order) ? notEditable() : cutoffPassed();
        }
      }
      // No card, no paying begun: a call that cannot charge leaves the patch as it was.
      if (!(await money.paymentMethodFor(clientId))) throw noCard();
      if (patch.billKey === null) {
        await repo().updatePatch(patch.id, 'pending', { billKey: input.idempotencyKey, updatedAt: clock.now() });
      }
      return pay(patch, locale);
    },

    /**
     * `orders/remove_late_addition`: a billed line taken back before the deadline. The order,
     * the patch's totals and the stock move first (one transaction, the patch locked, so two
     * removals compute from each other's totals), then the difference is refunded under the
     * line's own key; a retry of a line left `refunding` asks the gateway again with that key.
     */
    async removeLine(clientId: number, input: { patchId: number; lineId: number }, locale: Locale) {
      const patch = await repo().patch(input.patchId);
      if (!patch || patch.clientId !== clientId) throw notFound();
      const line = (await repo().lines(patch.id)).find((l) => l.id === input.lineId);
      if (!line || patch.status !== 'billed') throw notFound();
      const order = (await orders().byId(patch.orderId))!;
      if (line.status === 'active') {
        if (!open(order)) throw cutoffPassed();
        await db.transaction(async (tx) => {
          const r = repo(tx);
          const locked = (await r.lockPatch(patch.id))!;
          const lines = await r.lines(patch.id);
          const current = lines.find((l) => l.id === line.id)!;
          if (current.status !== 'active') return;
          const lockedOrder = (await orders(tx).lock(locked.orderId))!;
          const rest = priced(
            lockedOrder.province,
            lines.filter((l) => l.status === 'active' && l.id !== line.id),
          );
          const refundCents = locked.totalCents - rest.totalCents;
          await r.updateLine(line.id, { status: 'refunding', refundCents, orderItemId: null });
          if (current.orderItemId !== null) await orders(tx).deleteItem(current.orderItemId);
          const taxDelta = [...taxDeltas(locked.taxes, -1), ...taxDeltas(rest.taxes, 1)];
          await orders(tx).moveAmounts(
            lockedOrder.id,
            { subtotalCents: rest.subtotalCents - locked.subtotalCents, taxes: taxDelta },
            clock.now(),
          );
          await r.updatePatch(locked.id, 'billed', {
            subtotalCents: rest.subtotalCents,
            taxCents: rest.taxCents,
            totalCents: rest.totalCents,
            taxes: rest.taxes,
            updatedAt: clock.now(),
          });
          await deps.stock.release(tx, lockedOrder.deliveryDate, [
            { productId: line.productId, quantity: line.quantity },
          ]);
          // What the patch's charge earned is what is left of it: the points of the part given back go.
          const lost = pointsFor(locked.totalCents) - pointsFor(rest.totalCents);
          if (lost > 0) {
            await money.points.withdrawPending(
              {
                clientId: locked.clientId,
                points: lost,
                reason: 'late_addition_refunded',
                reference: linePointsKey(lockedOrder.id, line.id),
              },
              tx,
            );
          }
        });
      }
      const settled = (await repo().lines(patch.id)).find((l) => l.id === line.id)!;
      if (settled.status === 'refunding') await refundLine(settled, patch.paymentId!);
      return {
        patch: await view((await repo().patch(patch.id))!, locale),
        order: amounts((await orders().byId(patch.orderId))!),
        refundedCents: settled.refundCents ?? 0,
      };
    },

    /**
     * The job (with `releaseExpiredHolds`): lines taken back whose refund the gateway did not
     * answer are asked again with their key; the gateway gives back once per key.
     */
    async retryRefunds(): Promise<number> {
      let done = 0;
      for (const line of await repo().refundingLines()) {
        if (line.paymentId === null) continue;
        try {
          await refundLine(line, line.paymentId);
          done += 1;
        } catch {
          // Still no answer: the next run asks again with the same key.
        }
      }
      return done;
    },

    /** The job: pending patches whose hold ran out give their units back (never one being paid). */
    async releaseExpiredHolds(): Promise<number> {
      let released = 0;
      const page = 100;
      for (let after = 0; ;) {
        const batch = await repo().expiredHolds(clock.now(), after, page);
        if (batch.length > 0) released += await releaseHolds(batch);
        if (batch.length < page) break;
        after = batch.at(-1)!.id;
      }
      return released;
    },

    /**
     * For the payments reconciliation (decision 016): a patch's payment a crash left unlinked is
     * recorded by paying the patch again with the same key (the gateway answers with the charge it
     * made), and reversed only when no patch takes it.
     */
    async settleOrphanPayment(row: { id: number; orderRef: string | null }, reverse: () => Promise<void>) {
      const patchId = Number(row.orderRef?.split(':')[1]);
      const patch = Number.isInteger(patchId) ? await repo().patch(patchId) : undefined;
      if (patch?.status === 'pending') {
        const locale: Locale = 'en';
        await pay(patch, locale).catch(() => undefined);
      }
      const after = await money.paymentByKey(row.orderRef ?? '');
      if (
        after &&
        after.id === row.id &&
        after.linkedAt === null &&
        (after.status === 'succeeded' || after.status === 'authorized')
      ) {
        await reverse();
      }
    },
  };
}
