import type { FirstDelivery } from '@fp/contracts';
import type { AppliedDiscount, PlanPricing, PlanSelection, Province } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';

/** What the funnel needs of the household's address (delivery module). */
export interface SignupAddress {
  line1: string;
  unit: string | null;
  city: string;
  province: Province;
  postalCode: string;
  firstDeliveryDate: string | null;
  deliveryDay: 'sun' | 'mon' | 'tue' | 'wed' | null;
  windowStarts: string | null;
  windowEnds: string | null;
}

/** The offer a new household gets: a held code, a referral, or the default signup offer. */
export interface SignupOffer {
  /** The code to show (null when only the default offer applies). */
  code: string | null;
  discounts: AppliedDiscount[];
  referral: { code: string; creditCents: number } | null;
  /** Decision 017: the address already has a subscriber, so no first-order offer was given. */
  welcomeWithheld: boolean;
  /** The held code left out of the price for that reason (a first-order code), if any. */
  withheldCode: string | null;
  /**
   * Reserves the codes' uses under their locks before paying; false when another household took
   * a limited use since the price was made (the price must be made again).
   */
  reserve(clientId: number): Promise<boolean>;
  /** Records the use of the code and referral, inside the checkout transaction. */
  redeem(tx: Db, use: { clientId: number; orderId: number }): Promise<void>;
}

/** A payment as the funnel sees it, to resume or take back an interrupted checkout's. */
export interface SignupPayment {
  id: number;
  clientId: number;
  status: 'pending' | 'authorized' | 'succeeded' | 'declined' | 'failed' | 'voided' | 'refunded';
  amountCents: number;
  kind: 'authorize' | 'charge';
  idempotencyKey: string;
}

export interface ChargeResult {
  paymentId: number;
  status: 'succeeded' | 'authorized' | 'declined';
  declineCode?: string | undefined;
}

/**
 * The other modules the funnel drives, as the funnel sees them. services.ts adapts each module's
 * service to this shape, so the funnel's rules can be read (and tested) in one place.
 */
export interface SignupPorts {
  registerClient(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    locale: Locale;
  }): Promise<{ id: number }>;
  sendVerificationCode(clientId: number): Promise<void>;
  /** Delivery fee, free-delivery threshold and minimum order, and the selection's price per serving. */
  pricing(selection: PlanSelection): Promise<{ pricing: PlanPricing; pricePerServingCents: number } | undefined>;
  selectedPlan(sessionData: Record<string, unknown>): PlanSelection | null;
  heldCode(sessionData: Record<string, unknown>): string | null;
  /** SPEC.md §2: FPFREEMEALS on the plans link under immediate billing when nothing else is held. */
  plansLinkCode(sessionData: Record<string, unknown>, immediateBilling: boolean): string | null;
  /** Free meals of the default signup offer (data of the FPFREEMEALS code). */
  defaultFreeMeals(): Promise<number>;
  offer(
    input: { sessionData: Record<string, unknown>; clientId: number; address: SignupAddress; locale: Locale },
    tx?: Db,
  ): Promise<SignupOffer>;
  address(clientId: number): Promise<SignupAddress | undefined>;
  /** When the order of a delivery date locks in the household's region (delivery module's rule). */
  cutoffFor(province: Province, deliveryDate: string): Promise<Date>;
  /** A delivery and its cutoff in words (delivery module's formatter). */
  deliveryLabels(
    slot: { date: string; starts: string; ends: string },
    cutoff: Date,
    province: Province,
    locale: Locale,
  ): FirstDelivery;
  /** "11:59 p.m. on Tuesday, November 24" in the region's time. */
  momentLabel(instant: Date, province: Province, locale: Locale): string;
  /** Decision 017: another account with a plan has its home at the same door. */
  householdServed(clientId: number, address: SignupAddress): Promise<boolean>;
  /** Gives back the reservations of a checkout that will not pay. */
  releaseOffer(clientId: number): Promise<void>;
  savePaymentMethod(clientId: number, token: string): Promise<{ id: number }>;
  charge(input: {
    clientId: number;
    paymentMethodId: number;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    orderRef: string;
    capture: boolean;
  }): Promise<ChargeResult>;
  paymentByKey(idempotencyKey: string): Promise<SignupPayment | undefined>;
  /** Voids or refunds a payment no order will take (asking the gateway first when pending). */
  reversePayment(paymentId: number): Promise<SignupPayment | undefined>;
  /** Marks the payment as the order's, in the order's transaction; false when it was reversed. */
  linkPayment(tx: Db, paymentId: number): Promise<boolean>;
  /** 'Visa ending in 4242' in the page language. */
  cardLabel(clientId: number, locale: Locale): Promise<string>;
  paymentAmount(paymentId: number): Promise<{ amountCents: number; status: string } | undefined>;
}
