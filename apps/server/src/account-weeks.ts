import type { Clock } from '@fp/domain';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { ServerI18n } from './http/i18n.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createAccountService } from './modules/account/service.ts';
import type { ClientsService } from './modules/auth/clients-service.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { ContentService } from './modules/content/service.ts';
import type { DeliveryService } from './modules/delivery/service.ts';
import type { DiscountsService } from './modules/discounts/service.ts';
import { stockHold } from './modules/editor/stock.ts';
import { renderEmail } from './modules/mail/render.ts';
import type { MailService } from './modules/mail/service.ts';
import type { Notifier, SmsConsents } from './modules/notifications/service.ts';
import { createReminders } from './modules/orders/reminders.ts';
import { createOrderWeeks } from './modules/orders/weeks.ts';
import type { PaymentsService } from './modules/payments/service.ts';
import type { PlansService } from './modules/subscription/plans-service.ts';
import type { SubscriptionService } from './modules/subscription/service.ts';

interface Modules {
  config: Config;
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  jobs: JobQueue;
  catalog: CatalogService;
  content: ContentService;
  plans: PlansService;
  subscriptions: SubscriptionService;
  discounts: DiscountsService;
  clients: ClientsService;
  delivery: DeliveryService;
  payments: PaymentsService;
  mail: MailService;
  notifier: Notifier;
  smsConsents: SmsConsents;
}

/**
 * The subscriber's weeks (issue 12, decision 029): the orders module's cards, changes and
 * reminders and the account module's frame, wired to the modules they read through their services.
 */
export function createAccountWeeks(m: Modules) {
  const plan = async (clientId: number, tx?: Parameters<SubscriptionService['forClient']>[1]) => {
    const sub = await m.subscriptions.forClient(clientId, tx);
    return sub ? { status: sub.status, planType: sub.planType, preference: sub.preference } : undefined;
  };
  const region = async (clientId: number) => (await m.delivery.addressFor(clientId))?.province ?? null;
  const weeks = createOrderWeeks({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    jobs: m.jobs,
    catalog: m.catalog,
    delivery: m.delivery,
    minimumOrderCents: async () => (await m.plans.catalogue()).pricing.minimumOrderCents,
    plan,
    stock: stockHold,
    orderDiscounts: (clientId, orderId, locale, tx) => m.discounts.orderDiscounts(clientId, orderId, locale, tx),
    pricing: async () => (await m.plans.catalogue()).pricing,
  });
  const reminders = createReminders({
    db: m.db,
    clock: m.clock,
    i18n: m.i18n,
    publicUrl: m.config.publicUrl,
    leadHours: m.config.orderReminderHours,
    client: (id) => m.clients.find(id),
    planActive: (id) => m.subscriptions.isActive(id),
    async smsNumber(clientId) {
      if (!(await m.smsConsents.consented(clientId))) return undefined;
      return (await m.delivery.addressFor(clientId))?.phone;
    },
    labels: m.delivery,
    sendMail: (email, tx) => m.mail.send(email, tx),
    renderMail: (locale, content) => renderEmail(m.i18n.translator(locale), content),
    sms: (message, tx) => m.notifier.sms(message, tx),
  });
  const account = createAccountService({
    db: m.db,
    clock: m.clock,
    firstName: async (id) => (await m.clients.find(id))?.firstName,
    region,
    planStatus: async (id) => (await plan(id))?.status,
    unpause: (id, now) => m.subscriptions.unpause(id, now),
    async banner(locale, r) {
      try {
        return await m.content.entry('account_banner', locale, r);
      } catch {
        // No account banner in the content (SPEC.md §8: a banner that fails is hidden).
        return null;
      }
    },
  });
  return {
    weeks,
    reminders,
    account,
    /** A signup payment of an order the household then skipped goes back, if it is still skipped. */
    async releaseSkippedPayment(orderId: number) {
      const paymentId = await weeks.skippedPayment(orderId);
      if (paymentId !== undefined) await m.payments.reverse(paymentId);
    },
  };
}

export type AccountWeeks = ReturnType<typeof createAccountWeeks>;
