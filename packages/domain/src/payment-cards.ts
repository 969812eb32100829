/**
 * Card entry rules shared by the card form and the built-in test gateway, so both refuse the
 * same input with the same message. Pure: the caller passes today's month.
 */
import { canadianPostalCodeValid } from './postal-code.ts';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardIssue = 'required' | 'invalid' | 'expired';

export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  postalCode: string;
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** Keeps only the digits (spaces and dashes typed by people are allowed). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const six = Number(digits.slice(0, 6).padEnd(6, '0'));
  if (/^5[1-5]/.test(digits) || (six >= 222100 && six <= 272099)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Lengths a brand's numbers can have. */
function lengthsOf(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'visa') return [13, 16, 19];
  if (brand === 'mastercard') return [16];
  if (brand === 'discover') return [16, 19];
  return [12, 13, 14, 15, 16, 17, 18, 19];
}

export function maxCardLength(brand: CardBrand): number {
  return Math.max(...lengthsOf(brand));
}

/** Groups digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** Reads "MM/YY", "MM / YY", "MMYY" or "MM/YYYY". */
export function parseExpiry(value: string): { expMonth: string; expYear: string } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  return { expMonth: m[1]!, expYear: m[2]! };
}

/** Types "12/" as the person writes "12", so the slash never has to be typed. */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

function expiryOf(input: Pick<CardInput, 'expMonth' | 'expYear'>): YearMonth | undefined {
  if (!/^\d{1,2}$/.test(input.expMonth.trim()) || !/^(\d{2}|\d{4})$/.test(input.expYear.trim())) return undefined;
  const month = Number(input.expMonth);
  const rawYear = Number(input.expYear);
  if (month < 1 || month > 12) return undefined;
  return { month, year: rawYear < 100 ? 2000 + rawYear : rawYear };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: YearMonth, today: YearMonth): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

/** Every problem of a card entry, by field; empty when the card can be tokenized. */
export function validateCard(input: CardInput, today: YearMonth): Partial<Record<CardField, CardIssue>> {
  const issues: Partial<Record<CardField, CardIssue>> = {};
  const digits = cardDigits(input.number);
  const brand = cardBrand(digits);
  if (!digits) issues.number = 'required';
  else if (!/^\d+$/.test(digits) || !lengthsOf(brand).includes(digits.length) || !luhnValid(digits)) {
    issues.number = 'invalid';
  }

  if (!input.expMonth.trim() && !input.expYear.trim()) issues.expiry = 'required';
  else {
    const expiry = expiryOf(input);
    if (!expiry) issues.expiry = 'invalid';
    else if (isExpired(expiry, today)) issues.expiry = 'expired';
    // Nobody issues cards valid for more than 20 years: a typo.
    else if (expiry.year > today.year + 20) issues.expiry = 'invalid';
  }

  const cvc = input.cvc.trim();
  if (!cvc) issues.cvc = 'required';
  else if (
    !/^\d{3,4}$/.test(cvc) ||
    (brand !== 'unknown' && issues.number === undefined && cvc.length !== cvcLength(brand))
  ) {
    issues.cvc = 'invalid';
  }

  if (!input.postalCode.trim()) issues.postalCode = 'required';
  else if (!canadianPostalCodeValid(input.postalCode)) issues.postalCode = 'invalid';
  return issues;
}

/** The month a Date falls in, in the time zone given (card expiry follows the cardholder's calendar). */
export function yearMonthIn(date: Date, timeZone: string): YearMonth {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
}

/** Cards expire at the end of their month; the westernmost served zone never refuses one still valid at home. */
export const CARD_EXPIRY_TIME_ZONE = 'America/Vancouver';

/** The month it is now for card expiry checks, the same in the browser and at the gateway. */
export function cardExpiryMonth(now: Date): YearMonth {
  return yearMonthIn(now, CARD_EXPIRY_TIME_ZONE);
}

/** The catalogue message of each card issue, shared by the card form and the gateway's answer. */
const CARD_ISSUE_MESSAGES = {
  number: { required: 'payments:card.errors.numberRequired', invalid: 'payments:card.errors.numberInvalid' },
  expiry: {
    required: 'payments:card.errors.expiryRequired',
    invalid: 'payments:card.errors.expiryInvalid',
    expired: 'payments:card.errors.expired',
  },
  cvc: { required: 'payments:card.errors.cvcRequired', invalid: 'payments:card.errors.cvcInvalid' },
  postalCode: {
    required: 'payments:card.errors.postalCodeRequired',
    invalid: 'payments:card.errors.postalCodeInvalid',
  },
} as const;

type CardIssueMessage = {
  [F in CardField]: (typeof CARD_ISSUE_MESSAGES)[F][keyof (typeof CARD_ISSUE_MESSAGES)[F]];
}[CardField];

export function cardIssueMessage(field: CardField, issue: CardIssue): CardIssueMessage {
  const messages: Partial<Record<CardIssue, CardIssueMessage>> = CARD_ISSUE_MESSAGES[field];
  return messages[issue] ?? CARD_ISSUE_MESSAGES[field].invalid;
}
