import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, DEFAULT_NAMESPACE, type Locale, type Namespace, type TranslateFunction } from '@fp/i18n';

// One lazily loaded chunk per language and namespace: a page only downloads the words it shows.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/i18n/src/locales/*/*.json',
);

const loaded = new Map<string, Record<string, unknown>>();
const pending = new Map<string, Promise<void>>();
const cacheKey = (locale: Locale, ns: string) => `${locale}/${ns}`;

/** Loads a catalogue once; resolves when it is available. */
export function loadNamespace(locale: Locale, ns: Namespace): Promise<void> {
  const key = cacheKey(locale, ns);
  if (loaded.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const load = loaders[`../../../../packages/i18n/src/locales/${locale}/${ns}.json`];
    promise = load
      ? load().then((m) => {
          loaded.set(key, m.default);
        })
      : Promise.reject(new Error(`No catalogue ${key}`));
    pending.set(key, promise);
    promise.catch(() => pending.delete(key));
  }
  return promise;
}

/** Catalogues that came with the page (inline JSON): the first paint needs no request for words. */
export function provideMessages(messages: Readonly<Record<string, Record<string, unknown>>>): void {
  for (const [key, value] of Object.entries(messages)) loaded.set(key, value);
}

/** Every catalogue of every language, loaded once (server rendering: nothing may suspend on words). */
export async function loadAllNamespaces(): Promise<void> {
  await Promise.all(
    Object.entries(loaders).map(async ([path, load]) => {
      const [, locale, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (locale && ns) loaded.set(cacheKey(locale as Locale, ns), (await load()).default);
    }),
  );
}

/** The loaded catalogues a render used, keyed `locale/namespace`, to send with the page. */
export function messagesFor(keys: Iterable<string>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const key of keys) {
    const messages = loaded.get(key);
    if (messages) out[key] = messages;
  }
  return out;
}

/** A server render collects here the catalogues its components asked for (`locale/namespace`). */
export const NamespaceRecorder = createContext<Set<string> | null>(null);

const source = (locale: Locale, ns: string) => loaded.get(cacheKey(locale, ns));
const warnMissing = import.meta.env.DEV ? (key: string) => console.warn(`Missing message: ${key}`) : undefined;

/** A translator over whatever is loaded (used outside React, e.g. by the API helper). */
export function translator(locale: Locale): TranslateFunction {
  return createTranslator(locale, source, warnMissing);
}

// React replays a component that suspended once its promise settles, and the replay must call
// use() again with the same promise: so use() is called on every render, with one promise per
// set of namespaces, marked settled the way React reads it so that a loaded set never suspends.
const ready = new Map<string, Promise<void>>();
const markFulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

function namespacesReady(locale: Locale, namespaces: Namespace[]): Promise<void> {
  const key = `${locale}:${namespaces.join(',')}`;
  let promise = ready.get(key);
  if (!promise) {
    const missing = namespaces.filter((ns) => !loaded.has(cacheKey(locale, ns)));
    const settled = Promise.all(missing.map((ns) => loadNamespace(locale, ns))).then(() => {
      markFulfilled(settled);
    });
    if (missing.length === 0) markFulfilled(settled);
    // A failed load (offline) is tried again by the next render that asks.
    settled.catch(() => ready.delete(key));
    ready.set(key, settled);
    promise = settled;
  }
  return promise;
}

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/**
 * Messages in the page's language. Suspends until the namespaces are loaded; `common` is
 * always included.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N,
  ...more: Namespace[]
): { t: TranslateFunction<N>; locale: Locale } {
  const locale = useContext(LocaleContext);
  const all: Namespace[] = [...new Set<Namespace>([DEFAULT_NAMESPACE, ...(namespace ? [namespace] : []), ...more])];
  const recorder = useContext(NamespaceRecorder);
  if (recorder) for (const ns of all) recorder.add(cacheKey(locale, ns));
  use(namespacesReady(locale, all));
  const t = useMemo(() => createTranslator(locale, source, warnMissing, namespace), [locale, namespace]);
  return { t, locale };
}
