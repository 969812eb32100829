import type { Clock } from '@fp/domain';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { createServerI18n, type ServerI18n } from './http/i18n.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createClientsService } from './modules/auth/clients-service.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';
import { bundledAddressLookup } from './modules/delivery/address-lookup.ts';
import addressIndex from './modules/delivery/address-index/streets.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { createPasswordHasher } from './modules/identity/passwords.ts';
import { createIdentityService } from './modules/identity/service.ts';
import { createLocationsService } from './modules/locations/service.ts';
import { createFlagService } from './modules/flags/service.ts';
import { createMailService } from './modules/mail/service.ts';
import type { MailTransport } from './modules/mail/transport.ts';
import { createPaymentsService, type PaymentGateway } from './modules/payments/service.ts';
import { createTestGateway } from './modules/payments/test-gateway/gateway.ts';
import { createRewardsService } from './modules/rewards/service.ts';
import { createDiscountsService } from './modules/discounts/service.ts';
import { createPlansService } from './modules/subscription/plans-service.ts';
import { createSessionDataService } from './modules/session/session-data.ts';
import { createSessionService } from './modules/session/service.ts';
import type { SessionCache } from './modules/session/session-cache.ts';
import { createSocialService } from './modules/social/service.ts';
import { createStaffService } from './modules/staff/service.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createCreditsService } from './modules/credits/service.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { createSignupService } from './modules/signup/service.ts';
import { createSubscriptionService } from './modules/subscription/service.ts';
import { createThrottlesService } from './modules/throttles/service.ts';
import { createOutboxNotifier, createSmsConsents } from './modules/notifications/service.ts';
import { createAccountWeeks } from './account-weeks.ts';
import { createMarketSubscriptionsWiring } from './market-subscriptions.ts';
import { createWeeklyCycle } from './orders-cycle.ts';
import { createOrderEditor } from './order-editor.ts';
import { createLateAdditions } from './modules/editor/late-additions.ts';
import { stockHold } from './modules/editor/stock.ts';
import { createSaleCatalog } from './modules/catalog/sale-service.ts';
import { createOrderPatching } from './modules/orders/patch-service.ts';
import { signupPorts } from './signup-ports.ts';

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
  const passwords = createPasswordHasher(config.passwordScryptLogN);
  const clients = createClientsService({ db });
  const rewards = createRewardsService({ db, clock });
  const plans = createPlansService({ db, i18n });
  // Decision 018: menu cards and the home page say what a serving costs on a plan, from the plans.
  const catalog = createCatalogService({
    db,
    clock,
    planServingPrice: (kind) => plans.fromPrice(kind),
    versionCheckMs: config.dataVersionCheckMs,
  });
  const orders = createOrdersService({
    db,
    catalog,
    clock,
    i18n,
    minimumOrderCents: async () => (await plans.catalogue()).pricing.minimumOrderCents,
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
    pointsOf: (clientId) => rewards.availableBalanceSql(clientId),
    // Decision 022: whether there is a delivery to track today is part of the session's one read.
    trackDeliveryOf: (clientId) => accountWeeks.weeks.trackDeliverySql(clientId),
    ...(sessionCache ? { cache: sessionCache } : {}),
  });
  const sessionData = createSessionDataService({
    config,
    flags,
    clients,
    rewards,
    discountBar: discounts.barSource,
    staffActive: async (staffId) => (await staff.active(staffId)) !== undefined,
    trackDelivery: (clientId) => accountWeeks.weeks.trackDelivery(clientId),
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
  // The embedded default gateway (DESIGN.md §7); a production adapter would be chosen here by config.
  const testGateway = createTestGateway({ db, clock });
  const payments = createPaymentsService({
    db,
    clock,
    config,
    i18n,
    gateway: wrapGateway ? wrapGateway(testGateway) : testGateway,
  });
  const subscriptions = createSubscriptionService({ db });
  const credits = createCreditsService({ db, clock });
  const signup = createSignupService({
    db,
    clock,
    i18n,
    flags,
    clients,
    catalog,
    orders,
    subscriptions,
    credits,
    ports: signupPorts({ i18n, identity, settings, plans, discounts, delivery, payments, subscriptions, log: warn }),
    warn,
  });
  // DESIGN.md §7: text messages land in a development outbox; an SMS provider would plug in here.
  const notifier = createOutboxNotifier({ db, clock });
  const smsConsents = createSmsConsents({ db, clock });
  const accountWeeks = createAccountWeeks({
    config,
    db,
    clock,
    i18n,
    jobs,
    catalog,
    content,
    plans,
    subscriptions,
    discounts,
    clients,
    delivery,
    payments,
    mail,
    notifier,
    smsConsents,
  });
  const weeklyCycle = createWeeklyCycle({
    config,
    db,
    clock,
    i18n,
    jobs,
    catalog,
    plans,
    subscriptions,
    discounts,
    credits,
    rewards,
    payments,
    clients,
    delivery,
    mail,
    notifier,
  });
  // Decision 034: market-item subscriptions and the orders module's side of them.
  const marketSubscriptions = createMarketSubscriptionsWiring({
    db,
    clock,
    i18n,
    catalog,
    plans,
    subscriptions,
    delivery,
    discounts,
  });
  // The order editor (issue 13, decision 032).
  const editor = createOrderEditor({
    dataVersionCheckMs: config.dataVersionCheckMs,
    db,
    clock,
    i18n,
    catalog,
    plans,
    subscriptions,
    discounts,
    credits,
    delivery,
  });
  // Late additions to billed orders (decision 033): charged once per patch, refunded per line,
  // holding the week's counted stock of the order editor.
  const lateAdditions = createLateAdditions({
    db,
    clock,
    i18n,
    orders: createOrderPatching({ db }),
    catalog: createSaleCatalog({ db }),
    stock: stockHold,
    payments: {
      defaultMethodId: async (clientId) => (await payments.paymentMethodFor(clientId))?.id,
      charge: (request) => payments.charge(request),
      paymentByKey: (key) => payments.paymentByKey(key),
      refund: (request) => payments.refund(request),
      link: (tx, id) => payments.link(tx, id),
    },
  });
  /**
   * Decision 016: payments that no order took within this long (a crash, an abandoned attempt)
   * are voided or refunded, each while the household's checkout is held so no attempt links it.
   */
  const reconcilePayments = (olderThanMs = ABANDONED_PAYMENT_MS) =>
    payments.reconcile(olderThanMs, (row, reverse) =>
      row.orderRef?.startsWith('order:')
        ? weeklyCycle.settleOrphanPayment(row, reverse)
        : row.orderRef?.startsWith('patch:')
          ? lateAdditions.settleOrphanPayment(row, reverse)
          : signup.holdCheckout(row.clientId, reverse),
    );
  return {
    editor,
    reconcilePayments,
    lateAdditions,
    accountWeeks,
    marketSubscriptions,
    smsConsents,
    weeklyCycle,
    notifier,
    throttles,
    jobs,
    signup,
    subscriptions,
    orders,
    credits,
    plans,
    discounts,
    identity,
    social,
    staff,
    settings,
    i18n,
    passwords,
    flags,
    clients,
    rewards,
    sessions,
    sessionData,
    mail,
    catalog,
    locations,
    content,
    delivery,
    testGateway,
    payments,
  };
}

export type Services = ReturnType<typeof createServices>;
