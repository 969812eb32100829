import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Stripe-shaped HTTP service for tests (DESIGN.md §7, decision 051): the calls the Stripe
 * adapter makes, answered with the shapes and errors Stripe documents, idempotency included. The
 * adapter reaches it through the SDK's host/port/protocol settings; nothing leaves the machine.
 */

/** Stripe's test payment methods (docs: "Test card numbers"), by what each does when charged. */
export const STRIPE_TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', outcome: 'expired_card' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authentication_required' },
} as const;
export type StripeTestCard = keyof typeof STRIPE_TEST_CARDS;
type Outcome = (typeof STRIPE_TEST_CARDS)[StripeTestCard]['outcome'];

type Params = Record<string, unknown>;
type Obj = Record<string, unknown> & { id: string };

interface Answer {
  status: number;
  body: unknown;
}

export interface StripeDouble {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  /** What the double holds, to assert on: payment intents, refunds, customers by id. */
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  customers: Map<string, Obj>;
  /** Every request the double answered, in order (method, path, idempotency key). */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** Stands for Stripe.js: the household's card entered in Elements confirms the SetupIntent. */
  confirmSetup(setupIntentId: string, card: StripeTestCard, postalCode?: string): Obj;
  /** Stands for the household confirming a payment in the browser (3-D Secure passed). */
  authenticate(paymentIntentId: string): Obj;
  /** An event as Stripe sends it to a webhook endpoint, for an object the double holds. */
  event(type: string, object: Obj): { id: string; object: 'event'; type: string; data: { object: Obj } };
  /** Makes the next answers fail as a network fault would (the connection is dropped). */
  dropNextRequests(count: number): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0]=c`) back into objects and arrays. */
function parseForm(body: string): Params {
  const out: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

function error(status: number, raw: Record<string, unknown>): Answer {
  return { status, body: { error: { message: String(raw.code ?? raw.type), ...raw } } };
}

const missing = (id: string) =>
  error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` });
const unexpectedState = (pi: Obj, action: string) =>
  error(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${String(pi.status)}.`,
    payment_intent: pi,
  });

export async function startStripeDouble(options: { secretKey?: string } = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? 'sk_test_double';
  const customers = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { outcome: Outcome }>();
  const paymentIntents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  const requests: StripeDouble['requests'] = [];
  let drops = 0;

  function paymentMethodOf(id: string) {
    const pm = paymentMethods.get(id);
    if (!pm) return undefined;
    const { outcome: _outcome, ...shown } = pm;
    return shown;
  }

  function expand(object: Obj, fields: unknown): Obj {
    const out: Obj = { ...object };
    for (const field of Array.isArray(fields) ? (fields as string[]) : []) {
      const value = out[field];
      if (typeof value !== 'string') continue;
      if (value.startsWith('pm_')) out[field] = paymentMethodOf(value) ?? value;
      if (value.startsWith('ch_')) out[field] = charges.get(value) ?? value;
    }
    return out;
  }

  function newCharge(pi: Obj, captured: boolean): Obj {
    const charge: Obj = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: captured ? pi.amount : 0,
      amount_refunded: 0,
      captured,
      refunded: false,
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    return charge;
  }

  function createPaymentIntent(p: Params): Answer {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return error(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount' });
    }
    const pm = paymentMethods.get(String(p.payment_method));
    if (!pm) return missing(String(p.payment_method));
    if (pm.customer !== p.customer) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: 'The provided PaymentMethod does not belong to this customer.',
      });
    }
    const manual = p.capture_method === 'manual';
    const pi: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: manual ? 'manual' : 'automatic',
      client_secret: '',
      currency: String(p.currency),
      customer: p.customer,
      description: p.description ?? null,
      latest_charge: null,
      last_payment_error: null,
      metadata: (p.metadata as Params | undefined) ?? {},
      payment_method: pm.id,
      status: 'requires_confirmation',
      created: now(),
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
    paymentIntents.set(pi.id, pi);
    if (p.confirm !== 'true') return { status: 200, body: pi };
    return confirmPaymentIntent(pi, pm.outcome);
  }

  function confirmPaymentIntent(pi: Obj, outcome: Outcome): Answer {
    if (outcome !== 'succeeds') {
      const card =
        outcome === 'expired_card'
          ? { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' }
          : outcome === 'authentication_required'
            ? {
                code: 'authentication_required',
                decline_code: 'authentication_required',
                message: 'Your card was declined. This transaction requires authentication.',
              }
            : { code: 'card_declined', decline_code: outcome, message: 'Your card was declined.' };
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        ...card,
        payment_method: paymentMethodOf(String(pi.payment_method)),
      };
      return error(402, { type: 'card_error', ...card, payment_intent: pi, payment_method: pi.payment_method });
    }
    const manual = pi.capture_method === 'manual';
    const charge = newCharge(pi, !manual);
    pi.latest_charge = charge.id;
    pi.status = manual ? 'requires_capture' : 'succeeded';
    pi.amount_capturable = manual ? pi.amount : 0;
    pi.amount_received = manual ? 0 : pi.amount;
    pi.last_payment_error = null;
    return { status: 200, body: pi };
  }

  function capture(pi: Obj): Answer {
    if (pi.status !== 'requires_capture') return unexpectedState(pi, 'capture');
    const charge = charges.get(String(pi.latest_charge))!;
    charge.captured = true;
    charge.amount_captured = pi.amount;
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.amount_capturable = 0;
    return { status: 200, body: pi };
  }

  function cancel(pi: Obj): Answer {
    const cancellable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
    if (!cancellable.includes(String(pi.status))) return unexpectedState(pi, 'cancel');
    pi.status = 'canceled';
    pi.amount_capturable = 0;
    pi.canceled_at = now();
    return { status: 200, body: pi };
  }

  function refund(p: Params): Answer {
    const pi = paymentIntents.get(String(p.payment_intent));
    if (!pi) return missing(String(p.payment_intent));
    const charge = pi.latest_charge ? charges.get(String(pi.latest_charge)) : undefined;
    if (!charge || pi.status !== 'succeeded') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    if (left <= 0) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    }
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (amount > left) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const re: Obj = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: pi.currency,
      payment_intent: pi.id,
      status: 'succeeded',
      created: now(),
    };
    refunds.set(re.id, re);
    return { status: 200, body: re };
  }

  function route(method: string, path: string, p: Params): Answer {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = {
        id: newId('cus'),
        object: 'customer',
        email: p.email ?? null,
        name: p.name ?? null,
        metadata: p.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (typeof p.customer === 'string' && !customers.has(p.customer)) return missing(p.customer);
      const si: Obj = {
        id: newId('seti'),
        object: 'setup_intent',
        client_secret: '',
        customer: p.customer ?? null,
        payment_method: null,
        allowed_payment_method_types: p.allowed_payment_method_types ?? ['card'],
        status: 'requires_payment_method',
        usage: p.usage ?? 'off_session',
        metadata: p.metadata ?? {},
        created: now(),
      };
      si.client_secret = `${si.id}_secret_${randomBytes(8).toString('hex')}`;
      setupIntents.set(si.id, si);
      return { status: 200, body: si };
    }
    if ((m = path.match(/^\/v1\/setup_intents\/([^/]+)$/)) && method === 'GET') {
      const si = setupIntents.get(m[1]!);
      return si ? { status: 200, body: expand(si, p.expand) } : missing(m[1]!);
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)$/)) && method === 'GET') {
      const pm = paymentMethodOf(m[1]!);
      return pm ? { status: 200, body: pm } : missing(m[1]!);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(p);
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/(capture|cancel|confirm))?$/))) {
      const pi = paymentIntents.get(m[1]!);
      if (!pi) return missing(m[1]!);
      if (method === 'GET') return { status: 200, body: expand(pi, p.expand) };
      if (m[3] === 'capture') return capture(pi);
      if (m[3] === 'cancel') return cancel(pi);
      if (m[3] === 'confirm') {
        if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
          return unexpectedState(pi, 'confirm');
        }
        const pm = paymentMethods.get(String(p.payment_method ?? pi.payment_method))!;
        return confirmPaymentIntent(
          pi,
          pm.outcome === 'authentication_required' ? 'authentication_required' : pm.outcome,
        );
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(p);
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  function answer(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://double');
    const method = req.method ?? 'GET';
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, idempotencyKey: key });
    if (drops > 0) {
      drops -= 1;
      req.socket.destroy();
      return;
    }
    const send = (a: Answer, replayed = false) => {
      res.writeHead(a.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(a.body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
    }
    const params = method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(body);
    // Stripe's idempotency: the same key replays the first answer (errors included); the same key
    // with other parameters is refused.
    const scope = key ? `${method} ${url.pathname} ${key}` : undefined;
    if (scope && method === 'POST') {
      const seen = idempotent.get(scope);
      if (seen && seen.params !== body) {
        return send(
          error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (seen) return send(seen.answer, true);
    }
    const result = route(method, url.pathname, params);
    // A snapshot: later changes to the object must not change what a replay answers.
    const frozen: Answer = { status: result.status, body: JSON.parse(JSON.stringify(result.body)) };
    if (scope && method === 'POST') idempotent.set(scope, { params: body, answer: frozen });
    send(frozen);
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    secretKey,
    paymentIntents,
    refunds,
    customers,
    requests,
    confirmSetup(setupIntentId, card, postalCode = 'H2X 1Y4') {
      const si = setupIntents.get(setupIntentId);
      if (!si) throw new Error(`no SetupIntent ${setupIntentId}`);
      const test = STRIPE_TEST_CARDS[card];
      const pm = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: si.customer,
        billing_details: { address: { postal_code: postalCode } },
        card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 },
        created: now(),
        outcome: test.outcome,
      };
      paymentMethods.set(pm.id, pm);
      si.payment_method = pm.id;
      si.status = 'succeeded';
      return si;
    },
    authenticate(paymentIntentId) {
      const pi = paymentIntents.get(paymentIntentId);
      if (!pi) throw new Error(`no PaymentIntent ${paymentIntentId}`);
      confirmPaymentIntent(pi, 'succeeds');
      return pi;
    },
    event(type, object) {
      return { id: newId('evt'), object: 'event', type, created: now(), data: { object: { ...object } } };
    },
    dropNextRequests(count) {
      drops = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
