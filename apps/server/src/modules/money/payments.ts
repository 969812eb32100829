import type { CardSummary, DeclineCode, TestCardOutcome } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import { cardBrand } from '@fp/domain/payment-cards';
import type { Locale } from '@fp/i18n';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound, ruleError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { createLimiter, type Limiter } from '../../jobs/limiter.ts';
import { createPaymentsRepository, type PaymentMethodRow, type PaymentRow } from './payments-repository.ts';
import { createReversals } from './reversals.ts';
import type { payments } from './tables.ts';
import { GatewayError, type GatewayChargeResult, type PaymentGateway } from './gateway.ts';

export type { PaymentGateway } from './gateway.ts';

export interface ChargeRequest {
  clientId: number;
  /** The card to charge; the client's default card when absent. */
  paymentMethodId?: number;
  amountCents: number;
  /** One per thing paid for (e.g. `signup:<clientId>:first-order`); a retry sends the same key. */
  idempotencyKey: string;
  description: string;
  orderRef?: string | null;
  /** false: authorize now, capture later (the charge at cutoff). Default true. */
  capture?: boolean;
}

/** Runs `reverse` for a payment while nothing can link it, or not at all when it is still wanted. */
export type ReconcileHold = (row: PaymentRow, reverse: () => Promise<void>) => Promise<void>;

export type ChargeOutcome =
  | { paymentId: number; status: 'succeeded' | 'authorized' }
  | { paymentId: number; status: 'declined'; declineCode: DeclineCode };

/**
 * What became of one charge of a batch: the gateway's answer, no card on file, or an error (a
 * definite refusal, or an unknown outcome that leaves the payment pending for a later try).
 */
export type BatchChargeOutcome = ChargeOutcome | { status: 'no_card' } | { status: 'error'; error: unknown };

export interface SavedPaymentMethod extends CardSummary {
  id: number;
}

/** SPEC.md §8: the message shown when a card is declined; nothing else has changed. */
export const paymentDeclined = () => ruleError('payment_declined', 'payments:errors.declined');

const noPaymentMethod = () => ruleError('no_payment_method', 'payments:errors.noPaymentMethod');
const gatewayUnavailable = () =>
  new AppError('payment_unavailable', 503, { messageKey: 'payments:errors.gatewayUnavailable' });

function refusal(code: string): AppError {
  if (code === 'idempotency_mismatch' || code === 'reversed') {
    return new AppError('idempotency_conflict', 409, { messageKey: 'payments:errors.idempotencyConflict' });
  }
  if (code === 'not_capturable') return ruleError('not_capturable', 'payments:errors.notCapturable');
  if (code === 'not_reversible') return new AppError('conflict', 409, { messageKey: 'payments:errors.notReversible' });
  if (code === 'unavailable') return gatewayUnavailable();
  return ruleError('invalid_payment_method', 'payments:errors.invalidToken');
}

function summary(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    postalCode: row.postalCode,
  };
}

/** The recorded answer of a settled payment, the same for every caller with its key. */
function outcomeOf(row: Pick<PaymentRow, 'id' | 'status' | 'declineCode'>): ChargeOutcome {
  if (row.status === 'declined') {
    return { paymentId: row.id, status: 'declined', declineCode: (row.declineCode ?? 'card_declined') as DeclineCode };
  }
  if (row.status === 'succeeded' || row.status === 'authorized') return { paymentId: row.id, status: row.status };
  if (row.status === 'pending') throw gatewayUnavailable();
  // A voided or refunded payment is over: its key cannot pay again.
  if (row.status === 'voided' || row.status === 'refunded') throw refusal('reversed');
  throw refusal(row.declineCode ?? 'invalid_token');
}

/** A payment that holds the client's money (an authorization or a capture), or may (pending). */
export const LIVE_PAYMENT_STATUSES = ['pending', 'authorized', 'succeeded'] as const;

export function createPayments(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  i18n: ServerI18n;
  gateway: PaymentGateway;
}) {
  const { clock, gateway } = deps;
  const repo = createPaymentsRepository(deps.db);
  const gatewayName = gateway.publicConfig().name;
  const reversals = createReversals({
    db: deps.db,
    clock,
    gateway,
    payment: (id) => repo.byId(id),
    refusal,
    unavailable: gatewayUnavailable,
  });

  /**
   * Asks the gateway about pending payments, each with the card it was made with, and records the
   * answers (decision 011); at most `limit` calls in flight. Runs outside any transaction: the
   * gateway may use the same database (PGlite has one connection). Answers each payment's outcome
   * by key: a definite refusal is recorded as failed and answered as an error; an unknown one
   * (a timeout, a lost connection) leaves the payment pending for a later try with the same key.
   */
  async function callGateway(
    pending: { row: PaymentRow; token: string }[],
    limit: Limiter,
    out: Map<string, BatchChargeOutcome>,
  ) {
    const answers: Parameters<typeof repo.settleMany>[0] = [];
    await Promise.all(
      pending.map(({ row, token }) =>
        limit(async () => {
          let result: GatewayChargeResult;
          try {
            result = await gateway.charge({
              token,
              amountCents: row.amountCents,
              currency: 'CAD',
              idempotencyKey: row.idempotencyKey,
              capture: row.kind === 'charge',
              description: row.description,
            });
          } catch (error) {
            if (error instanceof GatewayError && error.code !== 'unavailable') {
              answers.push({
                id: row.id,
                status: 'failed',
                gatewayRef: null,
                declineCode: error.code,
                capturedAt: null,
              });
              out.set(row.idempotencyKey, { status: 'error', error: refusal(error.code) });
            } else {
              out.set(row.idempotencyKey, { status: 'error', error: gatewayUnavailable() });
            }
            return;
          }
          // The kill test's crash: the charge exists at the gateway, nothing of it is recorded here.
          if (deps.config.killAfterGatewayCharge) process.kill(process.pid, 'SIGKILL');
          const declineCode = result.status === 'declined' ? result.declineCode : null;
          answers.push({
            id: row.id,
            status: result.status,
            gatewayRef: result.ref,
            declineCode,
            capturedAt: result.status === 'succeeded' ? clock.now() : null,
          });
          out.set(row.idempotencyKey, settled({ ...row, status: result.status, declineCode }));
        }),
      ),
    );
    await repo.settleMany(answers, clock.now());
  }

  /** A settled payment's outcome, or the error it stands for, as a batch answers it. */
  function settled(row: Pick<PaymentRow, 'id' | 'status' | 'declineCode'>): BatchChargeOutcome {
    try {
      return outcomeOf(row);
    } catch (error) {
      return { status: 'error', error };
    }
  }

  /**
   * The one path of every charge (decision 011; in batches, decision 028): the pending payments
   * of all the requests in one statement, committed before any gateway call; a key already
   * settled answers as recorded without calling the gateway; then one gateway call per payment
   * still pending, at most as many at once as `limit` lets; then every answer recorded in one
   * statement. A request names its card, or is charged on the client's default card.
   */
  async function chargeAll(requests: ChargeRequest[], limit: Limiter): Promise<Map<string, BatchChargeOutcome>> {
    const out = new Map<string, BatchChargeOutcome>();
    const defaults = new Map(
      (await repo.defaultMethods([...new Set(requests.filter((r) => !r.paymentMethodId).map((r) => r.clientId))])).map(
        (m) => [m.clientId, m],
      ),
    );
    const named = new Map(
      await Promise.all(
        [...new Set(requests.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : [])))].map(
          async (id) => [id, await repo.method(id)] as const,
        ),
      ),
    );
    const now = clock.now();
    const wanted = new Map<string, ChargeRequest>();
    const pending: (typeof payments.$inferInsert)[] = [];
    for (const r of requests) {
      const method = r.paymentMethodId ? named.get(r.paymentMethodId) : defaults.get(r.clientId);
      if (!Number.isInteger(r.amountCents) || r.amountCents <= 0) {
        const error = new Error(`charge amount must be a positive whole number of cents, got ${r.amountCents}`);
        out.set(r.idempotencyKey, { status: 'error', error });
      } else if (!method || method.clientId !== r.clientId) {
        out.set(
          r.idempotencyKey,
          r.paymentMethodId ? { status: 'error', error: noPaymentMethod() } : { status: 'no_card' },
        );
      } else {
        wanted.set(r.idempotencyKey, { ...r, paymentMethodId: method.id });
        pending.push({
          clientId: r.clientId,
          paymentMethodId: method.id,
          kind: (r.capture ?? true) ? 'charge' : 'authorize',
          amountCents: r.amountCents,
          currency: 'CAD',
          status: 'pending',
          idempotencyKey: r.idempotencyKey,
          orderRef: r.orderRef ?? null,
          description: r.description,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    const toCall: { row: PaymentRow; token: string }[] = [];
    for (const row of await repo.insertPendingMany(pending)) {
      const r = requests.find((x) => x.idempotencyKey === row.idempotencyKey)!;
      const sameRequest =
        row.clientId === r.clientId &&
        row.amountCents === r.amountCents &&
        row.kind === ((r.capture ?? true) ? 'charge' : 'authorize') &&
        // A card named by the caller must be the one the key was first charged on.
        (!r.paymentMethodId || row.paymentMethodId === wanted.get(r.idempotencyKey)!.paymentMethodId);
      if (!sameRequest) out.set(row.idempotencyKey, { status: 'error', error: refusal('idempotency_mismatch') });
      else if (row.status !== 'pending') out.set(row.idempotencyKey, settled(row));
      else {
        // A payment left pending earlier is asked about with the card it was made with: its key's request.
        const method =
          [...named.values(), ...defaults.values()].find((m) => m?.id === row.paymentMethodId) ??
          (await repo.method(row.paymentMethodId));
        if (method) toCall.push({ row, token: method.gatewayRef });
        else out.set(row.idempotencyKey, { status: 'error', error: noPaymentMethod() });
      }
    }
    await callGateway(toCall, limit, out);
    return out;
  }

  /** One charge (or with `capture: false` an authorisation), by the same path as a batch; refusals throw. */
  async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const outcome = (await chargeAll([request], createLimiter(1))).get(request.idempotencyKey)!;
    if (outcome.status === 'error') throw outcome.error;
    if (outcome.status === 'no_card') throw noPaymentMethod();
    return outcome;
  }

  /**
   * Takes a payment back: an authorization is voided, a capture refunded, a pending payment first
   * asked about (decision 011). The gateway key is derived from the payment's, so a repeat (a
   * retry, the reconciliation on another instance) never reverses twice.
   */
  async function reverse(paymentId: number): Promise<PaymentRow | undefined> {
    let row = await repo.byId(paymentId);
    if (row?.status === 'pending') {
      const method = await repo.method(row.paymentMethodId);
      if (!method) return row;
      // Declines, refusals and unknowns leave nothing to take back or stay pending for later.
      await callGateway([{ row, token: method.gatewayRef }], createLimiter(1), new Map());
      row = await repo.byId(paymentId);
    }
    if (!row || !row.gatewayRef || (row.status !== 'authorized' && row.status !== 'succeeded')) return row;
    // Through the reversals ledger (decision 033): a refund gives back what is left of the capture.
    const request = { paymentId: row.id, idempotencyKey: `${row.idempotencyKey}:reverse`, reason: 'reverse' };
    if (row.status === 'authorized') await reversals.void(request);
    else await reversals.refund(request);
    return repo.byId(row.id);
  }

  return {
    gatewayConfig: () => gateway.publicConfig(),

    /** Keeps a tokenized card as the client's default; the gateway tells what the token stands for. */
    async savePaymentMethod(clientId: number, token: string): Promise<SavedPaymentMethod> {
      // A gateway that saves cards itself answers with the lasting reference (decision 051).
      const kept = gateway.keep
        ? await gateway.keep(token, { clientId })
        : await gateway.card(token).then((card) => (card ? { ref: token, card } : undefined));
      if (!kept) throw refusal('invalid_token');
      const existing = await repo.methodByRef(gatewayName, kept.ref);
      if (existing && existing.clientId !== clientId) throw refusal('invalid_token');
      const { card } = kept;
      const row = await repo.insertDefaultMethod({
        clientId,
        gateway: gatewayName,
        gatewayRef: kept.ref,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        postalCode: card.postalCode,
        createdAt: clock.now(),
      });
      if (!row) throw refusal('invalid_token');
      return summary(row);
    },

    /** Starts saving a card at a gateway that saves cards itself; 404 with the test gateway. */
    async startCardSetup(clientId: number): Promise<{ clientSecret: string }> {
      if (!gateway.startCardSetup) throw notFound();
      try {
        return await gateway.startCardSetup({ clientId });
      } catch (error) {
        if (error instanceof GatewayError && error.code !== 'unavailable') throw refusal(error.code);
        throw gatewayUnavailable();
      }
    },

    async paymentMethodFor(clientId: number): Promise<SavedPaymentMethod | undefined> {
      const row = await repo.defaultMethod(clientId);
      return row ? summary(row) : undefined;
    },

    /** Charges (or with capture: false authorizes) exactly once per idempotency key. */
    charge,

    /** Many charges at once (a billing batch), each answered by key; none throws. */
    chargeMany: chargeAll,

    authorize: (request: Omit<ChargeRequest, 'capture'>) => charge({ ...request, capture: false }),

    /** Captures an authorization; capturing again answers the same. */
    async capture(paymentId: number): Promise<ChargeOutcome> {
      const row = await repo.byId(paymentId);
      if (!row) throw notFound();
      if (row.status === 'succeeded') return outcomeOf(row);
      if (row.status !== 'authorized' || !row.gatewayRef) throw refusal('not_capturable');
      let result: GatewayChargeResult;
      try {
        result = await gateway.capture({ ref: row.gatewayRef, idempotencyKey: `${row.idempotencyKey}:capture` });
      } catch (error) {
        if (error instanceof GatewayError && error.code !== 'unavailable') throw refusal(error.code);
        throw gatewayUnavailable();
      }
      const now = clock.now();
      if (result.status === 'succeeded') {
        await repo.settle(row.id, 'authorized', { status: 'succeeded', capturedAt: now }, now);
      }
      return outcomeOf((await repo.byId(row.id))!);
    },

    async payment(paymentId: number): Promise<PaymentRow | undefined> {
      return repo.byId(paymentId);
    },

    /** The payment recorded under an idempotency key, if any. */
    async paymentByKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
      return repo.byKey(idempotencyKey);
    },

    reverse,

    /**
     * Refunds a captured payment in full or in part (decision 033), once per idempotency key;
     * never more in all than was captured. Recorded in `payment_reversals` and `refunded_cents`.
     */
    refund: reversals.refund,

    /** Voids an authorization (decision 033), once per idempotency key. */
    void: reversals.void,

    reversalsOf: reversals.ofPayment,

    /**
     * Marks a live payment as taken by the order it paid for, inside the order's transaction.
     * false when it is no longer live (the reconciliation reversed it first): the order must not
     * be created on it.
     */
    async link(tx: Db, paymentId: number): Promise<boolean> {
      return createPaymentsRepository(tx).link(paymentId, clock.now());
    },

    /** `link` for a billing batch, in one statement; answers with the ids linked. */
    async linkMany(tx: Db, paymentIds: number[]): Promise<number[]> {
      return createPaymentsRepository(tx).linkMany(paymentIds, clock.now());
    },

    /**
     * DESIGN.md §6 reconciliation (decision 016): every payment older than `olderThanMs` that no
     * order took is asked about if still pending, then voided or refunded, never charged again.
     * `hold` runs the reversal while the payment's owner cannot link it (the signup holds the
     * household's checkout), and skips it by not calling `reverse` when the owner still uses it.
     * Returns the ids of the payments reversed.
     */
    async reconcile(olderThanMs: number, hold: ReconcileHold = (_row, run) => run()) {
      const before = new Date(clock.now().getTime() - olderThanMs);
      const reversed: number[] = [];
      for (const row of await repo.unlinkedBefore(before)) {
        await hold(row, async () => {
          const after = await reverse(row.id);
          if (after?.status === 'voided' || after?.status === 'refunded') reversed.push(row.id);
        });
      }
      return reversed;
    },

    async paymentsOf(clientId: number): Promise<PaymentRow[]> {
      return repo.forClient(clientId);
    },

    /** `signup/test_payment_data`: absent in production (404). */
    testPaymentData(locale: Locale) {
      if (deps.config.isProduction || !gateway.testCards) throw notFound();
      const t = deps.i18n.translator(locale);
      return {
        cards: gateway.testCards().map((c) => ({
          number: c.number.replace(/(\d{4})(?=\d)/g, '$1 '),
          brand: cardBrand(c.number),
          outcome: c.outcome satisfies TestCardOutcome,
          label: t.dynamic(`payments:testCards.outcomes.${c.outcome}`),
        })),
      };
    },

    async paymentData(clientId: number | null) {
      const row = clientId == null ? undefined : await repo.defaultMethod(clientId);
      let card: CardSummary | null = null;
      if (row) {
        const { id: _id, ...rest } = summary(row);
        card = rest;
      }
      return { gateway: gateway.publicConfig(), card };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
