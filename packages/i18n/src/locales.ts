export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags used for Intl formatting, html lang and the content service. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Tags the content entries are stored under (SPEC.md §7). */
export const CONTENT_LOCALES: Record<Locale, 'en-US' | 'fr-CA'> = { en: 'en-US', fr: 'fr-CA' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** Reads 'fr', 'fr-CA', 'FR_ca', 'en-US'... into a supported locale, or undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().slice(0, 2);
  return isLocale(base) ? base : undefined;
}

/** Picks the best supported locale from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q);
  for (const r of ranked) {
    const locale = parseLocale(r.tag);
    if (locale) return locale;
  }
  return undefined;
}
