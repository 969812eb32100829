import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, parseLocale } from './locales.ts';

describe('locale detection', () => {
  it('reads language tags in any case and region', () => {
    expect(parseLocale('fr-CA')).toBe('fr');
    expect(parseLocale('FR_ca')).toBe('fr');
    expect(parseLocale('en-US')).toBe('en');
    expect(parseLocale('de')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('picks the best supported language from Accept-Language by quality', () => {
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2, fr;q=0.7')).toBe('fr');
    expect(localeFromAcceptLanguage('de, es')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
