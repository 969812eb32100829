import { systemClock } from '@fp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import { insertClient } from '../../../../test/fixtures.ts';
import { startStripeDouble, type StripeDouble, type StripeTestCard } from '../../../../test/stripe-double.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { GatewayError } from '../gateway.ts';
import { createStripeGateway, type StripeGateway } from './gateway.ts';

/**
 * The Stripe adapter's contract (decision 051), call by call, against the Stripe-shaped double
 * reached through the SDK's host/port settings: what each answer and each error of Stripe's
 * becomes at the gateway port.
 */
let double: StripeDouble;
let database: DatabaseHandle;
let gateway: StripeGateway;
beforeAll(async () => {
  double = await startStripeDouble();
  database = await openTestDatabase();
  gateway = createStripeGateway({
    db: database.db,
    clock: systemClock,
    settings: {
      secretKey: double.secretKey,
      publishableKey: 'pk_test_double',
      webhookSecret: 'whsec_test',
      apiUrl: double.url,
    },
  });
});
afterAll(async () => {
  await database.close();
  await double.close();
});

/** A household's card saved the way the browser saves it: SetupIntent, then Stripe.js confirms. */
async function savedCard(card: StripeTestCard = 'pm_card_visa') {
  const client = await insertClient(database.db);
  const { clientSecret } = await gateway.startCardSetup!({ clientId: client.id });
  const setupIntentId = clientSecret.split('_secret_')[0]!;
  double.confirmSetup(setupIntentId, card, 'H2X 1Y4');
  const kept = await gateway.keep!(setupIntentId, { clientId: client.id });
  return { clientId: client.id, setupIntentId, ref: kept!.ref, card: kept!.card };
}

let keys = 0;
const key = () => `stripe-test:${Date.now()}:${(keys += 1)}`;
const charge = (ref: string, idempotencyKey = key(), capture = true, amountCents = 4599) =>
  gateway.charge({ token: ref, amountCents, currency: 'CAD', idempotencyKey, capture, description: 'Week of Dec 14' });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return (error as GatewayError).code;
}

describe('saving a card', () => {
  it('creates one customer per household and keeps the card for off-session charges', async () => {
    const first = await savedCard();
    expect(first.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: expect.any(Number),
      postalCode: 'H2X 1Y4',
    });
    expect(first.ref).toMatch(/^cus_\w+\/pm_\w+$/);
    // A second card of the same household hangs from the same customer.
    const again = await gateway.startCardSetup!({ clientId: first.clientId });
    const setupIntentId = again.clientSecret.split('_secret_')[0]!;
    double.confirmSetup(setupIntentId, 'pm_card_mastercard');
    const second = await gateway.keep!(setupIntentId, { clientId: first.clientId });
    expect(second!.ref.split('/')[0]).toBe(first.ref.split('/')[0]);
    expect(second!.card.brand).toBe('mastercard');
  });

  it('refuses a SetupIntent of another household, one not confirmed, and a made-up token', async () => {
    const owner = await savedCard();
    const stranger = await insertClient(database.db);
    await gateway.startCardSetup!({ clientId: stranger.id });
    expect(await gateway.keep!(owner.setupIntentId, { clientId: stranger.id })).toBeUndefined();
    const { clientSecret } = await gateway.startCardSetup!({ clientId: owner.clientId });
    expect(await gateway.keep!(clientSecret.split('_secret_')[0]!, { clientId: owner.clientId })).toBeUndefined();
    expect(await gateway.keep!('seti_doesnotexist', { clientId: owner.clientId })).toBeUndefined();
    expect(await gateway.card('../v1/customers')).toBeUndefined();
  });
});

describe('charging a saved card off-session', () => {
  it('captures at once, or authorises for a capture at cutoff', async () => {
    const { ref } = await savedCard();
    const paid = await charge(ref);
    expect(paid.status).toBe('succeeded');
    expect(double.paymentIntents.get(paid.ref)).toMatchObject({ status: 'succeeded', amount: 4599, currency: 'cad' });

    const held = await charge(ref, key(), false);
    expect(held.status).toBe('authorized');
    expect(double.paymentIntents.get(held.ref)).toMatchObject({ status: 'requires_capture', capture_method: 'manual' });
    const captured = await gateway.capture({ ref: held.ref, idempotencyKey: key() });
    expect(captured).toEqual({ status: 'succeeded', ref: held.ref });
    // Capturing again (another key, e.g. after a crash) answers the same capture.
    expect(await gateway.capture({ ref: held.ref, idempotencyKey: key() })).toEqual(captured);
  });

  it('sends our idempotency key as Stripe’s: a retry answers the first charge, another request is refused', async () => {
    const { ref } = await savedCard();
    const k = key();
    const first = await charge(ref, k);
    const retry = await charge(ref, k);
    expect(retry).toEqual(first);
    expect(
      [...double.paymentIntents.values()].filter(
        (pi) => (pi.metadata as { idempotency_key: string }).idempotency_key === k,
      ),
    ).toHaveLength(1);
    expect(double.requests.filter((r) => r.idempotencyKey === k)).toHaveLength(2);
    expect(await refusal(charge(ref, k, true, 5000))).toBe('idempotency_mismatch');
  });

  it('retries a dropped connection with the same key and charges once', async () => {
    const { ref } = await savedCard();
    const k = key();
    double.dropNextRequests(1);
    const result = await charge(ref, k);
    expect(result.status).toBe('succeeded');
    expect(double.requests.filter((r) => r.idempotencyKey === k).length).toBeGreaterThanOrEqual(2);
    expect(
      [...double.paymentIntents.values()].filter(
        (pi) => (pi.metadata as { idempotency_key: string }).idempotency_key === k,
      ),
    ).toHaveLength(1);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_authenticationRequired', 'authentication_required'],
  ] as const)('answers %s as the decline households see: %s', async (card, declineCode) => {
    const { ref } = await savedCard(card);
    const k = key();
    const result = await charge(ref, k);
    expect(result).toEqual({ status: 'declined', ref: expect.stringMatching(/^pi_/), declineCode });
    // Stripe replays a decline under its key: the same answer, never a second attempt.
    expect(await charge(ref, k)).toEqual(result);
  });

  it('refuses a card reference that is not a saved card', async () => {
    expect(await refusal(charge('tok_visa'))).toBe('invalid_token');
    const { ref } = await savedCard();
    const customer = ref.split('/')[0]!;
    expect(await refusal(charge(`${customer}/pm_unknown`))).toBe('invalid_token');
  });

  it('lets the household confirm a charge its bank wanted confirmed', async () => {
    const { ref } = await savedCard('pm_card_authenticationRequired');
    const declined = await charge(ref);
    expect(await gateway.confirmationSecret(declined.ref)).toMatch(/_secret_/);
    double.authenticate(declined.ref);
    expect(await gateway.confirmationSecret(declined.ref)).toBeUndefined();
  });
});

describe('voids and refunds', () => {
  it('voids an authorisation once; a captured charge cannot be voided', async () => {
    const { ref } = await savedCard();
    const held = await charge(ref, key(), false);
    const k = key();
    expect(await gateway.void({ ref: held.ref, idempotencyKey: k })).toEqual({ status: 'voided', ref: held.ref });
    expect(await gateway.void({ ref: held.ref, idempotencyKey: k })).toEqual({ status: 'voided', ref: held.ref });
    expect(await refusal(gateway.void({ ref: held.ref, idempotencyKey: key() }))).toBe('idempotency_mismatch');
    expect(await refusal(gateway.capture({ ref: held.ref, idempotencyKey: key() }))).toBe('not_capturable');

    const paid = await charge(ref);
    expect(await refusal(gateway.void({ ref: paid.ref, idempotencyKey: key() }))).toBe('not_reversible');
  });

  it('refunds in parts, once per key, never more than was captured', async () => {
    const { ref } = await savedCard();
    const paid = await charge(ref, key(), true, 5000);
    const k = key();
    const part = await gateway.refund({ ref: paid.ref, idempotencyKey: k, amountCents: 2000 });
    expect(part).toMatchObject({ status: 'partially_refunded', ref: paid.ref, amountCents: 2000 });
    expect(await gateway.refund({ ref: paid.ref, idempotencyKey: k, amountCents: 2000 })).toEqual(part);
    expect(await refusal(gateway.refund({ ref: paid.ref, idempotencyKey: k, amountCents: 1000 }))).toBe(
      'idempotency_mismatch',
    );
    expect(await refusal(gateway.refund({ ref: paid.ref, idempotencyKey: key(), amountCents: 3001 }))).toBe(
      'not_reversible',
    );
    const rest = await gateway.refund({ ref: paid.ref, idempotencyKey: key() });
    expect(rest).toMatchObject({ status: 'refunded', amountCents: 3000 });
    expect([...double.refunds.values()].filter((r) => r.payment_intent === paid.ref)).toHaveLength(2);
    expect(await refusal(gateway.refund({ ref: paid.ref, idempotencyKey: key() }))).toBe('not_reversible');
  });

  it('refuses to refund an authorisation that was never captured', async () => {
    const { ref } = await savedCard();
    const held = await charge(ref, key(), false);
    expect(await refusal(gateway.refund({ ref: held.ref, idempotencyKey: key() }))).toBe('not_reversible');
  });
});

describe('Stripe refusing the call itself', () => {
  it('a wrong secret key is "unavailable": nothing was done, a later try may pass', async () => {
    const { ref } = await savedCard();
    const wrong = createStripeGateway({
      db: database.db,
      clock: systemClock,
      settings: { secretKey: 'sk_test_wrong', publishableKey: 'pk', webhookSecret: 'whsec', apiUrl: double.url },
    });
    expect(
      await refusal(
        wrong.charge({
          token: ref,
          amountCents: 1000,
          currency: 'CAD',
          idempotencyKey: key(),
          capture: true,
          description: 'x',
        }),
      ),
    ).toBe('unavailable');
  });
});
