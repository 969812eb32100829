import type { Locale } from './locales.ts';
import { DEFAULT_NAMESPACE, type Namespace, type Resources } from './catalog.ts';

/**
 * The message runtime shared by server and browser (decision 004): nested JSON catalogues,
 * `ns:path.to.key` keys, `{{name}}` interpolation and CLDR plurals through `_one`/`_other`
 * suffixes chosen by a numeric `count`.
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Dotted paths of the string leaves of a catalogue, plural suffixes folded. */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? StripPlural<`${Prefix}${K}`> : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CommonKey = KeysOf<Resources['common']>;
export type NamespacedKey = { [N in Namespace]: `${N}:${KeysOf<Resources[N]>}` }[Namespace];
/** Any message of any catalogue: a bare path is in `common`. */
export type MessageKey = CommonKey | NamespacedKey;

export type MessageVars = Record<string, string | number | null | undefined> & { count?: number };

/** Keys a translator bound to namespace N accepts: N's own paths, `common` paths and any `ns:path`. */
export type KeyFor<N extends Namespace> = KeysOf<Resources[N]> | MessageKey;

export interface TranslateFunction<N extends Namespace = 'common'> {
  (key: KeyFor<N>, vars?: MessageVars): string;
  /** For keys built at run time (error codes...); returns the key when it is unknown. */
  dynamic(key: string, vars?: MessageVars): string;
  has(key: string): boolean;
  readonly locale: Locale;
}

export type CatalogueSource = (locale: Locale, ns: string) => Record<string, unknown> | undefined;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale, count: number): PluralSuffix {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'fr' ? 'fr-CA' : 'en-CA');
    pluralRules.set(locale, rules);
  }
  return rules.select(count) as PluralSuffix;
}

function lookup(tree: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(template: string, vars: MessageVars | undefined): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function splitKey(key: string, defaultNs: string = DEFAULT_NAMESPACE): { ns: string; path: string } {
  const i = key.indexOf(':');
  return i > 0 ? { ns: key.slice(0, i), path: key.slice(i + 1) } : { ns: defaultNs, path: key };
}

function resolveIn(tree: Record<string, unknown> | undefined, path: string, locale: Locale, count: number | undefined) {
  if (count !== undefined) {
    const plural = lookup(tree, `${path}_${pluralOf(locale, count)}`) ?? lookup(tree, `${path}_other`);
    if (typeof plural === 'string') return plural;
  }
  const value = lookup(tree, path);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The raw message for a key in a language, plural chosen from `count`, or undefined. A key
 * without a namespace is looked up in `defaultNs`, then in `common`.
 */
export function resolveMessage(
  source: CatalogueSource,
  locale: Locale,
  key: string,
  count: number | undefined,
  defaultNs: string = DEFAULT_NAMESPACE,
): string | undefined {
  const { ns, path } = splitKey(key, defaultNs);
  const found = resolveIn(source(locale, ns), path, locale, count);
  if (found !== undefined || key.includes(':') || ns === DEFAULT_NAMESPACE) return found;
  return resolveIn(source(locale, DEFAULT_NAMESPACE), path, locale, count);
}

export function createTranslator<N extends Namespace = 'common'>(
  locale: Locale,
  source: CatalogueSource,
  onMissing?: (key: string) => void,
  defaultNs?: N,
): TranslateFunction<N> {
  const ns: string = defaultNs ?? DEFAULT_NAMESPACE;
  const dynamic = (key: string, vars?: MessageVars) => {
    const message = resolveMessage(source, locale, key, typeof vars?.count === 'number' ? vars.count : undefined, ns);
    if (message === undefined) {
      onMissing?.(key);
      return key;
    }
    return interpolate(message, vars);
  };
  const t = ((key: KeyFor<N>, vars?: MessageVars) => dynamic(key, vars)) as TranslateFunction<N>;
  Object.assign(t, {
    dynamic,
    has: (key: string) =>
      resolveMessage(source, locale, key, undefined, ns) !== undefined ||
      resolveMessage(source, locale, key, 1, ns) !== undefined,
    locale,
  });
  return t;
}
