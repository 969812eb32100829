import { randomBytes } from 'node:crypto';
import type { CardSummary, DeclineCode, InputOf, postTestGatewayToken } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import {
  cardBrand,
  cardDigits,
  cardExpiryMonth,
  cardIssueMessage,
  validateCard,
  type CardField,
  type CardIssue,
} from '@fp/domain/payment-cards';
import { normalizePostalCode } from '@fp/domain/postal-code';
import type { MessageKey } from '@fp/i18n';
import type { Db } from '../../../db/types.ts';
import { AppError, fieldErrors } from '../../../http/errors.ts';
import {
  GatewayError,
  type GatewayChargeResult,
  type GatewayReversalResult,
  type PaymentGateway,
  type TestCard,
} from '../gateway.ts';
import { createTestGatewayRepository, type TestGatewayCharge, type TestGatewayToken } from './repository.ts';

export const TEST_GATEWAY_PUBLISHABLE_KEY = 'pk_test_fieldandplate';
export const TEST_GATEWAY_TOKENIZE_PATH = '/test-gateway/v1/tokens';

/** The usual test numbers; any other number that passes the Luhn check succeeds. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'card_declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
  // Stripe's number for a card whose bank asks to confirm every charge (3-D Secure).
  { number: '4000002760003184', outcome: 'authentication_required' },
];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function summaryOf(token: TestGatewayToken): CardSummary {
  return {
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    postalCode: token.postalCode,
  };
}

function resultOf(charge: TestGatewayCharge): GatewayChargeResult {
  if (charge.status === 'declined') {
    return { status: 'declined', ref: charge.id, declineCode: charge.declineCode ?? 'card_declined' };
  }
  return { status: charge.status, ref: charge.id };
}

export type TestGateway = ReturnType<typeof createTestGateway>;

/**
 * The embedded default gateway (DESIGN.md §7): tokenizes card entries from the browser and
 * answers charges the way a real gateway does, idempotency included.
 */
export function createTestGateway(deps: { db: Db; clock: Clock }) {
  const repo = createTestGatewayRepository(deps.db);

  const gateway: PaymentGateway & { testCards(): readonly TestCard[] } = {
    publicConfig: () => ({
      name: 'test',
      tokenizeUrl: TEST_GATEWAY_TOKENIZE_PATH,
      publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
      test: true,
    }),

    testCards: () => TEST_CARDS,

    async card(token: string): Promise<CardSummary | undefined> {
      const row = await repo.token(token);
      return row ? summaryOf(row) : undefined;
    },

    async charge(request) {
      // The common case in one statement; an unknown token or a key seen before takes the long way.
      const fresh = await repo.chargeTokenOnce({
        id: id('ch'),
        idempotencyKey: request.idempotencyKey,
        tokenId: request.token,
        amountCents: request.amountCents,
        currency: request.currency,
        capture: request.capture,
        description: request.description,
        at: deps.clock.now(),
      });
      if (fresh) return resultOf(fresh);
      const token = await repo.token(request.token);
      if (!token) throw new GatewayError('invalid_token');
      const declineCode: DeclineCode | null = token.outcome === 'succeeds' ? null : token.outcome;
      const now = deps.clock.now();
      const stored = await repo.insertChargeOnce({
        id: id('ch'),
        idempotencyKey: request.idempotencyKey,
        tokenId: token.id,
        amountCents: request.amountCents,
        currency: request.currency,
        capture: request.capture,
        status: declineCode ? 'declined' : request.capture ? 'succeeded' : 'authorized',
        declineCode,
        description: request.description,
        capturedAt: !declineCode && request.capture ? now : null,
        createdAt: now,
      });
      // Like real gateways: a key reused for a different request is an error, never a second charge.
      if (
        stored.tokenId !== request.token ||
        stored.amountCents !== request.amountCents ||
        stored.currency !== request.currency ||
        stored.capture !== request.capture
      ) {
        throw new GatewayError('idempotency_mismatch');
      }
      return resultOf(stored);
    },

    async capture({ ref }) {
      const charge = await repo.charge(ref);
      if (!charge || charge.status === 'declined' || charge.status === 'voided') {
        throw new GatewayError('not_capturable');
      }
      if (charge.status === 'authorized') await repo.markCaptured(charge.id, deps.clock.now());
      return resultOf((await repo.charge(ref))!);
    },

    async confirmation(ref) {
      const charge = await repo.charge(ref);
      return charge?.status === 'declined' && charge.declineCode === 'authentication_required'
        ? { gateway: 'test', charge: charge.id }
        : undefined;
    },

    async chargeState(ref) {
      const charge = await repo.charge(ref);
      return charge ? resultOf(charge) : undefined;
    },

    /** Releases an authorization once; the same key answers the same, another key is refused. */
    async void({ ref, idempotencyKey }) {
      const before = await repo.charge(ref);
      if (!before || (before.status !== 'authorized' && before.status !== 'voided')) {
        throw new GatewayError('not_reversible');
      }
      await repo.markReversed(ref, 'authorized', idempotencyKey);
      const after = (await repo.charge(ref))!;
      if (after.status !== 'voided') throw new GatewayError('not_reversible');
      if (after.reversalKey !== idempotencyKey) throw new GatewayError('idempotency_mismatch');
      return { status: 'voided', ref };
    },

    /**
     * Refunds a captured charge, whole (no amount: all that is left) or in part; one refund per
     * key, and never more in all than was charged. The same key with another amount is refused.
     */
    async refund({ ref, idempotencyKey, amountCents }): Promise<GatewayReversalResult> {
      const result = await repo.refundOnce({
        id: id('re'),
        chargeId: ref,
        key: idempotencyKey,
        amountCents,
        at: deps.clock.now(),
      });
      if (result === 'not_reversible') throw new GatewayError('not_reversible');
      if (result.chargeId !== ref || (amountCents !== undefined && result.amountCents !== amountCents)) {
        throw new GatewayError('idempotency_mismatch');
      }
      const charge = (await repo.charge(ref))!;
      return {
        status: charge.status === 'refunded' ? 'refunded' : 'partially_refunded',
        ref,
        refundRef: result.id,
        amountCents: result.amountCents,
      };
    },
  };

  /** Checks a card entry and keeps what charging it will do; never keeps the number or the CVC. */
  async function tokenize(input: InputOf<typeof postTestGatewayToken>): Promise<{ token: string; card: CardSummary }> {
    if (input.publishableKey !== TEST_GATEWAY_PUBLISHABLE_KEY) {
      throw new AppError('invalid_publishable_key', 401, { messageKey: 'payments:card.errors.publishableKey' });
    }
    const issues = validateCard(input, cardExpiryMonth(deps.clock.now()));
    const fields: Record<string, MessageKey> = {};
    for (const [field, issue] of Object.entries(issues) as [CardField, CardIssue][]) {
      fields[field] = cardIssueMessage(field, issue);
    }
    if (Object.keys(fields).length > 0) throw fieldErrors(fields);

    const digits = cardDigits(input.number);
    const known = TEST_CARDS.find((c) => c.number === digits);
    const year = Number(input.expYear);
    const row = {
      id: id('tok'),
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: Number(input.expMonth),
      expYear: year < 100 ? 2000 + year : year,
      postalCode: normalizePostalCode(input.postalCode),
      outcome: known?.outcome ?? 'succeeds',
      createdAt: deps.clock.now(),
    } satisfies TestGatewayToken;
    await repo.insertToken(row);
    return { token: row.id, card: summaryOf(row) };
  }

  /**
   * Stands for the bank's confirmation page (3-D Secure): the household passed it, so the held
   * charge goes through. The charge id, unguessable, is what the browser was given to confirm.
   */
  async function authenticate(chargeId: string): Promise<{ status: string }> {
    const charge = await repo.charge(chargeId);
    if (!charge) throw new AppError('not_found', 404, { messageKey: 'errors.not_found' });
    await repo.markAuthenticated(charge, deps.clock.now());
    return { status: (await repo.charge(chargeId))!.status };
  }

  return { ...gateway, tokenize, authenticate };
}
