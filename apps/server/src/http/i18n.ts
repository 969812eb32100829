import { createTranslator, type Locale, type TranslateFunction } from '@fp/i18n';
import { loadAllResources } from '@fp/i18n/node';

export type Translator = TranslateFunction;

export interface ServerI18n {
  translator(locale: Locale): Translator;
}

/** Every catalogue is read once at start-up; translators are cached per language. */
export function createServerI18n(): ServerI18n {
  const resources = loadAllResources();
  const source = (locale: Locale, ns: string) => (resources[locale] as Record<string, Record<string, unknown>>)[ns];
  const cache = new Map<Locale, Translator>();
  return {
    translator(locale) {
      let t = cache.get(locale);
      if (!t) {
        t = createTranslator(locale, source);
        cache.set(locale, t);
      }
      return t;
    },
  };
}
