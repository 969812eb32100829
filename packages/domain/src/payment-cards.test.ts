import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardExpiryMonth,
  cardIssueMessage,
  formatCardNumber,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
  validateCard,
  yearMonthIn,
} from './payment-cards.ts';
import { canadianPostalCodeValid, normalizePostalCode } from './postal-code.ts';

const today = { year: 2026, month: 11 };
const good = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '28', cvc: '123', postalCode: 'v5k 0a1' };

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('formats numbers and expiry dates as people read them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(parseExpiry('12/28')).toEqual({ expMonth: '12', expYear: '28' });
    expect(parseExpiry('0330')).toEqual({ expMonth: '03', expYear: '30' });
    expect(parseExpiry('12-28')).toBeUndefined();
  });

  it('accepts Canadian postal codes only', () => {
    expect(canadianPostalCodeValid('H2X 1Y4')).toBe(true);
    expect(canadianPostalCodeValid('h2x1y4')).toBe(true);
    expect(normalizePostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(canadianPostalCodeValid('90210')).toBe(false);
    // W and Z never start a postal code; D, F, I, O, Q, U never appear.
    expect(canadianPostalCodeValid('W2X 1Y4')).toBe(false);
    expect(canadianPostalCodeValid('H2D 1Y4')).toBe(false);
  });

  it('finds nothing wrong with a good card', () => {
    expect(validateCard(good, today)).toEqual({});
    expect(validateCard({ ...good, expMonth: '11', expYear: '2026' }, today)).toEqual({});
  });

  it('reports every bad field at once', () => {
    expect(
      validateCard(
        { number: '4242 4242 4242 4241', expMonth: '10', expYear: '26', cvc: '12', postalCode: '12345' },
        today,
      ),
    ).toEqual({ number: 'invalid', expiry: 'expired', cvc: 'invalid', postalCode: 'invalid' });
    expect(validateCard({ number: '', expMonth: '', expYear: '', cvc: '', postalCode: '' }, today)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      postalCode: 'required',
    });
    expect(validateCard({ ...good, expMonth: '13' }, today).expiry).toBe('invalid');
    expect(validateCard({ ...good, expYear: '2099' }, today).expiry).toBe('invalid');
  });

  it('wants four CVC digits for American Express and three for the others', () => {
    expect(validateCard({ ...good, number: '378282246310005', cvc: '1234' }, today)).toEqual({});
    expect(validateCard({ ...good, number: '378282246310005', cvc: '123' }, today).cvc).toBe('invalid');
    expect(validateCard({ ...good, cvc: '1234' }, today).cvc).toBe('invalid');
  });

  it('reads the current month in a time zone', () => {
    expect(yearMonthIn(new Date('2026-12-01T03:00:00Z'), 'America/Vancouver')).toEqual({ year: 2026, month: 11 });
    expect(yearMonthIn(new Date('2026-12-01T06:00:00Z'), 'America/Toronto')).toEqual({ year: 2026, month: 12 });
  });

  it('names one catalogue message per card issue, "invalid" for an issue a field has no own words for', () => {
    expect(cardIssueMessage('expiry', 'expired')).toBe('payments:card.errors.expired');
    expect(cardIssueMessage('number', 'required')).toBe('payments:card.errors.numberRequired');
    expect(cardIssueMessage('cvc', 'expired')).toBe('payments:card.errors.cvcInvalid');
  });

  it('checks expiry on the Pacific calendar, where a card stays valid longest', () => {
    expect(cardExpiryMonth(new Date('2026-12-01T05:30:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(cardExpiryMonth(new Date('2026-12-01T12:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});
