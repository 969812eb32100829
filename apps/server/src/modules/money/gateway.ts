import type { CardSummary, ChargeConfirmation, DeclineCode, TestCardOutcome } from '@fp/contracts';

/** What the browser needs to tokenize a card with the gateway directly. */
export interface GatewayPublicConfig {
  name: string;
  tokenizeUrl: string;
  publishableKey: string;
  /** A test gateway: no real money moves, test cards are listed outside production. */
  test: boolean;
}

export interface GatewayChargeRequest {
  /** The card's token (or saved payment-method reference) at the gateway. */
  token: string;
  amountCents: number;
  currency: 'CAD';
  /** The same key always yields the same charge, however often it is sent. */
  idempotencyKey: string;
  /** false: authorize only, capture later. */
  capture: boolean;
  description: string;
}

export type GatewayChargeResult =
  | { status: 'succeeded' | 'authorized' | 'voided' | 'refunded'; ref: string }
  | { status: 'declined'; ref: string; declineCode: DeclineCode };

export type GatewayErrorCode =
  'invalid_token' | 'idempotency_mismatch' | 'not_capturable' | 'not_reversible' | 'unavailable';

/** A charge taken back: an authorization released (void) or a captured charge refunded. */
export type GatewayReversalResult =
  | { status: 'voided'; ref: string }
  | {
      /** `refunded`: nothing is left of the charge; `partially_refunded`: some of it still stands. */
      status: 'refunded' | 'partially_refunded';
      ref: string;
      /** The gateway's reference of this refund. */
      refundRef: string;
      /** What this refund gave back. */
      amountCents: number;
    };

/**
 * A definite answer from the gateway that the request cannot succeed as sent. Any other thrown
 * error means "we don't know" (a timeout, a lost connection): the charge may or may not exist.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly code: GatewayErrorCode;
  constructor(code: GatewayErrorCode) {
    super(code);
    this.code = code;
  }
}

/** The household a card is saved for at the gateway (one gateway customer per household). */
export interface CardOwner {
  clientId: number;
}

/** A card kept at the gateway for later charges: the reference to charge it by, and what can be shown. */
export interface KeptCard {
  ref: string;
  card: CardSummary;
}

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

/**
 * DESIGN.md §7: the payment service behind an interface. Tokenization happens between the
 * browser and the gateway (see publicConfig), so no card number crosses the application.
 */
export interface PaymentGateway {
  publicConfig(): GatewayPublicConfig;
  /** The card a token stands for; undefined when the gateway does not know the token. */
  card(token: string): Promise<CardSummary | undefined>;
  /** Charges or authorizes; idempotent on `idempotencyKey`. Throws GatewayError on a definite refusal. */
  charge(request: GatewayChargeRequest): Promise<GatewayChargeResult>;
  /** Captures an authorization; capturing twice returns the same capture. */
  capture(request: { ref: string; idempotencyKey: string }): Promise<GatewayChargeResult>;
  /**
   * Releases an authorization that was not captured; the same key answers the same, a voided
   * charge stays voided. Throws `not_reversible` for a captured or declined charge.
   */
  void(request: { ref: string; idempotencyKey: string }): Promise<GatewayReversalResult>;
  /**
   * Refunds a captured charge, in full (no amount: all that is left of it) or in part. One refund
   * per key: the same key answers the same refund, never a second; the same key with another
   * amount throws `idempotency_mismatch`; more than is left throws `not_reversible`.
   */
  refund(request: { ref: string; idempotencyKey: string; amountCents?: number }): Promise<GatewayReversalResult>;
  /**
   * Gateways that save the card themselves before any charge (Stripe's SetupIntent, decision
   * 051): starts the saving for the household; the browser finishes it with the client secret.
   */
  startCardSetup?(owner: CardOwner): Promise<{ clientSecret: string }>;
  /**
   * The lasting reference of the card a token stands for, when the token is the owner's; undefined
   * otherwise. Gateways without it keep the token itself as the reference.
   */
  keep?(token: string, owner: CardOwner): Promise<KeptCard | undefined>;
  /**
   * A declined charge the bank holds for the household to confirm (3-D Secure, decision 051):
   * what the browser needs to confirm it; undefined when the charge is not waiting for that.
   */
  confirmation?(ref: string): Promise<ChargeConfirmation | undefined>;
  /** The charge's state now, read at the gateway (never a new charge); undefined while unknown. */
  chargeState?(ref: string): Promise<GatewayChargeResult | undefined>;
  /** Test gateways only: the card numbers and what each does. */
  testCards?(): readonly TestCard[];
}
