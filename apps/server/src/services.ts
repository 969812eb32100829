import type { Clock } from '@fp/domain';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { createServerI18n, type ServerI18n } from './http/i18n.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createAccountService } from './modules/account/service.ts';
import { createClientsService } from './modules/auth/clients-service.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';
import { bundledAddressLookup } from './modules/delivery/address-lookup.ts';
import addressIndex from './modules/delivery/address-index/streets.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { createDiscountsService } from './modules/discounts/service.ts';
import { createFlagService } from './modules/flags/service.ts';
import { createPasswordHasher, refusingPasswords } from './modules/identity/passwords.ts';
import { createIdentityService } from './modules/identity/service.ts';
import { createLocationsService } from './modules/locations/service.ts';
import { createMailService } from './modules/mail/service.ts';
import type { MailTransport } from './modules/mail/transport.ts';
import { createMoneyService, type PaymentGateway } from './modules/money/service.ts';
import { createTestGateway } from './modules/money/test-gateway/gateway.ts';
import { createStripeGateway } from './modules/money/stripe/gateway.ts';
import { createStripeWebhooks } from './modules/money/stripe/webhooks.ts';
import { createNotifier, createSmsConsents, createTwilioSender } from './modules/notifications/service.ts';
import { createOrdersService, holdingOrders } from './modules/orders/service.ts';
import { createSessionDataService } from './modules/session/session-data.ts';
import { createSessionService } from './modules/session/service.ts';
import type { SessionCache } from './modules/session/session-cache.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createPaymentSettings } from './modules/settings/payment-settings.ts';
import { signupPorts } from './modules/signup/ports-of-services.ts';
import { createSignupService } from './modules/signup/service.ts';
import { createSocialService } from './modules/social/service.ts';
import { createStaffService } from './modules/staff/service.ts';
import { createStockService } from './modules/stock/service.ts';
import { createPlansService } from './modules/subscription/plans-service.ts';
import { createSubscriptionService } from './modules/subscription/service.ts';
import { createThrottlesService } from './modules/throttles/service.ts';
import { PUBLISHED_PASSWORDS } from './seed/demo-logins.ts';

/** Longer than any live checkout (its claim goes stale within seconds of its process dying). */
export const ABANDONED_PAYMENT_MS = 10 * 60_000;

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailTransport: MailTransport;
  /** Wraps the payment gateway (the weekly-cycle benchmark puts a rate limit in front of it). */
  wrapGateway?: (gateway: PaymentGateway) => PaymentGateway;
  /** Warnings worth a look that are not errors of the request (e.g. a price honoured at checkout). */
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** Signed-in sessions kept in memory behind the database's change notifications (decision 030). */
  sessionCache?: SessionCache;
}

/** Every module's service, wired once; routes, jobs and tests use these. */
export function createServices({
  config,
  db,
  clock,
  mailTransport,
  wrapGateway,
  warn = () => {},
  sessionCache,
}: ServiceDeps) {
  const i18n: ServerI18n = createServerI18n();
  // Background work goes through the database-backed job runner (decision 023).
  const jobs = createJobQueue({ db, clock });
  const flags = createFlagService({ db, versionCheckMs: config.dataVersionCheckMs });
  const throttles = createThrottlesService({ db, clock });
  // One hasher for clients and staff; modules receive it rather than importing it.
  const passwords = refusingPasswords(
    createPasswordHasher(config.passwordScryptLogN),
    config.demoAccounts ? [] : PUBLISHED_PASSWORDS,
  );
  const clients = createClientsService({ db });
  // The embedded default gateway (DESIGN.md §7), or Stripe when configured (decision 051).
  const testGateway = createTestGateway({ db, clock });
  const stripeGateway =
    config.stripe && config.paymentGateway === 'stripe'
      ? createStripeGateway({ db, clock, settings: config.stripe })
      : undefined;
  const gateway = stripeGateway ?? testGateway;
  const money = createMoneyService({
    db,
    clock,
    config,
    i18n,
    gateway: wrapGateway ? wrapGateway(gateway) : gateway,
  });
  const plans = createPlansService({ db, i18n });
  // Decision 018: menu cards and the home page say what a serving costs on a plan, from the plans.
  const catalog = createCatalogService({
    db,
    clock,
    planServingPrice: (kind) => plans.fromPrice(kind),
    versionCheckMs: config.dataVersionCheckMs,
  });
  const discounts = createDiscountsService({
    db,
    clock,
    i18n,
    orderCount: (clientId, tx) => orders.countForClient(clientId, tx),
  });
  const sessions = createSessionService({
    db,
    clock,
    ttlDays: config.sessionTtlDays,
    pointsOf: (clientId) => money.points.availableBalanceSql(clientId),
    // Decision 022: whether there is a delivery to track today is part of the session's one read.
    trackDeliveryOf: (clientId) => orders.weeks.trackDeliverySql(clientId),
    ...(sessionCache ? { cache: sessionCache } : {}),
  });
  const sessionData = createSessionDataService({
    config,
    flags,
    clients,
    points: money.points,
    discountBar: discounts.barSource,
    staffActive: async (staffId) => (await staff.active(staffId)) !== undefined,
    trackDelivery: (clientId) => orders.weeks.trackDelivery(clientId),
  });
  const mail = createMailService({ db, clock, transport: mailTransport, from: config.mailFrom, jobs });
  const locations = createLocationsService({ db });
  const content = createContentService({
    db,
    clock,
    config,
    i18n,
    mail,
    catalog,
    locations,
    plansFromPrice: () => plans.fromPrice(),
  });
  const identity = createIdentityService({
    db,
    clock,
    config,
    i18n,
    mail,
    passwords,
    sessions,
    throttles,
    clients,
  });
  const social = createSocialService({ db, clock, config, identity, clients });
  // DESIGN.md §7: the bundled index of the served cities; Canada Post or Google Places would plug in here.
  const addressLookup = bundledAddressLookup(addressIndex, () => locations.cityNames());
  const delivery = createDeliveryService({ db, clock, i18n, locations, lookup: addressLookup });
  const settings = createSettingsService({
    db,
    clock,
    publicUrl: config.publicUrl,
    i18n,
    mail,
    passwords,
    flags,
    sessions,
    clients,
    social: () => social,
  });
  const staff = createStaffService({ db, clock, passwords });
  const subscriptions = createSubscriptionService({ db });
  const stock = createStockService({ db, clock, orders: holdingOrders(db) });
  // Decision 050: Twilio when set up; otherwise the development outbox, or no texts in production.
  const sms = config.sms.twilio;
  const sender = sms ? createTwilioSender(sms) : undefined;
  const notifier = createNotifier({ db, clock, jobs, sender, production: config.isProduction });
  const smsConsents = createSmsConsents({ db, clock, offered: notifier.offered });
  const orders = createOrdersService({
    db,
    clock,
    i18n,
    jobs,
    settings: {
      horizonWeeks: config.orderHorizonWeeks,
      reminderHours: config.orderReminderHours,
      publicUrl: config.publicUrl,
      dataVersionCheckMs: config.dataVersionCheckMs,
      courierWebhook: config.courier.webhook,
    },
    catalog,
    plans,
    subscriptions,
    discounts,
    delivery,
    clients,
    money,
    stock,
    mail,
    notifier,
    smsConsents,
    warn,
  });
  const signup = createSignupService({
    db,
    clock,
    i18n,
    flags,
    clients,
    catalog,
    orders,
    subscriptions,
    credits: money.credit,
    ports: signupPorts({
      i18n,
      identity,
      settings,
      plans,
      discounts,
      delivery,
      payments: money,
      subscriptions,
      log: warn,
    }),
    warn,
  });
  const paymentSettings = createPaymentSettings({
    ...{ clock, i18n, publicUrl: config.publicUrl, mail, clients, money },
    weeks: orders.paymentWeeks,
    promo: orders.promoCode,
    offerWarningAgain: (clientId) => account.offerAgain(clientId, 'payment_method_warning'),
  });
  // The account home's frame: status, notices, banner, unpausing (its weeks are the orders').
  const account = createAccountService({
    db,
    clock,
    firstName: async (id) => (await clients.find(id))?.firstName,
    region: async (id) => (await delivery.addressFor(id))?.province ?? null,
    planStatus: async (id) => (await subscriptions.forClient(id))?.status,
    unpause: (id, now) => subscriptions.unpause(id, now),
    paymentWarning: (id) => paymentSettings.warning(id),
    async banner(locale, region) {
      try {
        return await content.entry('account_banner', locale, region);
      } catch {
        // No account banner in the content (SPEC.md §8: a banner that fails is hidden).
        return null;
      }
    },
  });
  /**
   * Decision 016: payments that no order took within this long (a crash, an abandoned attempt)
   * are voided or refunded, each while its owner (an order's billing, a late addition, or the
   * household's checkout) cannot take it, so nothing links it meanwhile.
   */
  const reconcilePayments = (olderThanMs = ABANDONED_PAYMENT_MS) =>
    money.reconcile(olderThanMs, async (row, reverse) => {
      if (!(await orders.settleOrphanPayment(row, reverse))) await signup.holdCheckout(row.clientId, reverse);
    });
  return {
    reconcilePayments,
    account,
    smsConsents,
    notifier,
    throttles,
    jobs,
    signup,
    subscriptions,
    orders,
    stock,
    money,
    plans,
    discounts,
    identity,
    social,
    staff,
    settings,
    paymentSettings,
    i18n,
    passwords,
    flags,
    clients,
    sessions,
    sessionData,
    mail,
    catalog,
    locations,
    content,
    delivery,
    testGateway,
    stripeGateway,
    stripeWebhooks: stripeGateway && createStripeWebhooks({ db, clock, source: stripeGateway }),
  };
}

export type Services = ReturnType<typeof createServices>;
