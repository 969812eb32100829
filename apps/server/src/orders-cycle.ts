import type { Clock } from '@fp/domain';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { ServerI18n } from './http/i18n.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { ClientsService } from './modules/auth/clients-service.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { CreditsService } from './modules/credits/service.ts';
import type { DeliveryService } from './modules/delivery/service.ts';
import type { DiscountsService } from './modules/discounts/service.ts';
import { renderEmail } from './modules/mail/render.ts';
import type { MailService } from './modules/mail/service.ts';
import type { Notifier } from './modules/notifications/service.ts';
import { stockHold } from './modules/editor/stock.ts';
import { createSimulatedCourier } from './modules/orders/courier.ts';
import { createCycle } from './modules/orders/cycle.ts';
import { createGeneration } from './modules/orders/generation.ts';
import type { PaymentsService } from './modules/payments/service.ts';
import type { RewardsService } from './modules/rewards/service.ts';
import type { PlansService } from './modules/subscription/plans-service.ts';
import type { SubscriptionService } from './modules/subscription/service.ts';

interface Modules {
  config: Config;
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  jobs: JobQueue;
  catalog: CatalogService;
  plans: PlansService;
  subscriptions: SubscriptionService;
  discounts: DiscountsService;
  credits: CreditsService;
  rewards: RewardsService;
  payments: PaymentsService;
  clients: ClientsService;
  delivery: DeliveryService;
  mail: MailService;
  notifier: Notifier;
}

/**
 * The weekly cycle (decision 027): generation, cutoff, billing and delivery, wired to the modules
 * it drives through their services.
 */
export function createWeeklyCycle(m: Modules) {
  const pricing = async () => (await m.plans.catalogue()).pricing;
  const generation = createGeneration({
    db: m.db,
    clock: m.clock,
    catalog: m.catalog,
    pricing,
    horizonWeeks: m.config.orderHorizonWeeks,
    cutoffRules: () => m.delivery.cutoffRuleBook(),
    // The editor's week stock (decisions 032 and 034): held for the market subscriptions' items.
    stock: stockHold,
    discountsOf: (orders, tx) => m.discounts.discountsOfOrders(orders, tx),
  });
  const cycle = createCycle({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    jobs: m.jobs,
    publicUrl: m.config.publicUrl,
    pricing,
    subscriptionActive: (id, tx) => m.subscriptions.isActive(id, tx),
    orderDiscounts: (clientId, orderId, locale, tx) => m.discounts.orderDiscounts(clientId, orderId, locale, tx),
    credits: { balance: (id, tx) => m.credits.balance(id, tx), spend: (entry, tx) => m.credits.spend(entry, tx) },
    rewards: {
      award: (a, tx) => m.rewards.award(a, tx),
      awardMany: (a, tx) => m.rewards.awardMany(a, tx),
      release: (r, tx) => m.rewards.release(r, tx),
    },
    payments: {
      charge: (request) => m.payments.charge(request),
      chargeMany: (requests, limit) => m.payments.chargeMany(requests, limit),
      capture: (id) => m.payments.capture(id),
      payment: (id) => m.payments.payment(id),
      reverse: (id) => m.payments.reverse(id),
      defaultMethodId: async (clientId) => (await m.payments.paymentMethodFor(clientId))?.id,
      linkMany: (tx, ids) => m.payments.linkMany(tx, ids),
    },
    client: (id) => m.clients.find(id),
    sendMail: (email, tx) => m.mail.send(email, tx),
    renderMail: (locale, content) => renderEmail(m.i18n.translator(locale), content),
  });
  let doorstepPhoto: Promise<number> | undefined;
  const courier = createSimulatedCourier({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    notifier: m.notifier,
    async contact(clientId) {
      const [client, address] = await Promise.all([m.clients.find(clientId), m.delivery.addressFor(clientId)]);
      if (!client || !address) return undefined;
      return { phone: address.phone, locale: client.locale === 'fr' ? 'fr' : 'en' };
    },
    delivered: (order, tx) => cycle.releasePoints(order, tx),
    // The simulated courier's doorstep photo: one drawn picture of a cooler bag at a door.
    async photoUrl() {
      doorstepPhoto ??= m.catalog
        .ensureIllustration('cooler_bag', 'doorstep', {
          en: m.i18n.translator('en')('orders:courier.photoAlt'),
          fr: m.i18n.translator('fr')('orders:courier.photoAlt'),
        })
        .catch((err: unknown) => {
          doorstepPhoto = undefined;
          throw err;
        });
      return `/images/${await doorstepPhoto}`;
    },
  });
  return {
    generate: generation.generate,
    cutoff: cycle.cutoff,
    bill: cycle.bill,
    runCutoffs: cycle.runCutoffs,
    billDue: cycle.billDue,
    advanceDeliveries: () => courier.advance(),
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
        await cycle.bill(orderId);
        if (await cycle.awaitsPayment(orderId, row.idempotencyKey)) return;
      }
      const after = await m.payments.payment(row.id);
      if (after && after.linkedAt === null) await reverse();
    },

    /** Cutoffs and deliveries due now (billing runs as jobs the cutoff enqueued). */
    async runDue() {
      const cutoffs = await cycle.runCutoffs();
      const deliveries = await courier.advance();
      return { cutoffs, deliveries };
    },
  };
}

export type WeeklyCycle = ReturnType<typeof createWeeklyCycle>;
