import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderSummary } from '@fp/contracts';
import { PASSWORD_MIN_LENGTH } from '@fp/contracts';
import { formatMoney, servingsPerWeek, type Clock, type PlanSelection } from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { Database } from '../../db/types.ts';
import { AppError, fieldErrors, ruleError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { FlagService } from '../flags/service.ts';
import { paymentDeclined as paymentFailed, type MoneyService } from '../money/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { SubscriptionService } from '../subscription/service.ts';
import { planLabel, taxLines } from './labels.ts';
import type { SignupAddress, SignupPorts } from './ports.ts';
import { createSignupRepository } from './repository.ts';
import { currentStep, stepPath } from './steps.ts';
import { welcomePaymentStatus } from './welcome-payment.ts';

export interface SignupServiceDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  flags: FlagService;
  clients: ClientsService;
  catalog: CatalogService;
  orders: Pick<OrdersService, 'price' | 'create' | 'detail'>;
  subscriptions: SubscriptionService;
  credits: MoneyService['credit'];
  ports: SignupPorts;
  /** Failures of background work that must not end the request (a heartbeat write). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

export interface SignupSession {
  clientId: number | null;
  data: Record<string, unknown>;
}

/**
 * A running checkout renews its claim's heartbeat this often; a claim silent for CLAIM_STALE_MS
 * was left by a process that died, and the next attempt takes it over (decision 016).
 */
const HEARTBEAT_MS = 2_000;
const CLAIM_STALE_MS = 8_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 20_000;

const LETTERS = /\p{L}/gu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function hasTwoLetters(name: string): boolean {
  return (name.trim().match(LETTERS) ?? []).length >= 2;
}

/** The total the household saw is not what it would pay now: nothing was charged. */
const priceChanged = (totalCents: number, locale: Locale) =>
  new AppError('price_changed', 409, {
    messageKey: 'checkout:errors.priceChanged',
    vars: { total: formatMoney(totalCents, locale) },
  });

export function createSignupService(deps: SignupServiceDeps) {
  const { db, ports } = deps;
  const warn = deps.warn ?? (() => {});
  const repo = createSignupRepository(db);

  async function planOf(session: SignupSession): Promise<PlanSelection | null> {
    const fromSession = ports.selectedPlan(session.data);
    if (fromSession || session.clientId === null) return fromSession;
    return (await repo.progress(session.clientId))?.plan ?? null;
  }

  async function subscribed(clientId: number | null): Promise<boolean> {
    return clientId !== null && (await deps.subscriptions.forClient(clientId)) !== undefined;
  }

  /** The chosen first delivery, while it can still be ordered for (its cutoff not passed). */
  async function slotOf(address: SignupAddress | undefined) {
    if (!address?.firstDeliveryDate || !address.windowStarts || !address.windowEnds) return null;
    const cutoff = await ports.cutoffFor(address.province, address.firstDeliveryDate);
    if (cutoff.getTime() <= deps.clock.now().getTime()) return null;
    return { date: address.firstDeliveryDate, starts: address.windowStarts, ends: address.windowEnds, cutoff };
  }

  async function step(session: SignupSession) {
    const address = session.clientId !== null ? await ports.address(session.clientId) : undefined;
    return currentStep({
      signedIn: session.clientId !== null,
      hasPlan: (await planOf(session)) !== null,
      hasDelivery: (await slotOf(address)) !== null,
      subscribed: await subscribed(session.clientId),
    });
  }

  /** Everything the first order is made of; a step not done yet answers with where to go. */
  async function firstOrder(session: SignupSession, locale: Locale) {
    const clientId = session.clientId;
    if (clientId === null) throw new AppError('require_login', 401);
    const selection = await planOf(session);
    const address = await ports.address(clientId);
    const slot = await slotOf(address);
    if (!selection || !address || !slot) {
      const next = await step(session);
      throw new AppError('signup_step_missing', 409, {
        messageKey: 'checkout:errors.stepMissing',
        redirect: stepPath(next, locale, ports.heldCode(session.data)),
      });
    }
    const [priced, offer] = await Promise.all([
      ports.pricing(selection),
      ports.offer({ sessionData: session.data, clientId, address, locale }),
    ]);
    if (!priced) throw ruleError('invalid_plan', 'plans:errors.invalidSelection');
    const plan = await deps.orders.price({
      selection,
      ...priced,
      province: address.province,
      deliveryDate: slot.date,
      orderPosition: 1,
      discounts: offer.discounts,
    });
    if (!plan) throw ruleError('menu_unavailable', 'checkout:errors.menuUnavailable');
    return { clientId, selection, address, slot, offer, plan };
  }

  function summaryOf(order: Awaited<ReturnType<typeof firstOrder>>, locale: Locale, immediate: boolean): OrderSummary {
    const t = deps.i18n.translator(locale);
    const q = order.plan.quote;
    return {
      planLabel: planLabel(order.selection, t),
      servings: servingsPerWeek(order.selection),
      pricePerServingCents: order.plan.pricePerServingCents,
      delivery: ports.deliveryLabels(order.slot, order.slot.cutoff, order.address.province, locale),
      subtotalCents: q.subtotal,
      discounts: q.discountLines.map((d) => ({ label: d.label, amountCents: d.items + d.delivery })),
      deliveryFeeCents: q.deliveryFee,
      taxes: taxLines(q.taxes, t),
      totalCents: q.total,
      belowMinimum: q.belowMinimum,
      chargeTiming: immediate ? 'now' : 'at_cutoff',
      discountCode: order.offer.code,
      welcomeOfferWithheld: order.offer.welcomeWithheld,
      withheldCode: order.offer.withheldCode,
    };
  }

  const immediateBilling = (clientId: number | null) =>
    deps.flags.isEnabled('immediate_billing_default_offer', { clientId, actorKey: null });

  /** Waits for a checkout another request is running for the same household. */
  async function awaitCheckout(clientId: number) {
    for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      await sleep(WAIT_STEP_MS);
      const p = await repo.progress(clientId);
      // Finished, or abandoned by a process that died: either way this request goes on.
      if (!liveClaim(p)) return p;
    }
    throw new AppError('checkout_in_progress', 409, { messageKey: 'checkout:errors.inProgress' });
  }

  /** A claim is live while its process keeps beating. */
  function liveClaim(p: { checkoutStatus: string; checkoutHeartbeatAt: Date | null } | undefined): boolean {
    return (
      p?.checkoutStatus === 'processing' &&
      p.checkoutHeartbeatAt !== null &&
      deps.clock.now().getTime() - p.checkoutHeartbeatAt.getTime() < CLAIM_STALE_MS
    );
  }

  /**
   * Claims the household's checkout. Returns the idempotency key to pay with, 'done' when the
   * subscription exists, or 'busy' when another request holds a live claim.
   */
  async function claim(clientId: number, requestKey: string): Promise<string | 'done' | 'busy'> {
    return db.transaction(async (tx) => {
      const r = createSignupRepository(tx);
      await deps.clients.lock(clientId, tx); // serialises checkouts of one household
      if (await deps.subscriptions.forClient(clientId, tx)) return 'done';
      const p = await r.progress(clientId);
      if (liveClaim(p)) return 'busy';
      const now = deps.clock.now();
      // An interrupted attempt keeps its key, so its payment is found again rather than repeated.
      const key = p?.checkoutKey && p.checkoutStatus !== 'failed' ? p.checkoutKey : `signup:${clientId}:${requestKey}`;
      await r.upsert(clientId, {
        checkoutStatus: 'processing',
        checkoutKey: key,
        checkoutStartedAt: now,
        checkoutHeartbeatAt: now,
      });
      return key;
    });
  }

  /** Keeps the claim alive while `work` runs; a write that fails is logged, the next one retries. */
  async function beating<T>(clientId: number, work: () => Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      repo.beat(clientId, deps.clock.now()).catch((error: unknown) => {
        warn('checkout heartbeat not written', { clientId, error: String(error) });
      });
    }, HEARTBEAT_MS);
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /**
   * The payment to make under the claimed key. A payment an interrupted attempt left for another
   * amount or kind (the price changed since: an offer used elsewhere, a new code or plan) is
   * taken back, and the attempt pays under a fresh key; so is one that is over (declined, voided).
   */
  async function paymentKeyFor(clientId: number, key: string, amountCents: number, capture: boolean) {
    const previous = await ports.paymentByKey(key);
    if (!previous) return key;
    const matches = previous.amountCents === amountCents && previous.kind === (capture ? 'charge' : 'authorize');
    const reusable =
      previous.status === 'pending' || previous.status === 'authorized' || previous.status === 'succeeded';
    if (matches && reusable) return key;
    if (reusable) await ports.reversePayment(previous.id);
    const fresh = `signup:${clientId}:${randomUUID()}`;
    await repo.upsert(clientId, { checkoutKey: fresh });
    return fresh;
  }

  /** Prices the first order with its offer reserved under lock; re-priced once if the offer went. */
  async function pricedAndReserved(session: SignupSession, locale: Locale) {
    for (let attempt = 0; ; attempt += 1) {
      const order = await firstOrder(session, locale);
      if (await order.offer.reserve(order.clientId)) return order;
      if (attempt >= 2) throw new AppError('checkout_in_progress', 409, { messageKey: 'checkout:errors.inProgress' });
    }
  }

  async function pay(
    session: SignupSession,
    input: { paymentToken: string; expectedTotalCents: number },
    claimedKey: string,
    locale: Locale,
  ) {
    const clientId = session.clientId!;
    const order = await pricedAndReserved(session, locale);
    const total = order.plan.quote.total;
    const capture = await immediateBilling(clientId);
    const key = await paymentKeyFor(clientId, claimedKey, total, capture);
    // Never a price the household did not see: it confirms the new total first (decision 017).
    if (total !== input.expectedTotalCents) {
      await ports.releaseOffer(clientId);
      throw priceChanged(total, locale);
    }
    const progress = await repo.progress(clientId);
    const paymentMethodId =
      progress?.paymentMethodId ?? (await ports.savePaymentMethod(clientId, input.paymentToken)).id;
    await repo.upsert(clientId, { paymentMethodId });
    const result = await ports.charge({
      clientId,
      paymentMethodId,
      amountCents: total,
      idempotencyKey: key,
      description: `First order ${order.slot.date}`,
      orderRef: key,
      capture,
    });
    if (result.status === 'declined') {
      await ports.releaseOffer(clientId);
      await repo.upsert(clientId, { checkoutStatus: 'failed', paymentId: result.paymentId, paymentMethodId: null });
      throw paymentFailed();
    }
    await db.transaction(async (tx) => {
      const r = createSignupRepository(tx);
      await deps.clients.lock(clientId, tx); // serialises checkouts of one household
      if (await deps.subscriptions.forClient(clientId, tx)) return;
      // The reconciliation may have taken back a payment whose checkout stopped beating.
      if (!(await ports.linkPayment(tx, result.paymentId))) {
        throw new AppError('checkout_in_progress', 409, { messageKey: 'checkout:errors.inProgress' });
      }
      const { selection, slot, address, plan, offer } = order;
      const subscription = await deps.subscriptions.createOnce(tx, {
        clientId,
        planType: selection.type,
        people: selection.type === 'rtc' ? selection.people : null,
        recipesPerWeek: selection.type === 'rtc' ? selection.recipesPerWeek : null,
        mealsPerWeek: selection.type === 'rte' ? selection.mealsPerWeek : null,
        preference: selection.preference,
        pricePerServingCents: plan.pricePerServingCents,
        deliveryDay: address.deliveryDay ?? 'sun',
        windowStarts: slot.starts,
        windowEnds: slot.ends,
        startsOn: slot.date,
      });
      const created = await deps.orders.create(tx, {
        clientId,
        subscriptionId: subscription.id,
        position: 1,
        slot,
        cutoffAt: slot.cutoff,
        province: address.province,
        plan,
        code: offer.code,
        paymentId: result.paymentId,
      });
      await offer.redeem(tx, { clientId, orderId: created.id });
      if (offer.referral) {
        await deps.credits.add(
          {
            clientId,
            amountCents: offer.referral.creditCents,
            reason: 'referral_welcome',
            reference: `referral-welcome:${clientId}`,
          },
          tx,
        );
      }
      await r.upsert(clientId, {
        checkoutStatus: 'completed',
        orderId: created.id,
        paymentId: result.paymentId,
        plan: selection,
      });
    });
  }

  async function latestFirstOrder(clientId: number) {
    const progress = await repo.progress(clientId);
    if (!progress?.orderId) return undefined;
    return deps.orders.detail(progress.orderId);
  }

  async function itemsOf(detail: NonNullable<Awaited<ReturnType<typeof latestFirstOrder>>>, locale: Locale) {
    const products = new Map(
      (await deps.catalog.productsByIds(detail.items.map((i) => i.productId))).map((p) => [p.id, p]),
    );
    return detail.items.map((i) => {
      const p = products.get(i.productId);
      return {
        productId: i.productId,
        name: p?.name[locale] ?? '',
        imageId: p?.imageId ?? null,
        servings: i.quantity,
        tags: p?.tags ?? [],
      };
    });
  }

  return {
    async currentStep(session: SignupSession, locale: Locale) {
      const s = await step(session);
      const discountCode = ports.heldCode(session.data);
      const linkCode =
        discountCode ??
        (s === 'plans' ? ports.plansLinkCode(session.data, await immediateBilling(session.clientId)) : null);
      return { step: s, discountCode, path: stepPath(s, locale, linkCode) };
    },

    async checkEmail(email: string) {
      const address = email.trim();
      if (!EMAIL.test(address)) throw fieldErrors({ email: 'checkout:errors.email' });
      return { available: !(await deps.clients.emailTaken(address)) };
    },

    /** Opens the account, signs it in (through `login`) and remembers the plan and code server-side. */
    async createClient(
      input: { firstName: string; lastName: string; email: string; password: string; acceptTerms: boolean },
      session: SignupSession,
      locale: Locale,
      login: (clientId: number) => Promise<void>,
    ) {
      const fields: Record<string, Parameters<typeof fieldErrors>[0][string]> = {};
      if (!hasTwoLetters(input.firstName)) fields.firstName = 'checkout:errors.name';
      if (!hasTwoLetters(input.lastName)) fields.lastName = 'checkout:errors.name';
      if (!EMAIL.test(input.email.trim())) fields.email = 'checkout:errors.email';
      if (input.password.length < PASSWORD_MIN_LENGTH) fields.password = 'checkout:errors.passwordLength';
      if (!input.acceptTerms) fields.acceptTerms = 'checkout:errors.terms';
      if (Object.keys(fields).length) throw fieldErrors(fields);
      if (session.clientId !== null)
        throw new AppError('already_signed_in', 409, { messageKey: 'checkout:errors.signedIn' });
      const client = await ports.registerClient({
        email: input.email.trim(),
        password: input.password,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        locale,
      });
      await login(client.id);
      await repo.upsert(client.id, {
        plan: ports.selectedPlan(session.data),
        discountCode: ports.heldCode(session.data),
      });
      // The code is a convenience: the account exists even if the e-mail is slow to leave.
      await ports.sendVerificationCode(client.id).catch(() => undefined);
      const s = await step({ clientId: client.id, data: session.data });
      return { next: stepPath(s, locale, ports.heldCode(session.data)) };
    },

    async orderSummary(session: SignupSession, locale: Locale): Promise<OrderSummary> {
      return summaryOf(await firstOrder(session, locale), locale, await immediateBilling(session.clientId));
    },

    /**
     * Pays (or authorises) and creates the subscription and first order exactly once, whatever
     * the double submits, retries and crashes: see docs/decisions/011-idempotent-payments.md.
     */
    async complete(
      session: SignupSession,
      input: { paymentToken: string; idempotencyKey: string; expectedTotalCents: number },
      locale: Locale,
    ) {
      const clientId = session.clientId;
      if (clientId === null) throw new AppError('require_login', 401);
      const welcome = { redirect: href('signup-welcome', locale) };
      for (;;) {
        const claimed = await claim(clientId, input.idempotencyKey);
        if (claimed === 'done') return welcome;
        if (claimed === 'busy') {
          const after = await awaitCheckout(clientId);
          if (after?.checkoutStatus === 'failed') throw paymentFailed();
          continue;
        }
        try {
          await beating(clientId, () => pay(session, input, claimed, locale));
          return welcome;
        } catch (error) {
          const p = await repo.progress(clientId);
          // Anything but a decline leaves the attempt open with its key, for a safe retry.
          if (p?.checkoutStatus === 'processing') await repo.upsert(clientId, { checkoutStatus: 'idle' });
          throw error;
        }
      }
    },

    /**
     * For the payments reconciliation (decision 016): runs `reverse` for a payment no order took
     * while holding the household's checkout, so no attempt can link it meanwhile; skips it while
     * an attempt is live. Afterwards the household's next attempt prices and pays afresh.
     */
    async holdCheckout(clientId: number, reverse: () => Promise<void>): Promise<void> {
      const held = await db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        await deps.clients.lock(clientId, tx); // serialises checkouts of one household
        const p = await r.progress(clientId);
        if (liveClaim(p)) return false;
        const now = deps.clock.now();
        await r.upsert(clientId, { checkoutStatus: 'processing', checkoutHeartbeatAt: now });
        return p?.checkoutStatus ?? 'idle';
      });
      if (held === false) return;
      try {
        await beating(clientId, reverse);
        if (held !== 'completed') await ports.releaseOffer(clientId);
      } finally {
        await repo.upsert(clientId, { checkoutStatus: held === 'processing' ? 'idle' : held });
      }
    },

    /** Decision 017: told at the address step when another account already has a plan at this door. */
    async householdOffer(session: SignupSession) {
      if (session.clientId === null) throw new AppError('require_login', 401);
      const address = await ports.address(session.clientId);
      return { welcomeOfferWithheld: address ? await ports.householdServed(session.clientId, address) : false };
    },

    async firstOrderItems(clientId: number, locale: Locale) {
      const detail = await latestFirstOrder(clientId);
      if (!detail) throw new AppError('not_found', 404, { messageKey: 'checkout:errors.noOrder' });
      return { orderId: detail.order.id, items: await itemsOf(detail, locale) };
    },

    async welcome(clientId: number, locale: Locale) {
      const detail = await latestFirstOrder(clientId);
      const client = await deps.clients.find(clientId);
      const address = await ports.address(clientId);
      if (!detail || !client || !address) {
        throw new AppError('not_found', 404, { messageKey: 'checkout:errors.noOrder' });
      }
      const t = deps.i18n.translator(locale);
      const { order, lines } = detail;
      const payment = order.paymentId !== null ? await ports.paymentAmount(order.paymentId) : undefined;
      const status = welcomePaymentStatus(payment?.status, order.status);
      const chargedLater = status === 'authorized' || status === 'due';
      const credit = await deps.credits.balance(clientId);
      return {
        firstName: client.firstName,
        orderId: order.id,
        delivery: ports.deliveryLabels(
          { date: order.deliveryDate, starts: order.windowStarts, ends: order.windowEnds },
          order.cutoffAt,
          order.province,
          locale,
        ),
        address: [
          address.unit ? `${address.unit}-${address.line1}` : address.line1,
          address.city,
          address.postalCode,
        ].join(', '),
        items: await itemsOf(detail, locale),
        payment: {
          status,
          // Nothing held any more: the week's own total is what the cutoff will charge.
          amountCents: status === 'due' ? order.totalCents : (payment?.amountCents ?? order.totalCents),
          chargeAt: chargedLater ? order.cutoffAt.toISOString() : null,
          chargeAtLabel: chargedLater ? ports.momentLabel(order.cutoffAt, order.province, locale) : null,
          card: await ports.cardLabel(clientId, locale),
        },
        totals: {
          subtotalCents: order.subtotalCents,
          discounts: lines
            .filter((l) => l.kind === 'discount')
            .map((l) => ({ label: l.label, amountCents: l.amountCents })),
          deliveryFeeCents: order.deliveryFeeCents,
          taxes: taxLines(
            lines
              .filter((l) => l.kind === 'tax')
              .map((l) => ({ tax: l.label as 'GST', rate: 0, base: 0, amount: l.amountCents })),
            t,
          ),
          totalCents: order.totalCents,
        },
        credits: credit > 0 ? [{ label: t('checkout:labels.accountCredit'), amountCents: credit }] : [],
      };
    },

    async getStarted(session: SignupSession, locale: Locale) {
      const enabled = await deps.flags.isEnabled('signup_enabled', { clientId: session.clientId, actorKey: null });
      const s = await step(session);
      const discountCode = ports.heldCode(session.data);
      return {
        enabled,
        signupPath: stepPath(s, locale, discountCode),
        discountCode,
        freeMeals: await ports.defaultFreeMeals(),
      };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
