import type { CardSummary } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import Stripe from 'stripe';
import type { Db } from '../../../db/types.ts';
import type { StripeSettings } from '../../../stripe-config.ts';
import {
  GatewayError,
  type CardOwner,
  type GatewayChargeResult,
  type GatewayReversalResult,
  type KeptCard,
  type PaymentGateway,
} from '../gateway.ts';
import { declineCodeOf, paymentIntentOf, refusalOf } from './errors.ts';
import { createStripeRepository } from './repository.ts';

const BRANDS: readonly string[] = ['visa', 'mastercard', 'amex', 'discover'] as const;

/** The SDK pointed at Stripe, or at the address of a Stripe-shaped double (tests). */
export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    // Every call that creates or changes something carries our idempotency key: retrying is safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** A saved card's reference: the household's customer and the card, both needed for a charge. */
const refOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;
function partsOf(ref: string): { customer: string; paymentMethod: string } {
  const [customer, paymentMethod, ...rest] = ref.split('/');
  if (!customer?.startsWith('cus_') || !paymentMethod?.startsWith('pm_') || rest.length > 0) {
    throw new GatewayError('invalid_token');
  }
  return { customer, paymentMethod };
}

function summaryOf(pm: Stripe.PaymentMethod): CardSummary | undefined {
  if (!pm.card) return undefined;
  return {
    brand: (BRANDS.includes(pm.card.brand) ? pm.card.brand : 'unknown') as CardSummary['brand'],
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
    postalCode: pm.billing_details?.address?.postal_code ?? '',
  };
}

/** What a PaymentIntent's status means for the port; `processing` is not known yet. */
export function resultOfIntent(pi: Stripe.PaymentIntent): GatewayChargeResult {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', ref: pi.id };
    case 'requires_capture':
      return { status: 'authorized', ref: pi.id };
    case 'canceled':
      return { status: 'voided', ref: pi.id };
    case 'requires_action':
      return { status: 'declined', ref: pi.id, declineCode: 'authentication_required' };
    case 'requires_payment_method':
      return { status: 'declined', ref: pi.id, declineCode: declineCodeOf(pi.last_payment_error ?? {}) };
    default:
      // Still processing: the outcome is unknown, the payment stays pending until a webhook or a retry.
      throw new Error(`Stripe PaymentIntent ${pi.id} is ${pi.status}`);
  }
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/**
 * The Stripe adapter behind the gateway port (DESIGN.md §7, decision 051): one customer per
 * household, cards saved with a SetupIntent and charged off-session with PaymentIntents, our
 * idempotency keys sent as Stripe's, Stripe's declines as the reasons households already see.
 */
export function createStripeGateway(deps: { db: Db; clock: Clock; settings: StripeSettings; stripe?: Stripe }) {
  const stripe = deps.stripe ?? stripeClient(deps.settings);
  const repo = createStripeRepository(deps.db);

  async function customerFor(owner: CardOwner): Promise<string> {
    const known = await repo.customerOf(owner.clientId);
    if (known) return known;
    const customer = await stripe.customers.create(
      { metadata: { client_id: String(owner.clientId) } },
      // Two tabs at once get the same customer from Stripe, not two.
      { idempotencyKey: `customer:${owner.clientId}` },
    );
    return repo.keepCustomer(owner.clientId, customer.id, deps.clock.now());
  }

  /** The confirmed SetupIntent a token names, with its card; undefined for anything else. */
  async function setupOf(token: string) {
    if (!/^seti_[A-Za-z0-9]+$/.test(token)) return undefined;
    try {
      const si = await stripe.setupIntents.retrieve(token, { expand: ['payment_method'] });
      const pm = si.payment_method;
      if (si.status !== 'succeeded' || !pm || typeof pm === 'string') return undefined;
      const card = summaryOf(pm);
      const customer = typeof si.customer === 'string' ? si.customer : si.customer?.id;
      return card && customer ? { customer, paymentMethod: pm.id, card } : undefined;
    } catch (error) {
      const refusal = refusalOf(error, 'invalid_token');
      if (refusal instanceof GatewayError && refusal.code === 'invalid_token') return undefined;
      throw refusal;
    }
  }

  /** The PaymentIntent a household confirms in the browser when its bank asks (3-D Secure). */
  async function confirmationSecret(ref: string): Promise<string | undefined> {
    const pi = await stripe.paymentIntents.retrieve(ref);
    return pi.status === 'requires_payment_method' || pi.status === 'requires_action'
      ? (pi.client_secret ?? undefined)
      : undefined;
  }

  const gateway: PaymentGateway = {
    publicConfig: () => ({
      name: 'stripe',
      // Stripe.js talks to Stripe itself; the browser needs only the publishable key.
      tokenizeUrl: '',
      publishableKey: deps.settings.publishableKey,
      test: false,
    }),

    async card(token) {
      return (await setupOf(token))?.card;
    },

    async startCardSetup(owner) {
      const customer = await customerFor(owner);
      const si = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { client_id: String(owner.clientId) },
      });
      return { clientSecret: si.client_secret! };
    },

    async keep(token, owner): Promise<KeptCard | undefined> {
      const [setup, customer] = await Promise.all([setupOf(token), repo.customerOf(owner.clientId)]);
      // A SetupIntent of another household's customer is not this household's card.
      if (!setup || !customer || setup.customer !== customer) return undefined;
      return { ref: refOf(setup.customer, setup.paymentMethod), card: setup.card };
    },

    async charge(request) {
      const { customer, paymentMethod } = partsOf(request.token);
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'cad',
            customer,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true,
            capture_method: request.capture ? 'automatic' : 'manual',
            description: request.description,
            // How a webhook finds the payment when a crash kept us from recording Stripe's answer.
            metadata: { idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return resultOfIntent(pi);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const ref = paymentIntentOf(error);
          if (ref) return { status: 'declined', ref, declineCode: declineCodeOf(error) };
        }
        throw refusalOf(error, 'invalid_token');
      }
    },

    async capture({ ref, idempotencyKey }) {
      try {
        return resultOfIntent(await stripe.paymentIntents.capture(ref, {}, { idempotencyKey }));
      } catch (error) {
        const refusal = refusalOf(error, 'not_capturable');
        if (refusal instanceof GatewayError && refusal.code === 'not_capturable') {
          // Captured already (another key, or before a crash): capturing again answers the same.
          const pi = await stripe.paymentIntents.retrieve(ref);
          if (pi.status === 'succeeded') return { status: 'succeeded', ref };
        }
        throw refusal;
      }
    },

    async void({ ref, idempotencyKey }): Promise<GatewayReversalResult> {
      try {
        await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey });
        return { status: 'voided', ref };
      } catch (error) {
        const refusal = refusalOf(error, 'not_reversible');
        if (refusal instanceof GatewayError && refusal.code === 'not_reversible') {
          // Like the test gateway: voided under another key is a reused reversal, not a new one.
          const pi = await stripe.paymentIntents.retrieve(ref);
          if (pi.status === 'canceled') throw new GatewayError('idempotency_mismatch');
        }
        throw refusal;
      }
    },

    async confirmation(ref) {
      const clientSecret = await confirmationSecret(ref);
      return clientSecret
        ? { gateway: 'stripe', clientSecret, publishableKey: deps.settings.publishableKey }
        : undefined;
    },

    async chargeState(ref) {
      try {
        return resultOfIntent(await stripe.paymentIntents.retrieve(ref));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw refusalOf(error, 'invalid_token');
        // Still processing: not known yet.
        return undefined;
      }
    },

    async refund({ ref, idempotencyKey, amountCents }): Promise<GatewayReversalResult> {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: ref, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
      } catch (error) {
        throw refusalOf(error, 'not_reversible');
      }
      const pi = await stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
      const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
      const whole = charge !== null && charge.amount_refunded >= charge.amount_captured;
      return {
        status: whole ? 'refunded' : 'partially_refunded',
        ref,
        refundRef: refund.id,
        amountCents: refund.amount,
      };
    },
  };

  return {
    ...gateway,
    confirmationSecret,
    paymentIntent: (id: string) => stripe.paymentIntents.retrieve(id),
    /** Checks a webhook delivery's signature; throws on a bad or missing one. */
    verifiedEvent(payload: string, signature: string | undefined): Stripe.Event {
      return stripe.webhooks.constructEvent(payload, signature ?? '', deps.settings.webhookSecret);
    },
  };
}
