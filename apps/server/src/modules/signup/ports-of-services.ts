import { deliveryDayOf } from '@fp/domain';
import { AppError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { DeliveryService } from '../delivery/service.ts';
import { DEFAULT_SIGNUP_CODE, heldDiscount, householdKey, type DiscountsService } from '../discounts/service.ts';
import type { IdentityService } from '../identity/service.ts';
import type { MoneyService, PaymentRow } from '../money/service.ts';
import type { SubscriptionService } from '../subscription/service.ts';
import type { SettingsService } from '../settings/service.ts';
import type { SignupAddress, SignupPayment, SignupPorts } from './ports.ts';
import { selectedPlan, type PlansService } from '../subscription/plans-service.ts';

interface Modules {
  i18n: ServerI18n;
  identity: IdentityService;
  settings: SettingsService;
  plans: PlansService;
  discounts: DiscountsService;
  delivery: DeliveryService;
  payments: MoneyService;
  subscriptions: SubscriptionService;
  log: (message: string, details: Record<string, unknown>) => void;
}

const paymentOf = (row: PaymentRow | undefined): SignupPayment | undefined =>
  row && {
    id: row.id,
    clientId: row.clientId,
    status: row.status,
    amountCents: row.amountCents,
    kind: row.kind,
    idempotencyKey: row.idempotencyKey,
  };

/** The signup funnel's view of the modules it drives (see modules/signup/ports.ts). */
export function signupPorts(m: Modules): SignupPorts {
  async function householdServed(clientId: number, address: { line1: string; postalCode: string }) {
    const household = householdKey(address.line1, address.postalCode);
    const neighbours = await m.delivery.neighboursIn(address.postalCode, clientId);
    const sameDoor = neighbours.filter((n) => householdKey(n.line1, address.postalCode) === household);
    return m.subscriptions.anyFor(sameDoor.map((n) => n.clientId));
  }

  return {
    registerClient: (input) => m.identity.registerClient({ ...input, emailVerified: false }),
    sendVerificationCode: (clientId) => m.settings.sendVerificationCode(clientId),

    async pricing(selection) {
      const [catalogue, price] = await Promise.all([
        m.plans.catalogue(),
        m.plans.priceFor(selection).catch(() => undefined),
      ]);
      return price ? { pricing: catalogue.pricing, pricePerServingCents: price.pricePerServingCents } : undefined;
    },
    selectedPlan,
    heldCode: (data) => heldDiscount(data).discountCode ?? null,
    plansLinkCode: (data, immediateBilling) => m.discounts.signupState(data, immediateBilling).plansLinkCode,
    async defaultFreeMeals() {
      const [offer] = await m.discounts.firstOrderDiscounts({}, null, 'en');
      return offer?.rule.type === 'free_meals' ? offer.rule.servings : 0;
    },

    householdServed,
    releaseOffer: (clientId) => m.discounts.releaseReservations(clientId),

    async offer({ sessionData, clientId, address, locale }) {
      const household = householdKey(address.line1, address.postalCode);
      const served = await householdServed(clientId, address);
      const [discounts, referral] = await Promise.all([
        m.discounts.firstOrderDiscounts(sessionData, clientId, locale, household, served),
        served ? null : m.discounts.referralFor(sessionData, clientId),
      ]);
      const heldCode = heldDiscount(sessionData).discountCode ?? null;
      // Only codes that made it into the price are redeemed.
      const held = heldCode && discounts.some((d) => d.code === heldCode) ? heldCode : null;
      const codes = held ? [held] : discounts.some((d) => d.code === DEFAULT_SIGNUP_CODE) ? [DEFAULT_SIGNUP_CODE] : [];
      return {
        code: held,
        discounts,
        referral: referral ? { code: referral.code, creditCents: referral.creditCents } : null,
        welcomeWithheld: served,
        withheldCode: served && heldCode && !held ? heldCode : null,
        reserve: (id) => m.discounts.reserve(codes, { clientId: id, householdKey: household }),
        async redeem(tx, use) {
          for (const code of codes) {
            try {
              await m.discounts.redeem(tx, { code, ...use, householdKey: household, orderPosition: 1 });
            } catch (error) {
              // Only when a reservation went stale (decision 016): the card was charged at this price.
              if (!(error instanceof AppError) || error.code !== 'invalid_code') throw error;
              m.log('discount limit reached during checkout; price honoured', { code, ...use });
            }
          }
          if (referral) {
            await m.discounts.recordReferral(tx, {
              referrerId: referral.referrerId,
              referredId: use.clientId,
              code: referral.code,
              referralId: referral.referralId,
            });
          }
        },
      };
    },

    async address(clientId): Promise<SignupAddress | undefined> {
      const [row, slot] = await Promise.all([m.delivery.addressFor(clientId), m.delivery.chosenSlot(clientId)]);
      if (!row) return undefined;
      return {
        line1: row.line1,
        unit: row.unit,
        city: row.city,
        province: row.province,
        postalCode: row.postalCode,
        firstDeliveryDate: slot?.date ?? null,
        deliveryDay: slot ? (deliveryDayOf(slot.date) ?? null) : null,
        windowStarts: slot?.starts ?? null,
        windowEnds: slot?.ends ?? null,
      };
    },

    cutoffFor: (province, deliveryDate) => m.delivery.cutoffFor(province, deliveryDate),
    // Signup's sentences say when changes close as a moment ("… until 11:59 p.m. on Tuesday, November 24").
    deliveryLabels: (slot, cutoff, province, locale) => ({
      ...m.delivery.deliveryLabels(slot, cutoff, province, locale),
      cutoffLabel: m.delivery.momentLabel(cutoff, province, locale),
    }),
    momentLabel: (instant, province, locale) => m.delivery.momentLabel(instant, province, locale),

    savePaymentMethod: (clientId, token) => m.payments.savePaymentMethod(clientId, token),
    async charge(input) {
      const outcome = await m.payments.charge(input);
      return outcome.status === 'declined'
        ? { paymentId: outcome.paymentId, status: 'declined', declineCode: outcome.declineCode }
        : { paymentId: outcome.paymentId, status: outcome.status };
    },
    paymentByKey: async (key) => paymentOf(await m.payments.paymentByKey(key)),
    reversePayment: async (paymentId) => paymentOf(await m.payments.reverse(paymentId)),
    linkPayment: (tx, paymentId) => m.payments.link(tx, paymentId),
    async cardLabel(clientId, locale) {
      const card = await m.payments.paymentMethodFor(clientId);
      if (!card) return '';
      const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
      return m.i18n.translator(locale)('checkout:labels.card', { brand, last4: card.last4 });
    },
    async paymentAmount(paymentId) {
      const row = await m.payments.payment(paymentId);
      return row ? { amountCents: row.amountCents, status: row.status } : undefined;
    },
  };
}
