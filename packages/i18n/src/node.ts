// Node-only loading of every catalogue (server messages, e-mails, tests). The web app loads
// namespaces lazily instead, so this file must never be imported by browser code.
import { readFileSync } from 'node:fs';
import { NAMESPACES, type Namespace } from './catalog.ts';
import { LOCALES, type Locale } from './locales.ts';

export type LoadedResources = Record<Locale, Record<Namespace, Record<string, unknown>>>;

export function catalogFileUrl(locale: Locale, ns: string): URL {
  return new URL(`./locales/${locale}/${ns}.json`, import.meta.url);
}

export function loadAllResources(): LoadedResources {
  const out = {} as LoadedResources;
  for (const locale of LOCALES) {
    out[locale] = {} as Record<Namespace, Record<string, unknown>>;
    for (const ns of NAMESPACES) {
      out[locale][ns] = JSON.parse(readFileSync(catalogFileUrl(locale, ns), 'utf8')) as Record<string, unknown>;
    }
  }
  return out;
}
